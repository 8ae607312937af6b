"""The booking desk's pure rules: statuses each list knows, a record's
hours and pay, and what money forbids a removal."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal

from relief.models import BookingStatus, InviteStatus, JobRecordStatus

STATUSES: dict[str, frozenset[int]] = {
    "booking": frozenset(int(s) for s in BookingStatus),
    "invite": frozenset(int(s) for s in InviteStatus),
    "jobRecord": frozenset(int(s) for s in JobRecordStatus),
}
CENT = Decimal("0.01")


def known_status(table: str, status: int | None) -> bool:
    return status is None or status in STATUSES[table]


def working_hours(starts_at: datetime, ends_at: datetime, break_minutes: int) -> Decimal:
    """Hours between start and end less the break, to the cent of an hour, never below 0."""
    minutes = max(0, int((ends_at - starts_at).total_seconds() // 60) - break_minutes)
    return (Decimal(minutes) / Decimal(60)).quantize(CENT, rounding=ROUND_HALF_UP)


def gross(hours: Decimal, hourly_rate: Decimal) -> Decimal:
    return (hours * hourly_rate).quantize(CENT, rounding=ROUND_HALF_UP)


def money_in_the_way(billed_lines: int, confirmed_sheets: int, fees: int) -> str | None:
    """What money stops a removal ("invoiced", "time_sheet", "fee"), or None."""
    if billed_lines:
        return "invoiced"
    if confirmed_sheets:
        return "time_sheet"
    if fees:
        return "fee"
    return None


# A record a teacher is booked on, or has worked.
_BOOKED = frozenset({JobRecordStatus.processing, JobRecordStatus.extend})


def booking_in_use(booking_status: int, record_statuses: Iterable[int]) -> str | None:
    """What keeps a booking from removal while it still runs, named for the
    refusal, or None when it has ended (cancelled, unfilled, or every teacher
    cancelled or on leave). Removal hides a booking from everyone, so a live one
    must be cancelled first: matching, notices and time sheets then stop."""
    if booking_status == BookingStatus.processing:
        return "matching"
    if booking_status == BookingStatus.split:
        return "split"
    return record_in_use(record_statuses)


def record_in_use(record_statuses: Iterable[int]) -> str | None:
    """What keeps job records from removal: a teacher still booked on one, or
    a day already worked (its time sheet and invoice follow)."""
    statuses = set(record_statuses)
    if statuses & _BOOKED:
        return "booked"
    if JobRecordStatus.finished in statuses:
        return "worked"
    return None


def invite_in_use(invite_status: int, booking_status: int) -> bool:
    """An invite the teacher can still answer, or has answered and awaits the centre."""
    return booking_status == BookingStatus.processing and invite_status in (
        InviteStatus.connecting,
        InviteStatus.interested,
    )
