"""A worker's heartbeat: one row per running worker, beaten while it loops."""

from __future__ import annotations

import logging
import os
import socket

from sqlalchemy.orm import Session, sessionmaker

from relief.health.rules import PRUNE_AFTER
from relief.kit.clock import real_now
from relief.worker import repository

log = logging.getLogger("relief.worker")


class Heartbeat:
    """This process's heartbeat row: host, pid, when it started, its last beat."""

    def __init__(self, sessions: sessionmaker[Session]) -> None:
        self.sessions = sessions
        self.host = socket.gethostname()[:255]
        self.pid = os.getpid()
        self.started_at = real_now()
        self.beat_id: int | None = None

    def beat(self) -> None:
        with self.sessions() as db, db.begin():
            self.beat_id = repository.beat(
                db, self.beat_id, self.host, self.pid, self.started_at, real_now()
            )

    def prune(self) -> None:
        """Forget the heartbeats of workers long gone."""
        with self.sessions() as db, db.begin():
            if gone := repository.prune_beats(db, real_now() - PRUNE_AFTER):
                log.info("forgot the heartbeats of %s workers gone", gone)

    def stop(self) -> None:
        """Remove this worker's row as it stops (a worker killed outright
        leaves it to fall silent and be pruned)."""
        if self.beat_id is None:
            return
        try:
            with self.sessions() as db, db.begin():
                repository.forget_beat(db, self.beat_id)
        except Exception:
            log.warning("could not remove the heartbeat of this worker", exc_info=True)
