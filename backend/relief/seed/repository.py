"""All SQL of loading the reference and demo data: what is there already,
the calendar the demo history counts in, and what its telling left behind."""

from __future__ import annotations

from datetime import date

from sqlalchemy import func, or_, select, update
from sqlalchemy.orm import Session

from relief.models import (
    Dictionary,
    Holiday,
    OutboxMessage,
    ReviewQuestion,
    Task,
    TeacherRank,
    User,
)


def has_accounts(db: Session) -> bool:
    return bool(db.scalar(select(func.count()).select_from(User)))


def ranks(db: Session) -> list[TeacherRank]:
    return list(db.scalars(select(TeacherRank)))


def rank_names(db: Session) -> set[str]:
    return set(db.scalars(select(TeacherRank.name)))


def review_question_texts(db: Session) -> set[str]:
    return set(db.scalars(select(ReviewQuestion.text)))


def holidays(db: Session) -> list[tuple[date, str, str | None]]:
    """Each holiday's day, name and region."""
    return [(h.day, h.name, h.region) for h in db.scalars(select(Holiday))]


def holidays_in(db: Session, city: str | None) -> set[date]:
    """The public holidays of a city: the national ones and its region's."""
    found = select(Holiday.day).where(or_(Holiday.region.is_(None), Holiday.region == city))
    return set(db.scalars(found))


def dictionary_names(db: Session) -> set[str]:
    return {d.name for d in db.scalars(select(Dictionary))}


def failed_tasks(db: Session) -> list[tuple[str, int, str | None]]:
    """(kind, reference, error) of every task that failed at least once."""
    found = select(Task.kind, Task.ref_id, Task.last_error).where(Task.last_error.is_not(None))
    return [(kind, ref, error) for kind, ref, error in db.execute(found)]


def deliver_past_mail(db: Session) -> int:
    """Every e-mail not sent yet counts as sent when it was written."""
    result = db.execute(
        update(OutboxMessage)
        .where(OutboxMessage.sent_at.is_(None), OutboxMessage.failed_at.is_(None))
        .values(sent_at=OutboxMessage.created_at, attempts=OutboxMessage.attempts + 1)
    )
    return int(getattr(result, "rowcount", 0) or 0)
