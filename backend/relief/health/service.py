"""Whether the platform works: its database answers and a worker is alive;
how much work waits overdue, and how much is parked for staff."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager

from sqlalchemy.orm import Session

from relief.db import database_unavailable
from relief.health import repository, rules
from relief.health.errors import PlatformNotReady
from relief.health.schemas import HealthDetailOut, HealthOut, WorkerItem
from relief.kit.clock import now, real_now

Sessions = Callable[[], AbstractContextManager[Session]]

UNREACHABLE = HealthOut(
    healthy=False,
    database=False,
    workersAlive=None,
    overdueTasks=None,
    overdueMail=None,
    parkedTasks=None,
    parkedMail=None,
)


def _figures(db: Session) -> HealthOut:
    alive = repository.beats_since(db, real_now() - rules.ALIVE_WINDOW)
    overdue_before = now() - rules.OVERDUE_AFTER
    return HealthOut(
        healthy=rules.healthy(True, alive),
        database=True,
        workersAlive=alive,
        overdueTasks=repository.overdue_tasks(db, overdue_before),
        overdueMail=repository.overdue_mail(db, overdue_before),
        parkedTasks=repository.parked_tasks(db),
        parkedMail=repository.parked_mail(db),
    )


def check(sessions: Sessions) -> HealthOut:
    """The open health check; `ServiceUnavailable` (HTTP 503, the same
    figures in its data) when the database or every worker is down."""
    try:
        with sessions() as db:
            health = _figures(db)
    except Exception as error:
        if not database_unavailable(error):
            raise
        health = UNREACHABLE
    if not health.healthy:
        raise PlatformNotReady(data=health.model_dump(mode="json"))
    return health


def detail(db: Session) -> HealthDetailOut:
    """The health check for staff, with every worker's heartbeat."""
    at = real_now()
    return HealthDetailOut(
        **_figures(db).model_dump(),
        workers=[
            WorkerItem(
                host=beat.host,
                pid=beat.pid,
                startedAt=beat.started_at,
                lastBeatAt=beat.beat_at,
                alive=rules.alive(beat.beat_at, at),
            )
            for beat in repository.heartbeats(db)
        ],
    )
