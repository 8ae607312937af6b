"""Bringing a database to a usable state: schema, reference data, demo data;
and what production checks in it before it serves."""

from __future__ import annotations

from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from relief import migrate
from relief.config import Settings
from relief.db import make_engine
from relief.seed.demo import has_accounts, load_demo_data
from relief.seed.reference import load_reference_data
from relief.settings import service as run_time_settings


class StartRefused(Exception):
    """Production must not start on this database; the message says what to change."""


def prepare_database(engine: Engine, settings: Settings) -> None:
    if settings.is_sqlite:
        from relief.config import VAR_DIR

        VAR_DIR.mkdir(parents=True, exist_ok=True)
    migrate.upgrade(engine)
    with Session(engine) as db, db.begin():
        load_reference_data(db)
        if settings.demo_data and not has_accounts(db):
            load_demo_data(db, settings)


def placeholder_refusal(db: Session) -> str | None:
    """Why production must not serve this database, or None: the run-time
    settings every invoice prints (legal name, address, GST number, bank
    account) still holding their demo placeholders, named."""
    keys = run_time_settings.demo_placeholders(db)
    if not keys:
        return None
    return (
        f"{', '.join(keys)} still hold the demo placeholders printed on invoices; set "
        "the platform's own with `python -m relief settings set KEY VALUE` before serving "
        "in production"
    )


def refuse_unsafe_start(settings: Settings) -> None:
    """In production, refuse to serve (StartRefused) while the database holds
    a setting production must not print, or cannot be read; elsewhere, nothing."""
    if not settings.is_production:
        return
    engine = make_engine(settings.database_url, pool_size=1, max_overflow=0)
    try:
        with Session(engine) as db:
            problem = placeholder_refusal(db)
    except SQLAlchemyError as error:
        cause = str(getattr(error, "orig", None) or error).partition("\n")[0]
        problem = f"the database's settings could not be read ({cause})"
    finally:
        engine.dispose()
    if problem is not None:
        raise StartRefused(problem)
