"""Pure time sheet rules: paid minutes, amounts, the 18:00 deadline, adjustments.

Plain functions over plain values, tested without a database.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from typing import Protocol, TypeVar
from zoneinfo import ZoneInfo

from relief.errors import ParameterError
from relief.kit.hours import day_hours, money
from relief.timesheets.errors import (
    BreakCannotNegative,
    BreakTooLong,
    EndNotAfterStart,
    SelectReason,
    SpecifyReason,
    TimesMustDayJob,
)

# When an unconfirmed time sheet confirms itself with the booked hours.
DEFAULT_TIME = time(18, 0)
# The values of the `timesheet_reason` dictionary (arrived late, left early,
# stayed longer, break different, other); "other" needs text.
REASONS = frozenset({"1", "2", "3", "4", "5"})
OTHER_REASON = "5"
MINUTES_PER_POINT = 60


def local_date(moment: datetime, zone: str) -> date:
    return moment.astimezone(ZoneInfo(zone)).date()


def six_pm(day: date, zone: str) -> datetime:
    """18:00 on that date in the zone (a wall-clock time: it follows daylight saving)."""
    return datetime.combine(day, DEFAULT_TIME, tzinfo=ZoneInfo(zone)).astimezone(UTC)


def default_at(work_date: date, job_ends_at: datetime, zone: str) -> datetime:
    """When an unconfirmed time sheet confirms itself: 18:00 in the centre's zone
    on the job's date; for a job that ends at or after that, the first 18:00
    after the job's end (the next evening), so the centre always has time."""
    on_the_day = six_pm(work_date, zone)
    if job_ends_at < on_the_day:
        return on_the_day
    end_day = local_date(job_ends_at, zone)
    after_end = six_pm(end_day, zone)
    if after_end <= job_ends_at:
        after_end = six_pm(end_day + timedelta(days=1), zone)
    return after_end


def paid_minutes(starts_at: datetime, ends_at: datetime, break_minutes: int) -> int:
    """end - start - break, in whole minutes, never negative."""
    span = int((ends_at - starts_at).total_seconds() // 60)
    return max(0, span - break_minutes)


def lunch_break(
    starts_at: datetime,
    ends_at: datetime,
    *,
    lunch_break_minutes: int,
    lunch_minimum_hours: Decimal,
) -> int:
    """The unpaid break a day of that length carries by the booking rules."""
    return day_hours(
        starts_at,
        ends_at,
        lunch_break_minutes=lunch_break_minutes,
        lunch_minimum_hours=lunch_minimum_hours,
    ).break_minutes


def paid_hours(minutes: int) -> Decimal:
    """Paid minutes as hours with 2 places (450 -> 7.50)."""
    return money(Decimal(minutes) / 60)


def amount(hourly_rate: Decimal, minutes: int) -> Decimal:
    """The hourly rate times the paid hours (2 places, as the invoice line shows
    them), rounded half up to the cent."""
    return money(hourly_rate * paid_hours(minutes))


def times_problem(
    starts_at: datetime, ends_at: datetime, break_minutes: int, work_date: date, zone: str
) -> ParameterError | None:
    """What is wrong with reported or adjusted times, or None."""
    if ends_at <= starts_at:
        return EndNotAfterStart()
    if local_date(starts_at, zone) != work_date or local_date(ends_at, zone) != work_date:
        return TimesMustDayJob()
    if break_minutes < 0:
        return BreakCannotNegative()
    if break_minutes >= (ends_at - starts_at).total_seconds() // 60:
        return BreakTooLong()
    return None


def reason_problem(reason: str | None, note: str | None) -> ParameterError | None:
    """A timesheet reason must be selected; an 'other' choice must be specified."""
    if not reason or reason not in REASONS:
        return SelectReason()
    if reason == OTHER_REASON and not (note or "").strip():
        return SpecifyReason()
    return None


def working_points(completed_minutes: int) -> int:
    """One working point per whole paid hour of finished work."""
    return completed_minutes // MINUTES_PER_POINT


# A teacher's rank follows the points their confirmed work earns.
class RankLike(Protocol):
    points_needed: int


R = TypeVar("R", bound="RankLike")


def rank_for_points(points: int, ranks: Sequence[R]) -> R:
    """The highest rank whose points needed the teacher has reached."""
    reached = [rank for rank in ranks if rank.points_needed <= points]
    if not reached:
        return min(ranks, key=lambda rank: rank.points_needed)
    return max(reached, key=lambda rank: rank.points_needed)
