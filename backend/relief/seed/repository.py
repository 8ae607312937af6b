"""All SQL of loading the reference and demo data: what is there already."""

from __future__ import annotations

from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.models import Dictionary, Holiday, ReviewQuestion, TeacherRank, User


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


def dictionary_names(db: Session) -> set[str]:
    return {d.name for d in db.scalars(select(Dictionary))}
