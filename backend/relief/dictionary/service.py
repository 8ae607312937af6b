"""Dictionaries: named lists of value and label used by every form."""

from __future__ import annotations

from sqlalchemy.orm import Session

from relief.dictionary import repository
from relief.dictionary.errors import DictionaryMissing
from relief.dictionary.schemas import DictionaryEntryOut, DictionaryPageOut


def lookup(db: Session, name: str, page: int, size: int) -> DictionaryPageOut:
    if not repository.exists(db, name):
        raise DictionaryMissing(name=name)
    rows, total = repository.entries(db, name, page * size, size)
    return DictionaryPageOut(
        content=[
            DictionaryEntryOut(
                id=row.id, value=row.value, label=row.label, labelZh=row.label_zh, dictSort=row.sort
            )
            for row in rows
        ],
        totalElements=total,
    )


def has_values(db: Session, name: str, values: list[int]) -> bool:
    """Whether every value is an entry of the dictionary `name`."""
    return {str(value) for value in values} <= repository.values(db, name)
