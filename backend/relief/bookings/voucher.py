"""The booking voucher, decided whenever a job record of the booking reaches an
end state (finished, cancelled, left), in that change's transaction."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from relief.bookings import repository, timeline
from relief.models import Voucher
from relief.vouchers import service as vouchers


def decide_voucher(db: Session, booking_id: int, at: datetime) -> Voucher | None:
    """Lock the booking and let vouchers decide on its job records; an earned
    voucher goes on the booking's timeline (`voucher_earned`)."""
    booking = repository.lock(db, booking_id)
    if booking is None:
        return None
    # Fresh: a job record of the booking may have ended in another transaction.
    records = repository.job_records(db, booking.id, fresh=True)
    root = repository.root_id(db, booking.id)
    voucher = vouchers.decide_booking_voucher(db, booking, records, root, at)
    if voucher is not None:
        timeline.record(db, booking.id, "voucher_earned", at, voucherId=voucher.id)
    return voucher
