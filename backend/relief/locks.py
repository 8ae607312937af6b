"""The row locks that order work on a booking, whichever feature does it: the
booking's row first, then what hangs from it (its job records, time sheets,
invoices and vouchers). Below every feature, so each takes the same lock
without importing another."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import Booking


def lock_booking(db: Session, booking_id: int) -> Booking | None:
    """The booking, locked for the rest of the transaction (PostgreSQL row lock;
    SQLite holds the database's single write lock already)."""
    return db.scalar(select(Booking).where(Booking.id == booking_id).with_for_update())
