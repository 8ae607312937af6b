"""All SQL of planning a booking: the holidays its days may fall on and the
ranks and pay parity steps its rates start from."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import Holiday, PayParityStep, TeacherRank


def holidays(db: Session, region: str | None, first: date, last: date) -> set[date]:
    """The public holidays from `first` to `last`, national or of the region."""
    return set(
        db.scalars(
            select(Holiday.day).where(
                Holiday.day >= first,
                Holiday.day <= last,
                (Holiday.region.is_(None)) | (Holiday.region == region),
            )
        )
    )


def entry_rank(db: Session) -> TeacherRank | None:
    """The rank a teacher starts at, whose rates a booking is priced at."""
    return db.scalars(select(TeacherRank).order_by(TeacherRank.points_needed)).first()


def parity_floor(db: Session, day: date) -> Decimal | None:
    """The pay parity minimum rate in force on the day, if any."""
    return db.scalars(
        select(PayParityStep.minimum_rate)
        .where(PayParityStep.effective_from <= day)
        .order_by(PayParityStep.effective_from.desc(), PayParityStep.minimum_rate.desc())
    ).first()
