"""The SQL of the health check: heartbeats and counts of waiting work."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.models import OutboxMessage, Task, WorkerHeartbeat


def heartbeats(db: Session) -> Sequence[WorkerHeartbeat]:
    """Every worker's heartbeat, the latest beat first."""
    query = select(WorkerHeartbeat).order_by(
        WorkerHeartbeat.beat_at.desc(), WorkerHeartbeat.id.desc()
    )
    return db.scalars(query).all()


def beats_since(db: Session, since: datetime) -> int:
    query = select(func.count()).where(WorkerHeartbeat.beat_at >= since)
    return db.scalar(query) or 0


def overdue_tasks(db: Session, due_before: datetime) -> int:
    """Tasks neither done nor parked that fell due before `due_before`."""
    query = select(func.count()).where(
        Task.done_at.is_(None), Task.failed_at.is_(None), Task.due_at < due_before
    )
    return db.scalar(query) or 0


def overdue_mail(db: Session, due_before: datetime) -> int:
    """E-mails neither sent nor parked that fell due before `due_before`."""
    query = select(func.count()).where(
        OutboxMessage.sent_at.is_(None),
        OutboxMessage.failed_at.is_(None),
        OutboxMessage.next_attempt_at < due_before,
    )
    return db.scalar(query) or 0


def parked_tasks(db: Session) -> int:
    query = select(func.count()).where(Task.failed_at.is_not(None), Task.done_at.is_(None))
    return db.scalar(query) or 0


def parked_mail(db: Session) -> int:
    query = select(func.count()).where(
        OutboxMessage.failed_at.is_not(None), OutboxMessage.sent_at.is_(None)
    )
    return db.scalar(query) or 0
