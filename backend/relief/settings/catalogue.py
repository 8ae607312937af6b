"""Every run-time setting of the platform: its type, default and bounds.

The values live in the `system_settings` table, where staff change them; code
reads them through `relief.settings.service`, never from a literal.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, fields
from datetime import time
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from typing import Any

import nh3

from relief.kit.inputs import line_problem, text_problem
from relief.settings.errors import (
    ValueHasControlCharacters,
    ValueMustBeTimeOfDay,
    ValueMustNumber,
    ValueMustText,
    ValueMustTrueFalse,
    ValueMustWholeNumber,
    ValueNotOneLine,
    ValueNotValidSetting,
    ValueRequired,
    ValueTooLarge,
    ValueTooLong,
    ValueTooSmall,
)
from relief.settings.texts import AGREEMENT_HTML, PRIVACY_POLICY_HTML


class Kind(StrEnum):
    integer = "integer"
    decimal = "decimal"
    money = "money"
    time = "time"
    html = "html"
    text = "text"
    boolean = "boolean"


class Group(StrEnum):
    """Where a setting sits in the console's settings page."""

    pricing = "pricing"
    matching = "matching"
    bookings = "bookings"
    time_sheets = "time_sheets"
    invoices = "invoices"
    accounting = "accounting"
    vouchers = "vouchers"
    content = "content"
    system = "system"


@dataclass(frozen=True)
class Words:
    """A text of the console in English and in Chinese."""

    en: str
    zh: str


GROUPS: dict[Group, Words] = {
    Group.pricing: Words("Pricing", "价格"),
    Group.matching: Words("Matching", "匹配"),
    Group.bookings: Words("Bookings", "预订"),
    Group.time_sheets: Words("Time sheets", "工时表"),
    Group.invoices: Words("Invoices", "发票"),
    Group.accounting: Words("Accounting export", "会计导出"),
    Group.vouchers: Words("Vouchers", "代金券"),
    Group.content: Words("Content", "内容"),
    Group.system: Words("System", "系统"),
}

PERCENT = Words("%", "%")
NZD = Words("NZD", "新西兰元")
NZD_PER_HOUR = Words("NZD/hour", "新西兰元/小时")
MINUTES = Words("minutes", "分钟")
HOURS = Words("hours", "小时")
DAYS = Words("days", "天")
KM = Words("km", "公里")
TEACHERS = Words("teachers", "位教师")
ATTEMPTS = Words("attempts", "次")


@dataclass(frozen=True)
class Setting:
    key: str
    kind: Kind
    default: Any
    group: Group
    label: Words
    description: Words
    unit: Words | None = None
    minimum: Decimal | None = None
    maximum: Decimal | None = None
    # A text that may not be left blank, and the most characters it may hold
    # (TEXT_MAX when None).
    required: bool = False
    characters: int | None = None
    # Values production refuses to start with (`placeholders_in_use`): the
    # demo placeholder that is the default, and any an earlier version shipped.
    placeholders: tuple[str, ...] = ()


def _s(
    key: str,
    kind: Kind,
    default: Any,
    group: Group,
    label: tuple[str, str],
    description: tuple[str, str],
    unit: Words | None = None,
    lo: str | None = None,
    hi: str | None = None,
) -> Setting:
    return Setting(
        key,
        kind,
        default,
        group,
        Words(*label),
        Words(*description),
        unit,
        Decimal(lo) if lo is not None else None,
        Decimal(hi) if hi is not None else None,
    )


def _platform(
    key: str,
    placeholder: str,
    label: tuple[str, str],
    description: tuple[str, str],
    retired: tuple[str, ...] = (),
) -> Setting:
    """A fact about the platform printed on invoices: a line that cannot be
    left blank, whose default is a demo placeholder production refuses."""
    return dataclasses.replace(
        _s(key, Kind.text, placeholder, Group.invoices, label, description),
        required=True,
        placeholders=(placeholder, *retired),
    )


# The most characters of an account code in Xero.
ACCOUNT_CODE_MAX = 10


def _account_code(
    key: str, default: str, label: tuple[str, str], description: tuple[str, str]
) -> Setting:
    """An account code of the Xero export: a short line that cannot be left blank."""
    return dataclasses.replace(
        _s(key, Kind.text, default, Group.accounting, label, description),
        required=True,
        characters=ACCOUNT_CODE_MAX,
    )


