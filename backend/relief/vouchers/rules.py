"""Pure voucher rules: when a booking earns its booking voucher.

Plain functions over plain values, tested without a database.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from enum import Enum

from relief.models import JobRecordStatus

# "A multi-day booking needs at least 5 days to qualify for the voucher."
MIN_BOOKING_DAYS = 5
# A job record in one of these states never changes again.
END_STATES = frozenset({JobRecordStatus.finished, JobRecordStatus.canceled, JobRecordStatus.leave})
# A day counts when the centre kept it: worked, or left by the teacher (the
# teacher's leave is not the centre's doing). A day the centre cancelled does not.
KEPT_STATES = frozenset({JobRecordStatus.finished, JobRecordStatus.leave})


class BookingVoucher(Enum):
    """Where a booking stands towards its booking voucher."""

    waiting = "waiting"  # a job record is still upcoming or under way
    not_earned = "not_earned"
    earned = "earned"


def booking_voucher(
    records: Iterable[tuple[Hashable, int]], min_days: int = MIN_BOOKING_DAYS
) -> BookingVoucher:
    """The decision for a booking, from each job record's (booking day, status).

    Decided once every job record is in an end state (finished, cancelled or
    left), whichever came last and in whatever order. Earned when at least
    `min_days` days were kept (a job record of the day finished or left) and
    at least one job record finished.
    """
    rows = list(records)
    if not rows or any(status not in END_STATES for _, status in rows):
        return BookingVoucher.waiting
    if not any(status == JobRecordStatus.finished for _, status in rows):
        return BookingVoucher.not_earned
    kept = {day for day, status in rows if status in KEPT_STATES}
    return BookingVoucher.earned if len(kept) >= min_days else BookingVoucher.not_earned
