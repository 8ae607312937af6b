"""Public reference data: the terms, the privacy policy and the holidays."""

from __future__ import annotations

from sqlalchemy.orm import Session

from relief.models import Holiday
from relief.settings import service as settings
from relief.show import repository


def system_config(db: Session) -> tuple[str, str]:
    values = settings.current(db)
    return values.agreement, values.privacy_policy


def holidays(db: Session, year: int | None = None) -> list[Holiday]:
    return repository.holidays(db, year)