G = Group
CATALOGUE: dict[str, Setting] = {
    s.key: s
    for s in (
        _s(
            "boost_rate",
            Kind.decimal,
            Decimal("20"),
            G.pricing,
            ("Platform share of a boost", "加价平台抽成"),
            (
                "The part of a boost incentive the platform keeps.",
                "加价激励中由平台保留的比例。",
            ),
            PERCENT,
            "0",
            "100",
        ),
        _s(
            "boost_incentive",
            Kind.money,
            Decimal("3.00"),
            G.pricing,
            ("Boost incentive", "加价激励"),
            (
                "What a boost adds to the hourly rate offered to teachers.",
                "加价时为教师每小时费率增加的金额。",
            ),
            NZD_PER_HOUR,
            "0",
            "100",
        ),
        _s(
            "weekend_loading_percent",
            Kind.decimal,
            Decimal("25"),
            G.pricing,
            ("Weekend loading", "周末加成"),
            (
                "Added to the hourly rate on Saturdays and Sundays.",
                "周六和周日在每小时费率上增加的比例。",
            ),
            PERCENT,
            "0",
            "200",
        ),
        _s(
            "holiday_loading_percent",
            Kind.decimal,
            Decimal("50"),
            G.pricing,
            ("Public holiday loading", "公众假期加成"),
            (
                "Added to the hourly rate on public holidays.",
                "公众假期在每小时费率上增加的比例。",
            ),
            PERCENT,
            "0",
            "200",
        ),
        _s(
            "placement_fee",
            Kind.money,
            Decimal("500.00"),
            G.pricing,
            ("Placement fee", "聘用费"),
            (
                "Invoiced when a centre hires a teacher permanently through a job offer.",
                "中心通过长期职位聘用教师时开具的费用。",
            ),
            NZD,
            "0",
            "100000",
        ),
        _s(
            "stage_invite_limit",
            Kind.integer,
            200,
            G.matching,
            ("Teachers invited per stage", "每阶段邀请教师数"),
            (
                "The most teachers one matching stage invites, the nearest first.",
                "每个匹配阶段最多邀请的教师人数，距离最近者优先。",
            ),
            TEACHERS,
            "1",
            "100000",
        ),
        _s(
            "stage1_minutes",
            Kind.integer,
            10,
            G.matching,
            ("Stage 1 duration", "第一阶段时长"),
            (
                "How long the first matching stage invites before it widens.",
                "第一匹配阶段在扩大范围前持续的时间。",
            ),
            MINUTES,
            "1",
            "1440",
        ),
        _s(
            "stage1_radius_km",
            Kind.integer,
            5,
            G.matching,
            ("Stage 1 radius", "第一阶段半径"),
            (
                "Teachers within this distance of the centre are invited first.",
                "首先邀请距离中心在此范围内的教师。",
            ),
            KM,
            "1",
            "100",
        ),
        _s(
            "stage2_minutes",
            Kind.integer,
            15,
            G.matching,
            ("Stage 2 duration", "第二阶段时长"),
            (
                "How long the second matching stage invites before it widens.",
                "第二匹配阶段在扩大范围前持续的时间。",
            ),
            MINUTES,
            "1",
            "1440",
        ),
        _s(
            "stage2_radius_km",
            Kind.integer,
            10,
            G.matching,
            ("Stage 2 radius", "第二阶段半径"),
            (
                "The distance the second matching stage reaches.",
                "第二匹配阶段覆盖的距离。",
            ),
            KM,
            "1",
            "100",
        ),
        _s(
            "stage3_minutes",
            Kind.integer,
            30,
            G.matching,
            ("Stage 3 duration", "第三阶段时长"),
            (
                "How long the third and last matching stage invites.",
                "第三（最后）匹配阶段持续的时间。",
            ),
            MINUTES,
            "1",
            "1440",
        ),
        _s(
            "stage3_radius_km",
            Kind.integer,
            20,
            G.matching,
            ("Stage 3 radius", "第三阶段半径"),
            (
                "The distance the third and last matching stage reaches.",
                "第三（最后）匹配阶段覆盖的距离。",
            ),
            KM,
            "1",
            "100",
        ),
        _s(
            "boost_duration_minutes",
            Kind.integer,
            60,
            G.matching,
            ("Boost duration", "加价邀请时长"),
            (
                "How long a boosted booking keeps inviting teachers.",
                "加价后的预订持续邀请教师的时间。",
            ),
            MINUTES,
            "5",
            "1440",
        ),
        _s(
            "minimum_booking_hours",
            Kind.decimal,
            Decimal("3"),
            G.bookings,
            ("Shortest booking day", "最短预订时长"),
            (
                "A booked day must be at least this long.",
                "每个预订日的最短时长。",
            ),
            HOURS,
            "0.5",
            "24",
        ),
        _s(
            "default_start_time",
            Kind.time,
            time(8, 30),
            G.bookings,
            ("Default start time", "默认开始时间"),
            (
                "The start time a new booking form proposes.",
                "新建预订时默认填写的开始时间。",
            ),
        ),
        _s(
            "default_end_time",
            Kind.time,
            time(17, 0),
            G.bookings,
            ("Default end time", "默认结束时间"),
            (
                "The end time a new booking form proposes.",
                "新建预订时默认填写的结束时间。",
            ),
        ),
        _s(
            "pre_booking_window_days",
            Kind.integer,
            14,
            G.bookings,
            ("Standard Booking window", "标准预订提前天数"),
            (
                "A Standard Booking may start at most this many days ahead.",
                "标准预订最多可提前这么多天开始。",
            ),
            DAYS,
            "1",
            "365",
        ),
        _s(
            "free_cancellation_hours",
            Kind.integer,
            24,
            G.bookings,
            ("Free cancellation period", "免费取消期限"),
            (
                "Cancelling is free until this long before the start; later, a fee is charged.",
                "开始前超过此时长取消免费；之后取消将收取费用。",
            ),
            HOURS,
            "0",
            "720",
        ),
        _s(
            "teacher_file_visibility_hours",
            Kind.integer,
            24,
            G.bookings,
            ("Teacher files visible before a job", "教师文件可见时间"),
            (
                "How long before a job the centre may open the booked teacher's files.",
                "工作开始前多久中心可以查看已预订教师的文件。",
            ),
            HOURS,
            "0",
            "720",
        ),
        _s(
            "lunch_break_minutes",
            Kind.integer,
            30,
            G.time_sheets,
            ("Lunch break", "午休时长"),
            (
                "The unpaid lunch break taken out of a long day.",
                "从较长工作日中扣除的无薪午休时间。",
            ),
            MINUTES,
            "0",
            "120",
        ),
        _s(
            "lunch_minimum_hours",
            Kind.decimal,
            Decimal("5"),
            G.time_sheets,
            ("Day with a lunch break", "需午休的最短工作时长"),
            (
                "A day this long or longer has a lunch break.",
                "工作时长达到此值的工作日包含午休。",
            ),
            HOURS,
            "0",
            "24",
        ),
        _s(
            "tax_rate",
            Kind.decimal,
            Decimal("15"),
            G.invoices,
            ("GST rate", "商品及服务税率"),
            (
                "The GST added on invoices.",
                "发票上加收的商品及服务税（GST）。",
            ),
            PERCENT,
            "0",
            "100",
        ),
        _s(
            "bill_due_days",
            Kind.integer,
            7,
            G.invoices,
            ("Invoice due", "发票付款期限"),
            (
                "An invoice is due this many days after it is issued.",
                "发票在开具后这么多天内到期。",
            ),
            DAYS,
            "0",
            "365",
        ),
        _s(
            "invoice_download_validity_hours",
            Kind.integer,
            24,
            G.invoices,
            ("Invoice link validity", "发票下载链接有效期"),
            (
                "How long an invoice download link works.",
                "发票下载链接的有效时长。",
            ),
            HOURS,
            "1",
            "720",
        ),
        _platform(
            "platform_legal_name",
            "Relief Teachers Limited (demo)",
            ("Platform legal name", "平台法定名称"),
            (
                "The company name printed on invoices; production will not start on the demo one.",
                "发票上印制的公司名称；使用演示名称时生产环境不会启动。",
            ),
            retired=("Relief Teachers Limited",),
        ),
        _platform(
            "platform_address",
            "1 Example Street, Auckland 1010, New Zealand (demo)",
            ("Platform address", "平台地址"),
            (
                "The company address printed on invoices; production will not start on the demo one.",
                "发票上印制的公司地址；使用演示地址时生产环境不会启动。",
            ),
            retired=("Level 2, 10 Customs Street East, Auckland 1010, New Zealand",),
        ),
        _platform(
            "platform_gst_number",
            "123-456-789",
            ("Platform GST number", "平台 GST 号码"),
            (
                "The GST number printed on invoices; production will not start on the demo one.",
                "发票上印制的 GST 号码；使用演示号码时生产环境不会启动。",
            ),
        ),
        _platform(
            "platform_bank_account",
            "12-3456-7890123-00",
            ("Platform bank account", "平台收款银行账户"),
            (
                "The bank account centres pay invoices into, printed on every invoice "
                "with its number as the payment reference; production will not start on "
                "the demo one.",
                "中心支付发票的收款银行账户，与发票号码（付款参考号）一同印在每张发票上；"
                "使用演示账户时生产环境不会启动。",
            ),
        ),
        _account_code(
            "account_code_hours",
            "200",
            ("Account code: teachers' hours", "科目代码：教师工时"),
            (
                "The sales account of teachers' hours in the platform's Xero export.",
                "平台 Xero 导出文件中教师工时的销售科目代码。",
            ),
        ),
        _account_code(
            "account_code_cancellation_fees",
            "200",
            ("Account code: cancellation fees", "科目代码：取消费"),
            (
                "The sales account of cancellation fees in the platform's Xero export.",
                "平台 Xero 导出文件中取消费的销售科目代码。",
            ),
        ),
        _account_code(
            "account_code_placement_fees",
            "200",
            ("Account code: placement fees", "科目代码：聘用费"),
            (
                "The sales account of placement fees in the platform's Xero export.",
                "平台 Xero 导出文件中聘用费的销售科目代码。",
            ),
        ),
        _account_code(
            "account_code_voucher_discounts",
            "200",
            ("Account code: voucher discounts", "科目代码：代金券抵扣"),
            (
                "The account a voucher discount (a negative line) is coded to in the "
                "platform's Xero export.",
                "平台 Xero 导出文件中代金券抵扣（负数明细行）所记入的科目代码。",
            ),
        ),
        _account_code(
            "account_code_centre_bills",
            "429",
            ("Account code: centres' bills", "科目代码：中心账单"),
            (
                "The expense account of every line in the Xero file a centre exports of "
                "its bills (429 is General Expenses in Xero's standard chart).",
                "中心导出账单的 Xero 文件中每一行所用的费用科目代码"
                "（Xero 标准科目表中 429 为一般费用）。",
            ),
        ),
        _s(
            "voucher_value",
            Kind.money,
            Decimal("100.00"),
            G.vouchers,
            ("Voucher value", "代金券面值"),
            (
                "The value of the sign-up and booking vouchers.",
                "注册和预订代金券的面值。",
            ),
            NZD,
            "0",
            "10000",
        ),
        _s(
            "voucher_validity_days",
            Kind.integer,
            90,
            G.vouchers,
            ("Voucher validity", "代金券有效期"),
            (
                "How long a voucher can be used after it is given.",
                "代金券发放后可使用的时长。",
            ),
            DAYS,
            "1",
            "3650",
        ),
        _s(
            "agreement",
            Kind.html,
            AGREEMENT_HTML,
            G.content,
            ("Terms of Use", "使用条款"),
            (
                "The terms every centre accepts before it books.",
                "每个中心在预订前须接受的条款。",
            ),
        ),
        _s(
            "privacy_policy",
            Kind.html,
            PRIVACY_POLICY_HTML,
            G.content,
            ("Privacy Policy", "隐私政策"),
            (
                "How the platform handles personal information.",
                "平台如何处理个人信息。",
            ),
        ),
        _s(
            "activity_popup",
            Kind.boolean,
            False,
            G.content,
            ("Activity popup", "活动弹窗"),
            (
                "Show the activity popup on the centre dashboard.",
                "在中心首页显示活动弹窗。",
            ),
        ),
        _s(
            "chat_retention_days",
            Kind.integer,
            90,
            G.system,
            ("Chat retention", "聊天记录保留期"),
            (
                "How long chat messages are kept.",
                "聊天消息的保留时长。",
            ),
            DAYS,
            "1",
            "3650",
        ),
        _s(
            "task_max_attempts",
            Kind.integer,
            10,
            G.system,
            ("Background task attempts", "后台任务尝试次数"),
            (
                "Attempts at a failing background task before it is parked for staff.",
                "后台任务失败后重试的次数，超过后交由员工处理。",
            ),
            ATTEMPTS,
            "1",
            "100",
        ),
        _s(
            "mail_max_attempts",
            Kind.integer,
            10,
            G.system,
            ("E-mail attempts", "邮件发送尝试次数"),
            (
                "Attempts at an e-mail the mail server refuses before it is parked for staff.",
                "邮件服务器拒收后重试的次数，超过后交由员工处理。",
            ),
            ATTEMPTS,
            "1",
            "100",
        ),
    )
}


