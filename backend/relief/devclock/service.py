"""Moving the platform's clock outside production (demos and browser tests)."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy.orm import Session

from relief.kit import clock
from relief.models import ClockOffset

ROW_ID = 1


def load(db: Session) -> timedelta:
    """Read the stored offset into this process's clock."""
    row = db.get(ClockOffset, ROW_ID)
    offset = timedelta(seconds=row.seconds if row else 0)
    clock.set_offset(offset)
    return offset


def advance(db: Session, minutes: int) -> timedelta:
    row = db.get(ClockOffset, ROW_ID)
    if row is None:
        row = ClockOffset(id=ROW_ID, seconds=0)
        db.add(row)
    row.seconds += minutes * 60
    db.flush()
    clock.set_offset(timedelta(seconds=row.seconds))
    return clock.offset()


def reset(db: Session) -> None:
    row = db.get(ClockOffset, ROW_ID)
    if row is not None:
        row.seconds = 0
        db.flush()
    clock.set_offset(timedelta(0))
