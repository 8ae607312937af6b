"""Bringing a database to a usable state: schema, reference data, demo data."""

from __future__ import annotations

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from relief import migrate
from relief.config import Settings
from relief.seed.demo import has_accounts, load_demo_data
from relief.seed.reference import load_reference_data


def prepare_database(engine: Engine, settings: Settings) -> None:
    if settings.is_sqlite:
        from relief.config import VAR_DIR

        VAR_DIR.mkdir(parents=True, exist_ok=True)
    migrate.upgrade(engine)
    with Session(engine) as db, db.begin():
        load_reference_data(db)
        if settings.demo_data and not has_accounts(db):
            load_demo_data(db, settings)
