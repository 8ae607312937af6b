"""The reasons the rules accept are the `timesheet_reason` dictionary's values."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import Dictionary, DictionaryEntry
from relief.timesheets import rules


def test_the_reasons_are_the_dictionary_and_other_is_other(db: Session) -> None:
    entries = {
        entry.value: entry.label
        for entry in db.scalars(
            select(DictionaryEntry)
            .join(Dictionary, Dictionary.id == DictionaryEntry.dictionary_id)
            .where(Dictionary.name == "timesheet_reason")
        )
    }
    assert set(entries) == rules.REASONS
    assert entries[rules.OTHER_REASON] == "Other"
