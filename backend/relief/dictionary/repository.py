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


def dictionary_id(db: Session, name: str) -> int | None:
    return db.scalar(select(Dictionary.id).where(Dictionary.name == name))


def entry(db: Session, entry_id: int) -> DictionaryEntry | None:
    return db.scalar(
        select(DictionaryEntry).where(DictionaryEntry.id == entry_id).with_for_update()
    )


def value_taken(db: Session, dictionary_id: int, value: str) -> bool:
    return (
        db.scalar(
            select(DictionaryEntry.id).where(
                DictionaryEntry.dictionary_id == dictionary_id, DictionaryEntry.value == value
            )
        )
        is not None
    )


def dictionaries(db: Session) -> list[tuple[Dictionary, int]]:
    """Every dictionary by name, with its number of entries."""
    counts = (
        select(DictionaryEntry.dictionary_id, func.count().label("entries"))
        .group_by(DictionaryEntry.dictionary_id)
        .subquery()
    )
    rows = db.execute(
        select(Dictionary, func.coalesce(counts.c.entries, 0))
        .outerjoin(counts, counts.c.dictionary_id == Dictionary.id)
        .order_by(Dictionary.name)
    ).all()
    return [(row[0], int(row[1])) for row in rows]
