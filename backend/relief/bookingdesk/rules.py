"""The booking desk's pure rules: statuses each list knows, a record's
hours and pay, and what money forbids a removal."""

from __future__ import annotations

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
    """What money stops a removal, named for the refusal, or None when nothing does."""
    if billed_lines:
        return "an invoice line"
    if confirmed_sheets:
        return "a confirmed time sheet"
    if fees:
        return "a cancellation fee"
    return None