@dataclass(frozen=True)
class RunTimeSettings:
    """Every run-time setting, typed: one attribute per catalogue entry."""

    boost_rate: Decimal
    boost_incentive: Decimal
    weekend_loading_percent: Decimal
    holiday_loading_percent: Decimal
    placement_fee: Decimal
    stage_invite_limit: int
    stage1_minutes: int
    stage1_radius_km: int
    stage2_minutes: int
    stage2_radius_km: int
    stage3_minutes: int
    stage3_radius_km: int
    boost_duration_minutes: int
    minimum_booking_hours: Decimal
    default_start_time: time
    default_end_time: time
    pre_booking_window_days: int
    free_cancellation_hours: int
    teacher_file_visibility_hours: int
    lunch_break_minutes: int
    lunch_minimum_hours: Decimal
    tax_rate: Decimal
    bill_due_days: int
    invoice_download_validity_hours: int
    platform_legal_name: str
    platform_address: str
    platform_gst_number: str
    platform_bank_account: str
    account_code_hours: str
    account_code_cancellation_fees: str
    account_code_placement_fees: str
    account_code_voucher_discounts: str
    account_code_centre_bills: str
    voucher_value: Decimal
    voucher_validity_days: int
    agreement: str
    privacy_policy: str
    activity_popup: bool
    chat_retention_days: int
    task_max_attempts: int
    mail_max_attempts: int

    @classmethod
    def of(cls, values: dict[str, Any]) -> RunTimeSettings:
        """The settings from the parsed value of every catalogue entry."""
        return cls(**{field.name: values[field.name] for field in fields(cls)})

    @classmethod
    def defaults(cls) -> RunTimeSettings:
        return cls.of({key: setting.default for key, setting in CATALOGUE.items()})


