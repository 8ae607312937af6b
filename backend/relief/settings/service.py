"""Reading and writing run-time settings."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import SystemSetting
from relief.settings.catalogue import CATALOGUE, decode, encode


def get(db: Session, key: str) -> Any:
    setting = CATALOGUE[key]
    stored = db.get(SystemSetting, key)
    if stored is None:
        return setting.default
    return decode(setting, stored.value)


def get_many(db: Session, *keys: str) -> dict[str, Any]:
    rows = {
        row.key: row.value
        for row in db.scalars(select(SystemSetting).where(SystemSetting.key.in_(keys)))
    }
    return {
        key: decode(CATALOGUE[key], rows[key]) if key in rows else CATALOGUE[key].default
        for key in keys
    }


def put(db: Session, key: str, value: Any) -> None:
    text = encode(CATALOGUE[key], value)
    stored = db.get(SystemSetting, key)
    if stored is None:
        db.add(SystemSetting(key=key, value=text))
    else:
        stored.value = text
    db.flush()


def ensure_defaults(db: Session) -> None:
    """Write the default of every setting that has no stored value yet."""
    present = set(db.scalars(select(SystemSetting.key)))
    for key, setting in CATALOGUE.items():
        if key not in present:
            db.add(SystemSetting(key=key, value=encode(setting, setting.default)))
    db.flush()
