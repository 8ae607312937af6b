"""The health check's answers."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel


class HealthOut(BaseModel):
    """Open to anyone: no names, no hosts, only whether the platform works."""

    healthy: bool
    database: bool
    # The counts are null when the database cannot be reached.
    workersAlive: int | None
    overdueTasks: int | None
    overdueMail: int | None
    parkedTasks: int | None
    parkedMail: int | None


class WorkerItem(BaseModel):
    host: str
    pid: int
    startedAt: datetime
    lastBeatAt: datetime
    alive: bool


class HealthDetailOut(HealthOut):
    """For staff: every worker that beat in the last day as well."""

    workers: list[WorkerItem]
