"""Moving the platform's clock outside production (demos and browser tests)."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy.orm import Session

from relief.devclock import repository
from relief.kit import clock


def load(db: Session) -> timedelta:
    """Read the stored offset into this process's clock."""
    row = repository.offset_row(db)
    offset = timedelta(seconds=row.seconds if row else 0)
    clock.set_offset(offset)
    return offset


def advance(db: Session, minutes: int) -> timedelta:
    row = repository.offset_row(db)
    if row is None:
        row = repository.add_offset_row(db)
    row.seconds += minutes * 60
    db.flush()
    clock.set_offset(timedelta(seconds=row.seconds))
    return clock.offset()


def reset(db: Session) -> None:
    row = repository.offset_row(db)
    if row is not None:
        row.seconds = 0
        db.flush()
    clock.set_offset(timedelta(0))
