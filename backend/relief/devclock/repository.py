"""All SQL of the demo clock: its one stored offset."""

from __future__ import annotations

from sqlalchemy.orm import Session

from relief.models import ClockOffset

ROW_ID = 1


def offset_row(db: Session) -> ClockOffset | None:
    return db.get(ClockOffset, ROW_ID)


def add_offset_row(db: Session) -> ClockOffset:
    row = ClockOffset(id=ROW_ID, seconds=0)
    db.add(row)
    return row
