"""Demo data for a first run: the demo accounts and their history up to now
(`relief.seed.history`). Loaded only when demo data is on and the database
has no accounts yet, while the database is prepared, before anything is
served (the history moves this process's clock)."""

from __future__ import annotations

import logging
import time

from sqlalchemy.orm import Session

from relief.config import Settings
from relief.seed import history
from relief.seed.accounts import (
    CENTRE_EMAIL,
    DEMO_PASSWORD,
    SECOND_CENTRE_EMAIL,
    STAFF_EMAIL,
    Cast,
    has_accounts,
)

__all__ = [
    "CENTRE_EMAIL",
    "DEMO_PASSWORD",
    "SECOND_CENTRE_EMAIL",
    "STAFF_EMAIL",
    "has_accounts",
    "load_demo_data",
]

log = logging.getLogger("relief.seed")


def load_demo_data(db: Session, settings: Settings) -> Cast:
    """The demo accounts and their history, in the caller's transaction."""
    started = time.perf_counter()
    cast = history.play(db, settings)
    log.info("demo data with its history loaded in %.1f s", time.perf_counter() - started)
    return cast
