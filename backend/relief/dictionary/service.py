"""Dictionaries: named lists of value and label used by every form."""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.dictionary import repository
from relief.dictionary.errors import (
    DictionaryEntryMissing,
    DictionaryMissing,
    DictionaryValueTaken,
)
from relief.dictionary.schemas import (
    DictionaryEntryChangeIn,
    DictionaryEntryIn,
    DictionaryEntryOut,
    DictionaryListOut,
    DictionaryOut,
    DictionaryPageOut,
)
from relief.models import DictionaryEntry


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


def listed(db: Session) -> DictionaryListOut:
    return DictionaryListOut(
        list=[
            DictionaryOut(name=row.name, description=row.description, entries=entries)
            for row, entries in repository.dictionaries(db)
        ]
    )


def has_values(db: Session, name: str, values: list[int]) -> bool:
    """Whether every value is an entry of the dictionary `name`."""
    return {str(value) for value in values} <= repository.values(db, name)


def _words(label: str, label_zh: str) -> tuple[str, str]:
    """The words with their inner spaces made single (the request has trimmed
    them and refused empty ones)."""
    return " ".join(label.split()), " ".join(label_zh.split())


def _entry_out(row: DictionaryEntry) -> DictionaryEntryOut:
    return DictionaryEntryOut(
        id=row.id, value=row.value, label=row.label, labelZh=row.label_zh, dictSort=row.sort
    )


def add_entry(db: Session, payload: DictionaryEntryIn) -> DictionaryEntryOut:
    """A new entry; its value is unique in its dictionary."""
    dictionary_id = repository.dictionary_id(db, payload.dictName)
    if dictionary_id is None:
        raise DictionaryMissing(name=payload.dictName)
    label, label_zh = _words(payload.label, payload.labelZh)
    value = payload.value
    if repository.value_taken(db, dictionary_id, value):
        raise DictionaryValueTaken()
    row = DictionaryEntry(
        dictionary_id=dictionary_id,
        value=value,
        label=label,
        label_zh=label_zh,
        sort=payload.dictSort,
    )
    try:
        with db.begin_nested():
            db.add(row)
            db.flush()
    except IntegrityError:
        raise DictionaryValueTaken() from None
    return _entry_out(row)


def change_entry(db: Session, payload: DictionaryEntryChangeIn) -> DictionaryEntryOut:
    row = repository.entry(db, payload.id)
    if row is None:
        raise DictionaryEntryMissing()
    row.label, row.label_zh = _words(payload.label, payload.labelZh)
    row.sort = payload.dictSort
    db.flush()
    return _entry_out(row)


def remove_entry(db: Session, entry_id: int) -> None:
    """Remove an entry: forms stop offering it; records that hold its value keep it."""
    row = repository.entry(db, entry_id)
    if row is None:
        raise DictionaryEntryMissing()
    db.delete(row)
    db.flush()
