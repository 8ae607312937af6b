"""Pure booking rules: days, hours, fees and the status machines.

Plain functions over plain values, tested without a database.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

from relief.kit.hours import DayHours, money
from relief.models import BookingStatus, InviteStatus, JobRecordStatus

CANCELLATION_FEE_SHARE = Decimal("0.30")
QUOTE_LIFETIME = timedelta(minutes=5)


def long_enough(hours: DayHours, minimum_booking_hours: Decimal) -> bool:
    return Decimal(hours.gross_minutes) >= minimum_booking_hours * 60


def booking_dates(
    first: date,
    last: date,
    *,
    weekdays: frozenset[int] = frozenset(),
    include_weekends: bool,
    include_holidays: bool,
    holidays: Iterable[date],
) -> list[date]:
    """The working days from `first` to `last`.

    `weekdays` (1 Monday .. 7 Sunday) restricts to a weekly repeat; weekends and
    public holidays count only when included.
    """
    closed = set(holidays)
    days = []
    day = first
    while day <= last:
        iso = day.isoweekday()
        if (
            (not weekdays or iso in weekdays)
            and (include_weekends or iso <= 5)
            and (include_holidays or day not in closed)
        ):
            days.append(day)
        day += timedelta(days=1)
    return days


def local_span(day: date, start: time, end: time, zone: str) -> tuple[datetime, datetime]:
    """A day's start and end as UTC-aware instants, from local wall-clock times."""
    tz = ZoneInfo(zone)
    return (
        datetime.combine(day, start, tzinfo=tz),
        datetime.combine(day, end, tzinfo=tz),
    )


def day_amount(hours: DayHours, hourly_rate: Decimal) -> Decimal:
    return money(hours.working_hours * hourly_rate)


def cancellation_fee(
    amount: Decimal, *, starts_at: datetime, at: datetime, free_hours: int, confirmed: bool
) -> Decimal:
    """30% of the cancelled amount inside the free period before start; else nothing.

    Nothing is charged for what no teacher was confirmed for.
    """
    if not confirmed or at < starts_at - timedelta(hours=free_hours):
        return Decimal("0.00")
    return money(amount * CANCELLATION_FEE_SHARE)


def time_to_fill(created_at: datetime, confirmed_at: datetime | None) -> int | None:
    """Whole seconds from making a booking to its last confirmation (the
    statistics' time to fill, for one booking); None until it is confirmed."""
    if confirmed_at is None:
        return None
    return max(0, int((confirmed_at - created_at).total_seconds()))


def quote_live(expires_at: datetime, at: datetime) -> bool:
    return at < expires_at


# The status machines of spec section 4: from a status, the statuses it may become.
BOOKING_TRANSITIONS: dict[int, frozenset[int]] = {
    BookingStatus.processing: frozenset(
        {BookingStatus.confirmed, BookingStatus.failed, BookingStatus.canceled, BookingStatus.split}
    ),
    BookingStatus.confirmed: frozenset({BookingStatus.canceled}),
    BookingStatus.failed: frozenset({BookingStatus.processing, BookingStatus.canceled}),
    BookingStatus.canceled: frozenset(),
    BookingStatus.split: frozenset(),
}

INVITE_TRANSITIONS: dict[int, frozenset[int]] = {
    InviteStatus.connecting: frozenset(
        {
            InviteStatus.interested,
            InviteStatus.declined,
            InviteStatus.expired,
            InviteStatus.withdrawn,
        }
    ),
    InviteStatus.interested: frozenset({InviteStatus.withdrawn, InviteStatus.expired}),
    InviteStatus.declined: frozenset(),
    # A boost re-invites teachers whose earlier invite expired.
    InviteStatus.expired: frozenset({InviteStatus.connecting}),
    InviteStatus.withdrawn: frozenset(),
}

JOB_RECORD_TRANSITIONS: dict[int, frozenset[int]] = {
    JobRecordStatus.processing: frozenset(
        {
            JobRecordStatus.finished,
            JobRecordStatus.leave,
            JobRecordStatus.canceled,
            JobRecordStatus.extend,
        }
    ),
    JobRecordStatus.extend: frozenset(
        {JobRecordStatus.finished, JobRecordStatus.leave, JobRecordStatus.canceled}
    ),
    JobRecordStatus.finished: frozenset(),
    JobRecordStatus.leave: frozenset(),
    JobRecordStatus.canceled: frozenset(),
}


def can_become(machine: dict[int, frozenset[int]], current: int, target: int) -> bool:
    return target in machine.get(current, frozenset())


class ForbiddenStatusChange(Exception):
    """A status change its machine forbids: a fault in the code, never a refusal
    a caller can meet (the checks before each change answer those)."""


def check_change(machine: dict[int, frozenset[int]], table: str, current: int, target: int) -> None:
    if not can_become(machine, current, target):
        raise ForbiddenStatusChange(f"a {table} cannot go from status {current} to {target}")
