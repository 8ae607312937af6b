"""All SQL of the public reference data."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import Holiday


def holidays(db: Session, year: int | None = None) -> list[Holiday]:
    """The holidays by day and name: every one, or those of one year."""
    query = select(Holiday).order_by(Holiday.day, Holiday.name)
    if year is not None:
        query = query.where(Holiday.day >= date(year, 1, 1), Holiday.day <= date(year, 12, 31))
    return list(db.scalars(query))
