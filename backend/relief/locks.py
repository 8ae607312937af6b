"""The row locks that order work on a booking, whichever feature does it: the
booking's row first, then what hangs from it (its job records, time sheets,
invoices and vouchers). Below every feature, so each takes the same lock
without importing another."""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from relief.models import Booking

Query = TypeVar("Query", bound=Select[Any])


def for_update(query: Query) -> Query:
    """The query, locking the rows it reads for the rest of the transaction
    (PostgreSQL row locks; SQLite holds its single write lock already) and
    reading them afresh: an object the session holds already is refreshed with
    the values the lock now guards, never answered as it was read before.

    The lock is PostgreSQL's `FOR NO KEY UPDATE`: it orders every other lock
    on the row, but not another transaction's inserts of rows that merely
    refer to it (a live event or a notice for a locked teacher), which only
    check that it exists. A plain `FOR UPDATE` also waits for those, and two
    confirmations, each holding its own teacher and writing events for the
    other's, deadlocked."""
    return query.with_for_update(key_share=True).execution_options(populate_existing=True)


def lock_booking(db: Session, booking_id: int) -> Booking | None:
    """The booking, locked for the rest of the transaction."""
    return db.scalar(for_update(select(Booking).where(Booking.id == booking_id)))