TEXT_MAX = 255
HTML_MAX = 200_000


def sanitised(html: str) -> str:
    """HTML that is safe to show in the apps: formatting and links kept;
    scripts, event handlers, styles and javascript: links removed (nh3, the
    Ammonia sanitiser). Applied to every value written and read."""
    return nh3.clean(html)


def encode(setting: Setting, value: Any) -> str:
    """Check a value against its setting and turn it into stored text."""
    parsed = parse(setting, value)
    if setting.kind in (Kind.decimal, Kind.money):
        return json.dumps(str(parsed))
    if setting.kind is Kind.time:
        return json.dumps(parsed.strftime("%H:%M"))
    return json.dumps(parsed)


def decode(setting: Setting, stored: str) -> Any:
    return parse(setting, json.loads(stored))


def parse(setting: Setting, value: Any) -> Any:
    """The typed value of `value` for `setting`, or `SettingValueError`."""
    kind = setting.kind
    try:
        if kind is Kind.boolean:
            if not isinstance(value, bool):
                raise ValueMustTrueFalse()
            return value
        if kind in (Kind.html, Kind.text):
            if not isinstance(value, str):
                raise ValueMustText()
            longest = setting.characters or TEXT_MAX
            if kind is Kind.text and len(value) > longest:
                raise ValueTooLong(characters=longest)
            if kind is Kind.text and line_problem(value):
                raise ValueNotOneLine()
            if setting.required and not value.strip():
                raise ValueRequired()
            if text_problem(value):
                raise ValueHasControlCharacters()
            if kind is Kind.html:
                if len(value) > HTML_MAX:
                    raise ValueTooLong(characters=HTML_MAX)
                return sanitised(value)
            return value
        if kind is Kind.time:
            if isinstance(value, time):
                return value
            if not isinstance(value, str):
                raise ValueMustBeTimeOfDay()
            return time.fromisoformat(value)
        if kind is Kind.integer:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueMustWholeNumber()
            number: Decimal = Decimal(value)
            result: Any = value
        else:
            if isinstance(value, bool) or not isinstance(value, (str, int, Decimal)):
                raise ValueMustNumber()
            number = Decimal(str(value))
            if not number.is_finite():
                raise ValueMustNumber()
            if kind is Kind.money:
                number = number.quantize(Decimal("0.01"))
            result = number
    except (InvalidOperation, ValueError) as exc:
        raise ValueNotValidSetting() from exc
    if setting.minimum is not None and number < setting.minimum:
        raise ValueTooSmall(minimum=setting.minimum)
    if setting.maximum is not None and number > setting.maximum:
        raise ValueTooLarge(maximum=setting.maximum)
    return result


def placeholders_in_use(values: dict[str, Any]) -> list[str]:
    """The keys whose value is still one of their demo placeholders (what
    production refuses to start with), in the catalogue's order."""
    return [
        key
        for key, setting in CATALOGUE.items()
        if setting.placeholders and str(values.get(key, "")).strip() in setting.placeholders
    ]
