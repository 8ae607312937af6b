"""All SQL of run-time settings."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import SystemSetting


def stored_values(db: Session) -> dict[str, str]:
    """Every stored value, by key."""
    return {row.key: row.value for row in db.scalars(select(SystemSetting))}


def stored(db: Session, key: str) -> SystemSetting | None:
    return db.get(SystemSetting, key)


def stored_keys(db: Session) -> set[str]:
    return set(db.scalars(select(SystemSetting.key)))
