"""Writing live events with the changes they tell of: every flush that adds or
changes a row an app shows, and the rows written in bulk without the ORM
(`publish`), write their events in the same transaction."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session

from relief.db import READING
from relief.kit.clock import now
from relief.live import repository, rules
from relief.live.wakes import wakes

# `Session.info` key: this transaction wrote events (wake the streams on commit).
WROTE = "live_events_written"


def publish(db: Session, found: Iterable[rules.Publication]) -> None:
    """Write these events on the session's connection, in its transaction:
    committed with the change or rolled back with it. For rows written in bulk
    (`insert` of many rows), which no flush sees."""
    unique = list(dict.fromkeys(found))
    if not unique:
        return
    connection = db.connection()
    repository.write(connection, unique, now())
    repository.notify(connection)
    db.info[WROTE] = True


@event.listens_for(Session, "after_flush")
def _publish(session: Session, _context: Any) -> None:
    """The events of every row a flush added or changed."""
    if session.info.get(READING):
        return
    found: list[rules.Publication] = []
    for row in session.new:
        found += rules.publications(row)
    for row in session.dirty:
        if session.is_modified(row, include_collections=False):
            found += rules.publications(row)
    publish(session, found)


@event.listens_for(Session, "after_commit")
def _committed(session: Session) -> None:
    if session.info.pop(WROTE, False):
        wakes.wake_soon()


@event.listens_for(Session, "after_rollback")
def _rolled_back(session: Session) -> None:
    session.info.pop(WROTE, None)
