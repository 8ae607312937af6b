"""The worker process's loop: it never stops for good.

Each round loads the demo clock (outside production), beats the heartbeat,
runs due tasks, sends due e-mail, and now and then sweeps for missed
deadlines and prunes old heartbeats and live events. A lost database pauses the whole round
with a growing wait (at most `rules.MAX_PAUSE_SECONDS`) and it starts again
when the database answers; a mail server that is away pauses the mail only;
any other failure of one part is logged and pauses that part only. The engine
pings a connection before each use, so a connection that died is replaced,
never reused.
"""

from __future__ import annotations

import logging
import math
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlalchemy.orm import Session, sessionmaker

from relief.bookings import service as bookings
from relief.config import Settings
from relief.db import database_unavailable
from relief.devclock import service as devclock
from relief.health.rules import BEAT_SECONDS
from relief.live import service as live
from relief.worker import mail, rules
from relief.worker.heartbeat import Heartbeat
from relief.worker.runner import run_due_tasks, send_due_mail, send_due_pushes

log = logging.getLogger("relief.worker")

TASK_BATCH = 100
MAIL_BATCH = 100
SWEEP_SECONDS = 60.0
PRUNE_SECONDS = 600.0


class Pause:
    """Waiting after failures in a row, longer after each."""

    def __init__(self) -> None:
        self.failures = 0
        self.until = 0.0

    def ready(self, at: float) -> bool:
        return at >= self.until

    def fail(self, at: float) -> float:
        self.failures += 1
        delay = rules.pause_seconds(self.failures)
        self.until = at + delay
        return delay

    def clear(self) -> None:
        self.failures = 0
        self.until = 0.0


@dataclass
class Step:
    """One part of the round; `run` answers whether more work is waiting."""

    name: str
    run: Callable[[], bool]
    every: float = 0.0
    last: float = -math.inf
    pause: Pause = field(default_factory=Pause)


class Worker:
    def __init__(self, sessions: sessionmaker[Session], settings: Settings) -> None:
        self.sessions = sessions
        self.heartbeat = Heartbeat(sessions)
        self.database = Pause()
        steps = [
            Step("heartbeat", self._beat, every=BEAT_SECONDS),
            Step("tasks", lambda: run_due_tasks(sessions, TASK_BATCH) >= TASK_BATCH),
            Step("mail", lambda: send_due_mail(sessions, settings, MAIL_BATCH) >= MAIL_BATCH),
            Step("push", lambda: send_due_pushes(sessions, settings, MAIL_BATCH) >= MAIL_BATCH),
            Step("sweep", self._sweep, every=SWEEP_SECONDS),
            Step("prune", self._prune, every=PRUNE_SECONDS),
        ]
        if not settings.is_production:
            steps.insert(0, Step("clock", self._load_clock))
        self.steps = steps

    def _load_clock(self) -> bool:
        with self.sessions() as db:
            devclock.load(db)
        return False

    def _beat(self) -> bool:
        self.heartbeat.beat()
        return False

    def _sweep(self) -> bool:
        with self.sessions() as db, db.begin():
            bookings.reschedule_missed(db)
        return False

    def _prune(self) -> bool:
        self.heartbeat.prune()
        with self.sessions() as db, db.begin():
            if gone := live.prune(db):
                log.info("forgot %s live events", gone)
        return False

    def run_round(self) -> bool:
        """One round; answer whether work is still waiting (no rest then)."""
        at = time.monotonic()
        if not self.database.ready(at):
            return False
        busy = False
        reached = False
        for step in self.steps:
            if not step.pause.ready(at) or at - step.last < step.every:
                continue
            try:
                busy = step.run() or busy
                reached = True
            except mail.MailServerAway as error:
                delay = step.pause.fail(at)
                log.warning("the mail server is away (%s); mail waits %.1f s", error, delay)
                continue
            except Exception as error:
                if database_unavailable(error):
                    if reached:  # the database answered this round: a first failure
                        self.database.clear()
                    delay = self.database.fail(at)
                    log.warning(
                        "the database cannot be reached (%s); trying again in %.1f s",
                        _reason(error),
                        delay,
                    )
                    return False
                delay = step.pause.fail(at)
                log.exception("the worker's %s failed; trying it again in %.1f s", step.name, delay)
                continue
            step.pause.clear()
            step.last = at
        self.database.clear()
        return busy

    def rest_seconds(self, poll_seconds: float) -> float:
        """How long to rest after a round with nothing more waiting: until the
        database is tried again when it was lost, else one poll."""
        if self.database.failures:
            return max(self.database.until - time.monotonic(), 0.0)
        return poll_seconds

    def run(
        self,
        *,
        poll_seconds: float = 1.0,
        stop: threading.Event | None = None,
        parent_pid: int | None = None,
    ) -> None:
        """Loop until `stop` is set (or, when started by `serve`, until that
        process is gone)."""
        stop = stop or threading.Event()
        log.info("worker %s started", self.heartbeat.pid)
        try:
            while not stop.is_set() and (parent_pid is None or os.getppid() == parent_pid):
                if not self.run_round():
                    stop.wait(self.rest_seconds(poll_seconds))
        finally:
            self.heartbeat.stop()
            log.info("worker %s stopped", self.heartbeat.pid)


def _reason(error: BaseException) -> str:
    """The driver's own words for a database error, on one line."""
    cause = getattr(error, "orig", None) or error
    words = str(cause).strip().splitlines()
    return f"{type(cause).__name__}: {words[0]}" if words else type(cause).__name__


def loop(
    sessions: sessionmaker[Session],
    settings: Settings,
    *,
    poll_seconds: float = 1.0,
    stop: threading.Event | None = None,
    parent_pid: int | None = None,
) -> None:
    """The worker process: run due tasks and send due mail until stopped."""
    Worker(sessions, settings).run(poll_seconds=poll_seconds, stop=stop, parent_pid=parent_pid)
