"""All SQL of dictionaries."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.models import Dictionary, DictionaryEntry


def entries(db: Session, name: str, offset: int, limit: int) -> tuple[list[DictionaryEntry], int]:
    base = (
        select(DictionaryEntry)
        .join(Dictionary, Dictionary.id == DictionaryEntry.dictionary_id)
        .where(Dictionary.name == name)
    )
    total = db.scalar(select(func.count()).select_from(base.subquery())) or 0
    rows = db.scalars(
        base.order_by(DictionaryEntry.sort, DictionaryEntry.id).offset(offset).limit(limit)
    )
    return list(rows), int(total)


def exists(db: Session, name: str) -> bool:
    return db.scalar(select(Dictionary.id).where(Dictionary.name == name)) is not None


def values(db: Session, name: str) -> set[str]:
    return set(
        db.scalars(
            select(DictionaryEntry.value)
            .join(Dictionary, Dictionary.id == DictionaryEntry.dictionary_id)
            .where(Dictionary.name == name)
        )
    )
