"""Every run-time setting of the platform: its type, default and bounds.

The values live in the `system_settings` table, where staff change them; code
reads them through `relief.settings.service`, never from a literal.
"""

from __future__ import annotations

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


@dataclass(frozen=True)
class Setting:
    key: str
    kind: Kind
    default: Any
    description: str
    minimum: Decimal | None = None
    maximum: Decimal | None = None


def _s(
    key: str,
    kind: Kind,
    default: Any,
    description: str,
    lo: str | None = None,
    hi: str | None = None,
) -> Setting:
    return Setting(
        key,
        kind,
        default,
        description,
        Decimal(lo) if lo is not None else None,
        Decimal(hi) if hi is not None else None,
    )


CATALOGUE: dict[str, Setting] = {
    s.key: s
    for s in (
        _s(
            "boost_rate",
            Kind.decimal,
            Decimal("20"),
            "Platform share of a boost incentive (%)",
            "0",
            "100",
        ),
        _s(
            "boost_incentive",
            Kind.money,
            Decimal("3.00"),
            "Boost incentive per hour (NZD)",
            "0",
            "100",
        ),
        _s(
            "boost_duration_minutes",
            Kind.integer,
            60,
            "How long a boost invites (minutes)",
            "5",
            "1440",
        ),
        _s("chat_retention_days", Kind.integer, 90, "Days chat messages are kept", "1", "3650"),
        _s(
            "minimum_booking_hours",
            Kind.decimal,
            Decimal("3"),
            "Shortest bookable day (hours)",
            "0.5",
            "24",
        ),
        _s(
            "teacher_file_visibility_hours",
            Kind.integer,
            24,
            "Hours before a job a centre may open the teacher's files",
            "0",
            "720",
        ),
        _s(
            "invoice_download_validity_hours",
            Kind.integer,
            24,
            "Hours an invoice download link works",
            "1",
            "720",
        ),
        _s(
            "free_cancellation_hours",
            Kind.integer,
            24,
            "Cancellation is free until this many hours before start",
            "0",
            "720",
        ),
        _s(
            "stage_invite_limit",
            Kind.integer,
            200,
            "Most teachers one stage invites (the nearest)",
            "1",
            "100000",
        ),
        _s("stage1_minutes", Kind.integer, 10, "Matching stage 1 duration (minutes)", "1", "1440"),
        _s("stage1_radius_km", Kind.integer, 5, "Matching stage 1 radius (km)", "1", "100"),
        _s("stage2_minutes", Kind.integer, 15, "Matching stage 2 duration (minutes)", "1", "1440"),
        _s("stage2_radius_km", Kind.integer, 10, "Matching stage 2 radius (km)", "1", "100"),
        _s("stage3_minutes", Kind.integer, 30, "Matching stage 3 duration (minutes)", "1", "1440"),
        _s("stage3_radius_km", Kind.integer, 20, "Matching stage 3 radius (km)", "1", "100"),
        _s("lunch_break_minutes", Kind.integer, 30, "Unpaid lunch break (minutes)", "0", "120"),
        _s(
            "lunch_minimum_hours",
            Kind.decimal,
            Decimal("5"),
            "A day this long or longer has a lunch break (hours)",
            "0",
            "24",
        ),
        _s("default_start_time", Kind.time, time(8, 30), "Default booking start time"),
        _s("default_end_time", Kind.time, time(17, 0), "Default booking end time"),
        _s(
            "weekend_loading_percent",
            Kind.decimal,
            Decimal("25"),
            "Rate loading on Saturdays and Sundays (%)",
            "0",
            "200",
        ),
        _s(
            "holiday_loading_percent",
            Kind.decimal,
            Decimal("50"),
            "Rate loading on public holidays (%)",
            "0",
            "200",
        ),
        _s("tax_rate", Kind.decimal, Decimal("15"), "GST added on invoices (%)", "0", "100"),
        _s("bill_due_days", Kind.integer, 7, "Invoice due this many days after issue", "0", "365"),
        _s(
            "pre_booking_window_days",
            Kind.integer,
            14,
            "Standard Booking may start at most this many days ahead",
            "1",
            "365",
        ),
        _s(
            "voucher_value",
            Kind.money,
            Decimal("100.00"),
            "Value of signup and booking vouchers (NZD)",
            "0",
            "10000",
        ),
        _s("voucher_validity_days", Kind.integer, 90, "Days a voucher stays valid", "1", "3650"),
        _s(
            "placement_fee",
            Kind.money,
            Decimal("500.00"),
            "Fee for hiring a permanent teacher (NZD)",
            "0",
            "100000",
        ),
        _s(
            "activity_popup", Kind.boolean, False, "Show the activity popup on the centre dashboard"
        ),
        _s(
            "task_max_attempts",
            Kind.integer,
            10,
            "Attempts at a failing background task before it is parked for staff",
            "1",
            "100",
        ),
        _s(
            "mail_max_attempts",
            Kind.integer,
            10,
            "Attempts at an e-mail the mail server refuses before it is parked for staff",
            "1",
            "100",
        ),
        _s("platform_legal_name", Kind.text, "Relief Teachers Limited", "Platform legal name"),
        _s(
            "platform_address",
            Kind.text,
            "Level 2, 10 Customs Street East, Auckland 1010, New Zealand",
            "Platform address (on invoices)",
        ),
        _s("platform_gst_number", Kind.text, "123-456-789", "Platform GST number"),
        _s("agreement", Kind.html, AGREEMENT_HTML, "Terms of Use (HTML)"),
        _s("privacy_policy", Kind.html, PRIVACY_POLICY_HTML, "Privacy Policy (HTML)"),
    )
}


@dataclass(frozen=True)
class RunTimeSettings:
    """Every run-time setting, typed: one attribute per catalogue entry."""

    boost_rate: Decimal
    boost_incentive: Decimal
    boost_duration_minutes: int
    chat_retention_days: int
    minimum_booking_hours: Decimal
    teacher_file_visibility_hours: int
    invoice_download_validity_hours: int
    free_cancellation_hours: int
    stage_invite_limit: int
    stage1_minutes: int
    stage1_radius_km: int
    stage2_minutes: int
    stage2_radius_km: int
    stage3_minutes: int
    stage3_radius_km: int
    lunch_break_minutes: int
    lunch_minimum_hours: Decimal
    default_start_time: time
    default_end_time: time
    weekend_loading_percent: Decimal
    holiday_loading_percent: Decimal
    tax_rate: Decimal
    bill_due_days: int
    pre_booking_window_days: int
    voucher_value: Decimal
    voucher_validity_days: int
    placement_fee: Decimal
    activity_popup: bool
    task_max_attempts: int
    mail_max_attempts: int
    platform_legal_name: str
    platform_address: str
    platform_gst_number: str
    agreement: str
    privacy_policy: str

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
            if kind is Kind.text and len(value) > TEXT_MAX:
                raise ValueTooLong(characters=TEXT_MAX)
            if kind is Kind.text and line_problem(value):
                raise ValueNotOneLine()
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
