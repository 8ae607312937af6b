"""Time sheet rules on their edges."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from relief.timesheets import rules
from tests.refusals import said

AUCKLAND = ZoneInfo("Pacific/Auckland")
CHATHAM = ZoneInfo("Pacific/Chatham")


def at(day: date, hour: int, minute: int = 0, zone: ZoneInfo = AUCKLAND) -> datetime:
    return datetime(day.year, day.month, day.day, hour, minute, tzinfo=zone)


DAY = date(2026, 3, 10)


def test_paid_minutes_is_the_span_less_the_break_and_never_negative() -> None:
    assert rules.paid_minutes(at(DAY, 8, 30), at(DAY, 17), 30) == 480
    assert rules.paid_minutes(at(DAY, 8, 30), at(DAY, 8, 45), 30) == 0
    assert rules.paid_minutes(at(DAY, 9), at(DAY, 9), 0) == 0
    # Seconds do not make a minute.
    assert rules.paid_minutes(at(DAY, 9), at(DAY, 10) + timedelta(seconds=59), 0) == 60


def test_the_lunch_break_follows_the_booking_rule() -> None:
    five = Decimal("5")
    assert (
        rules.lunch_break(at(DAY, 9), at(DAY, 14), lunch_break_minutes=30, lunch_minimum_hours=five)
        == 30
    )  # exactly 5 h
    assert (
        rules.lunch_break(
            at(DAY, 9), at(DAY, 13, 59), lunch_break_minutes=30, lunch_minimum_hours=five
        )
        == 0
    )


@pytest.mark.parametrize(
    ("rate", "minutes", "expected"),
    [
        (Decimal("32.00"), 480, Decimal("256.00")),
        # The hours first to 2 places, as the invoice line shows them: 0.02 h.
        (Decimal("32.00"), 1, Decimal("0.64")),
        (Decimal("32.50"), 20, Decimal("10.73")),  # 0.33 h: 10.725 half up
        (Decimal("33.33"), 45, Decimal("25.00")),  # 24.9975 up
        (Decimal("25.01"), 30, Decimal("12.51")),  # 12.505 half up
        (Decimal("32.00"), 0, Decimal("0.00")),
    ],
)
def test_amount_is_rate_times_hours_rounded_half_up(
    rate: Decimal, minutes: int, expected: Decimal
) -> None:
    result = rules.amount(rate, minutes)
    assert result == expected
    assert isinstance(result, Decimal)
    assert result.as_tuple().exponent == -2


def test_paid_hours_have_two_places() -> None:
    assert rules.paid_hours(450) == Decimal("7.50")
    assert rules.paid_hours(20) == Decimal("0.33")
    assert rules.paid_hours(50) == Decimal("0.83")


def test_the_deadline_is_six_pm_on_the_day_for_a_job_ending_before_it() -> None:
    assert rules.default_at(DAY, at(DAY, 15), "Pacific/Auckland") == at(DAY, 18)
    assert rules.default_at(DAY, at(DAY, 17, 59), "Pacific/Auckland") == at(DAY, 18)


@pytest.mark.parametrize(
    ("ends", "deadline"),
    [
        # Ending at 18:00 or later leaves no time that evening: the next one.
        (at(DAY, 18), at(DAY + timedelta(days=1), 18)),
        (at(DAY, 19, 30), at(DAY + timedelta(days=1), 18)),
        (at(DAY, 23, 59), at(DAY + timedelta(days=1), 18)),
        # An overnight job ending after midnight: 18:00 of the day it ends.
        (at(DAY + timedelta(days=1), 2), at(DAY + timedelta(days=1), 18)),
        # An overnight job ending after 18:00 the next day: the evening after.
        (at(DAY + timedelta(days=1), 18, 30), at(DAY + timedelta(days=2), 18)),
    ],
)
def test_a_job_ending_at_or_after_six_pm_has_until_the_next_six_pm(
    ends: datetime, deadline: datetime
) -> None:
    found = rules.default_at(DAY, ends, "Pacific/Auckland")
    assert found == deadline
    assert found > ends


def test_the_deadline_is_never_before_the_end_and_always_at_six_pm_local() -> None:
    zone = "Pacific/Auckland"
    start = datetime(2026, 1, 1, tzinfo=UTC)
    for step in range(0, 366 * 24 * 4, 7):  # every 1 h 45 min through a year of both changes
        ends = start + timedelta(minutes=15 * step)
        work_date = rules.local_date(ends - timedelta(hours=3), zone)
        deadline = rules.default_at(work_date, ends, zone)
        local = deadline.astimezone(AUCKLAND)
        assert (local.hour, local.minute) == (18, 0)
        assert deadline > ends
        # At most a day, and the hour the clocks go back.
        assert deadline - ends <= timedelta(hours=25)


def test_six_pm_on_the_april_change_day_in_auckland() -> None:
    # NZDT ends at 03:00 on Sunday 5 April 2026: 18:00 is NZST (+12).
    change = date(2026, 4, 5)
    six = rules.default_at(change, at(change, 10), "Pacific/Auckland")
    assert six == datetime(2026, 4, 5, 6, 0, tzinfo=UTC)
    before = rules.default_at(date(2026, 4, 4), at(date(2026, 4, 4), 10), "Pacific/Auckland")
    assert before == datetime(2026, 4, 4, 5, 0, tzinfo=UTC)  # still NZDT (+13)
    assert six - before == timedelta(hours=25)


def test_six_pm_on_the_september_change_day_in_auckland() -> None:
    # NZDT starts at 02:00 on Sunday 27 September 2026: 18:00 is NZDT (+13).
    change = date(2026, 9, 27)
    six = rules.default_at(change, at(change, 10), "Pacific/Auckland")
    assert six == datetime(2026, 9, 27, 5, 0, tzinfo=UTC)
    before = rules.default_at(date(2026, 9, 26), at(date(2026, 9, 26), 10), "Pacific/Auckland")
    assert six - before == timedelta(hours=23)


def test_six_pm_in_the_chatham_islands() -> None:
    # +13:45 in summer, +12:45 in winter; the change days are New Zealand's.
    summer = date(2026, 3, 10)
    assert rules.default_at(summer, at(summer, 10, zone=CHATHAM), "Pacific/Chatham") == datetime(
        2026, 3, 10, 4, 15, tzinfo=UTC
    )
    change = date(2026, 4, 5)
    assert rules.default_at(change, at(change, 10, zone=CHATHAM), "Pacific/Chatham") == datetime(
        2026, 4, 5, 5, 15, tzinfo=UTC
    )
    # The same instant is a different local date in Auckland: the zone decides.
    assert rules.local_date(datetime(2026, 3, 10, 10, 30, tzinfo=UTC), "Pacific/Chatham") == date(
        2026, 3, 11
    )
    assert rules.local_date(datetime(2026, 3, 10, 10, 30, tzinfo=UTC), "Pacific/Auckland") == date(
        2026, 3, 10
    )


def test_times_must_end_after_they_start_on_the_job_day() -> None:
    zone = "Pacific/Auckland"
    assert said(rules.times_problem(at(DAY, 8), at(DAY, 16), 30, DAY, zone)) is None
    assert (
        said(rules.times_problem(at(DAY, 16), at(DAY, 8), 0, DAY, zone))
        == "The end time must be after the start time."
    )
    assert (
        said(rules.times_problem(at(DAY, 8), at(DAY, 8), 0, DAY, zone))
        == "The end time must be after the start time."
    )
    next_day = DAY + timedelta(days=1)
    assert (
        said(rules.times_problem(at(DAY, 20), at(next_day, 2), 0, DAY, zone))
        == "The times must be on the day of the job."
    )
    assert (
        said(rules.times_problem(at(next_day, 8), at(next_day, 9), 0, DAY, zone))
        == "The times must be on the day of the job."
    )


def test_the_break_is_shorter_than_the_span() -> None:
    zone = "Pacific/Auckland"
    assert said(rules.times_problem(at(DAY, 8), at(DAY, 9), 59, DAY, zone)) is None
    assert (
        said(rules.times_problem(at(DAY, 8), at(DAY, 9), 60, DAY, zone))
        == "The break must be shorter than the time worked."
    )
    assert (
        said(rules.times_problem(at(DAY, 8), at(DAY, 9), -1, DAY, zone))
        == "The break cannot be negative."
    )


def test_a_reason_must_be_selected_and_other_specified() -> None:
    assert said(rules.reason_problem(None, None)) == "Please select a reason."
    assert said(rules.reason_problem("", "late")) == "Please select a reason."
    assert said(rules.reason_problem("9", None)) == "Please select a reason."
    assert said(rules.reason_problem("1", None)) is None
    assert said(rules.reason_problem("5", None)) == "Please specify the reason."
    assert said(rules.reason_problem("5", "   ")) == "Please specify the reason."
    assert said(rules.reason_problem("5", "Fire drill ran over")) is None


def test_a_working_point_per_whole_hour() -> None:
    assert rules.working_points(0) == 0
    assert rules.working_points(59) == 0
    assert rules.working_points(60) == 1
    assert rules.working_points(18_000) == 300


def test_a_late_job_on_the_saturday_before_the_april_change() -> None:
    # Saturday 4 April 2026 ends at 19:00 NZDT (+13); the next 18:00 is on
    # Sunday in NZST (+12): 23 wall-clock hours, but 24 real hours later.
    saturday = date(2026, 4, 4)
    ends = at(saturday, 19)
    deadline = rules.default_at(saturday, ends, "Pacific/Auckland")
    assert deadline == datetime(2026, 4, 5, 6, 0, tzinfo=UTC)
    assert deadline - ends == timedelta(hours=24)
    # Ending at 18:00 sharp, the centre has the whole day and the extra hour.
    assert rules.default_at(saturday, at(saturday, 18), "Pacific/Auckland") - at(
        saturday, 18
    ) == timedelta(hours=25)


def test_a_late_job_on_the_saturday_before_the_september_change() -> None:
    # Saturday 26 September 2026 ends at 18:00 NZST (+12); the deadline is
    # Sunday 18:00 NZDT (+13): 23 real hours later.
    saturday = date(2026, 9, 26)
    ends = at(saturday, 18)
    deadline = rules.default_at(saturday, ends, "Pacific/Auckland")
    assert deadline == datetime(2026, 9, 27, 5, 0, tzinfo=UTC)
    assert deadline - ends == timedelta(hours=23)


def test_a_late_job_in_the_chatham_islands_waits_for_the_chatham_evening() -> None:
    day = date(2026, 3, 10)
    ends = at(day, 18, 30, zone=CHATHAM)  # 05:15 UTC; still before 18:00 in Auckland
    deadline = rules.default_at(day, ends, "Pacific/Chatham")
    assert deadline == datetime(2026, 3, 11, 4, 15, tzinfo=UTC)
    assert deadline.astimezone(CHATHAM).hour == 18
