"""Public reference data: the terms, the privacy policy and the holidays."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import Holiday
from relief.settings import service as settings


def system_config(db: Session) -> tuple[str, str]:
    values = settings.current(db)
    return values.agreement, values.privacy_policy


def holidays(db: Session, year: int | None = None) -> list[Holiday]:
    query = select(Holiday).order_by(Holiday.day, Holiday.name)
    if year is not None:
        query = query.where(Holiday.day >= date(year, 1, 1), Holiday.day <= date(year, 12, 31))
    return list(db.scalars(query))
