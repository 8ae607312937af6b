"""Pure rules of the console's statistics (the SQL mirrors them; tests hold both to them)."""

from __future__ import annotations

from datetime import date
from enum import StrEnum

from relief.statistics.errors import PeriodReversed, PeriodTooLong

#: The longest period a statistics call answers, in days (both ends counted).
MAX_PERIOD_DAYS = 366
#: A teacher without a job in this many days is dormant; a document that
#: expires within this many days is expiring.
DORMANT_DAYS = 30
EXPIRING_DAYS = 30


class LeadTime(StrEnum):
    """How long before its start a booking was made."""

    same_day = "sameDay"
    one_day = "oneDay"
    two_to_seven = "twoToSeven"
    eight_plus = "eightPlus"


#: Upper bound (whole days of lead, inclusive) of each bucket but the last.
LEAD_TIME_BOUNDS: tuple[tuple[LeadTime, int], ...] = (
    (LeadTime.same_day, 0),
    (LeadTime.one_day, 1),
    (LeadTime.two_to_seven, 7),
)


def lead_days(seconds: float) -> int:
    """Whole days (of 24 hours) between making a booking and its start; a
    booking made after its start (never, but clocks) counts as 0."""
    return max(0, int(seconds // 86400))


def lead_time(seconds: float) -> LeadTime:
    """The lead-time bucket of a booking made `seconds` before it starts."""
    days = lead_days(seconds)
    for bucket, upper in LEAD_TIME_BOUNDS:
        if days <= upper:
            return bucket
    return LeadTime.eight_plus


def check_period(start: date, end: date) -> None:
    """Refuse a reversed period or one longer than MAX_PERIOD_DAYS days."""
    if end < start:
        raise PeriodReversed()
    if (end - start).days + 1 > MAX_PERIOD_DAYS:
        raise PeriodTooLong(days=MAX_PERIOD_DAYS)


def nearest_rank(count: int, percent: int) -> int:
    """The 1-based rank of the `percent`th percentile among `count` sorted
    values, by the nearest-rank method: ceil(count * percent / 100), at least 1."""
    return max(1, (count * percent + 99) // 100)


def percentile(sorted_values: list[float], percent: int) -> float | None:
    """The nearest-rank percentile of sorted values (None when there are none)."""
    if not sorted_values:
        return None
    return sorted_values[nearest_rank(len(sorted_values), percent) - 1]


def share(part: int, whole: int) -> float | None:
    """`part` of `whole` as a fraction rounded to 4 places (None when `whole` is 0)."""
    if whole <= 0:
        return None
    return round(part / whole, 4)
