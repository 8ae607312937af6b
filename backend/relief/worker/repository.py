"""The worker's SQL: claiming due tasks and e-mails, and its heartbeat."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from relief.models import OutboxMessage, Task, WorkerHeartbeat

PUSH_CHANNEL = "push"


def _skip_locked(db: Session) -> bool:
    # PostgreSQL lets several workers claim side by side; SQLite has one writer.
    return db.get_bind().dialect.name == "postgresql"


def claim_task(db: Session, at: datetime) -> Task | None:
    """The next due task, neither done nor parked, locked for this transaction."""
    query = (
        select(Task)
        .where(Task.done_at.is_(None), Task.failed_at.is_(None), Task.due_at <= at)
        .order_by(Task.due_at, Task.id)
        .limit(1)
    )
    if _skip_locked(db):
        query = query.with_for_update(skip_locked=True)
    return db.scalar(query)


def claim_message(db: Session, at: datetime) -> OutboxMessage | None:
    """The next due e-mail, neither sent nor parked, locked for this transaction
    (pushes, the outbox's other channel, are sent by `relief.push`)."""
    query = (
        select(OutboxMessage)
        .where(
            OutboxMessage.channel != PUSH_CHANNEL,
            OutboxMessage.sent_at.is_(None),
            OutboxMessage.failed_at.is_(None),
            OutboxMessage.next_attempt_at <= at,
        )
        .order_by(OutboxMessage.next_attempt_at, OutboxMessage.id)
        .limit(1)
    )
    if _skip_locked(db):
        query = query.with_for_update(skip_locked=True)
    return db.scalar(query)


def beat(
    db: Session, beat_id: int | None, host: str, pid: int, started_at: datetime, at: datetime
) -> int:
    """Write this worker's beat; answer its row's id (a new row when the old
    one is gone, pruned while the worker could not reach the database)."""
    if beat_id is not None:
        moved = db.execute(
            update(WorkerHeartbeat).where(WorkerHeartbeat.id == beat_id).values(beat_at=at)
        )
        if moved.rowcount:  # type: ignore[attr-defined]
            return beat_id
    row = WorkerHeartbeat(host=host, pid=pid, started_at=started_at, beat_at=at)
    db.add(row)
    db.flush()
    return row.id


def forget_beat(db: Session, beat_id: int) -> None:
    db.execute(delete(WorkerHeartbeat).where(WorkerHeartbeat.id == beat_id))


def prune_beats(db: Session, before: datetime) -> int:
    """Delete the heartbeats of workers silent since `before`; answer how many."""
    gone = db.execute(delete(WorkerHeartbeat).where(WorkerHeartbeat.beat_at < before))
    return int(gone.rowcount)  # type: ignore[attr-defined]
