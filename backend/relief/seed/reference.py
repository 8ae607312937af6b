"""Reference data every installation needs: settings, ranks, holidays and
dictionaries. Loading is idempotent: only what is missing is added. The
holidays are New Zealand's of the current year and the next, as the
`holidays` library computes them (`reference.rules.new_zealand`)."""

from __future__ import annotations

from decimal import Decimal
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.authority import service as authority
from relief.config import get_settings
from relief.kit.clock import now
from relief.models import Dictionary, DictionaryEntry, Holiday, ReviewQuestion, TeacherRank
from relief.reference import rules as holiday_rules
from relief.seed import repository
from relief.settings import service as settings

RANKS = (
    # name, points needed, qualified rate, unqualified rate (NZD per hour)
    ("bronze", 0, Decimal("32.00"), Decimal("25.00")),
    ("silver", 300, Decimal("34.00"), Decimal("26.50")),
    ("black", 1000, Decimal("36.00"), Decimal("28.00")),
)

# The questions every review answers with 1 to 5 stars (English, Chinese).
REVIEW_QUESTIONS = (
    ("Arrived on time and ready to work", "准时到达并做好工作准备"),
    ("Engaged warmly with the children", "与孩子们互动热情"),
    ("Followed the centre's routines and safety practices", "遵守中心的日常流程和安全规范"),
    ("Communicated well with the team", "与团队沟通良好"),
    ("Would you book this teacher again?", "您愿意再次预订这位老师吗？"),
)

# name: (description, ((value, English label, Chinese label), ...))
DICTIONARIES: dict[str, tuple[str, tuple[tuple[str, str, str], ...]]] = {
    "cancel_reason": (
        "Reasons offered when a centre cancels",
        (
            ("1", "Ratio covered", "师生比例已满足"),
            ("2", "Wait time was too long", "等待时间过长"),
            ("3", "Could not find reliever", "找不到代课老师"),
            ("4", "Booking requirement changed", "预订需求已变更"),
            ("5", "Have found a reliever from elsewhere", "已从其他渠道找到代课老师"),
        ),
    ),
    "gender": (
        "Gender preference of a booking",
        (("0", "None", "不限"), ("1", "Female", "女"), ("2", "Male", "男")),
    ),
    "qualification": (
        "Teacher qualification",
        (
            ("1", "Qualified", "有资质"),
            ("2", "Unqualified", "无资质"),
            ("3", "Newly qualified", "新获资质"),
        ),
    ),
    "age_group": (
        "Age group a teacher will work with",
        (
            ("1", "Infants (0-2)", "婴儿（0-2 岁）"),
            ("2", "Toddlers (2-3)", "幼儿（2-3 岁）"),
            ("3", "Preschool (3-5)", "学前（3-5 岁）"),
            ("4", "Mixed ages", "混龄"),
            ("5", "School age (5+)", "学龄（5 岁以上）"),
        ),
    ),
    "talent_pool": (
        "Talent pool a booking draws from",
        (
            ("1", "Early childhood", "幼儿教育"),
            ("2", "Primary", "小学"),
            ("3", "Secondary", "中学"),
        ),
    ),
    "invite_type": (
        "Who a booking invites",
        (("1", "Public", "公开"), ("2", "Favourite", "收藏老师")),
    ),
    "invite_range": (
        "Invite radius choices (km)",
        (
            ("5", "5 km", "5 公里"),
            ("10", "10 km", "10 公里"),
            ("15", "15 km", "15 公里"),
            ("20", "20 km", "20 公里"),
        ),
    ),
    "job_type": (
        "Permanent job offer work type",
        (("1", "Full time", "全职"), ("2", "Part time", "兼职")),
    ),
    "rate_range": (
        "Permanent job offer rate bands per hour",
        (
            ("1", "$24-26", "$24-26"),
            ("2", "$27-29", "$27-29"),
            ("3", "$30-32", "$30-32"),
            ("4", "$33-36", "$33-36"),
        ),
    ),
    "week_day": (
        "Weekdays",
        (
            ("1", "Mon", "周一"),
            ("2", "Tue", "周二"),
            ("3", "Wed", "周三"),
            ("4", "Thu", "周四"),
            ("5", "Fri", "周五"),
            ("6", "Sat", "周六"),
            ("7", "Sun", "周日"),
        ),
    ),
    "timesheet_reason": (
        "Reasons for adjusting a time sheet",
        (
            ("1", "Teacher arrived late", "老师迟到"),
            ("2", "Teacher left early", "老师早退"),
            ("3", "Teacher stayed longer", "老师延长了工作时间"),
            ("4", "Break was different", "休息时间不同"),
            ("5", "Other", "其他"),
        ),
    ),
}


def load_reference_data(db: Session) -> None:
    settings.ensure_defaults(db)
    authority.install(db)

    ranks = repository.rank_names(db)
    for name, points, qualified, unqualified in RANKS:
        if name not in ranks:
            db.add(
                TeacherRank(
                    name=name,
                    points_needed=points,
                    qualified_rate=qualified,
                    unqualified_rate=unqualified,
                )
            )

    questions = repository.review_question_texts(db)
    for sort, (text, text_zh) in enumerate(REVIEW_QUESTIONS, start=1):
        if text not in questions:
            db.add(ReviewQuestion(text=text, text_zh=text_zh, sort=sort, active=True))

    present = repository.holidays(db)
    this_year = now().astimezone(ZoneInfo(get_settings().time_zone)).year
    for year in (this_year, this_year + 1):
        for holiday in holiday_rules.missing(holiday_rules.new_zealand(year), present):
            db.add(Holiday(day=holiday.day, name=holiday.name, region=holiday.region))

    dictionaries = repository.dictionary_names(db)
    for name, (description, entries) in DICTIONARIES.items():
        if name in dictionaries:
            continue
        dictionary = Dictionary(name=name, description=description)
        db.add(dictionary)
        db.flush()
        for sort, (value, label, label_zh) in enumerate(entries, start=1):
            db.add(
                DictionaryEntry(
                    dictionary_id=dictionary.id,
                    value=value,
                    label=label,
                    label_zh=label_zh,
                    sort=sort,
                )
            )
    db.flush()
