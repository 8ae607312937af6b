"""Reading and writing run-time settings."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from relief.models import SystemSetting
from relief.settings import repository
from relief.settings.catalogue import (
    CATALOGUE,
    RunTimeSettings,
    decode,
    encode,
    placeholders_in_use,
)


def values_by_key(db: Session) -> dict[str, Any]:
    """The value of every catalogue entry, by key (one query): the stored one,
    else its default. For the staff's list of settings; rules read `current`."""
    rows = repository.stored_values(db)
    return {
        key: decode(setting, rows[key]) if key in rows else setting.default
        for key, setting in CATALOGUE.items()
    }


def current(db: Session) -> RunTimeSettings:
    """The run-time settings as they stand, typed."""
    return RunTimeSettings.of(values_by_key(db))


def demo_placeholders(db: Session) -> list[str]:
    """The settings still holding their demo placeholders (the platform's
    legal name, address, GST number, bank account), which production refuses."""
    return placeholders_in_use(values_by_key(db))


def put(db: Session, key: str, value: Any) -> None:
    text = encode(CATALOGUE[key], value)
    stored = repository.stored(db, key)
    if stored is None:
        db.add(SystemSetting(key=key, value=text))
    else:
        stored.value = text
    db.flush()


def ensure_defaults(db: Session) -> None:
    """Write the default of every setting that has no stored value yet."""
    present = repository.stored_keys(db)
    for key, setting in CATALOGUE.items():
        if key not in present:
            db.add(SystemSetting(key=key, value=encode(setting, setting.default)))
    db.flush()
