"""Running what fell due: tasks, the mail outbox and the sweep.

Each task runs in its own transaction, claimed with `FOR UPDATE SKIP LOCKED`
on PostgreSQL, so several workers never run the same task at once; a worker
that dies mid-task leaves its transaction to roll back and the task is taken
again. SQLite has one writer at a time, which gives the same guarantee.
"""

from __future__ import annotations

import logging
import os
import smtplib
import time
from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from relief.config import Settings
from relief.kit.clock import now
from relief.models import OutboxMessage, Task
from relief.worker import mail
from relief.worker.registry import HANDLERS

log = logging.getLogger("relief.worker")
MAX_BACKOFF = timedelta(minutes=10)


def backoff(attempts: int) -> timedelta:
    return min(timedelta(seconds=2**attempts), MAX_BACKOFF)


def _claim_task(db: Session) -> Task | None:
    query = (
        select(Task)
        .where(Task.done_at.is_(None), Task.due_at <= now())
        .order_by(Task.due_at, Task.id)
        .limit(1)
    )
    if db.get_bind().dialect.name == "postgresql":
        query = query.with_for_update(skip_locked=True)
    return db.scalar(query)


def run_one_task(sessions: sessionmaker[Session]) -> bool:
    """Run the next due task; answer whether there was one."""
    with sessions() as db:
        task_id: int | None = None
        try:
            with db.begin():
                task = _claim_task(db)
                if task is None:
                    return False
                task_id = task.id
                handler = HANDLERS.get(task.kind)
                if handler is None:
                    raise LookupError(f"no handler for task kind {task.kind}")
                handler(db, task)
                task.done_at = now()
                task.attempts += 1
        except Exception as error:
            if task_id is None:
                raise
            log.exception("task %s failed", task_id)
            with db.begin():
                failed = db.get(Task, task_id)
                if failed is not None and failed.done_at is None:
                    failed.attempts += 1
                    failed.last_error = f"{type(error).__name__}: {error}"[:2000]
                    failed.due_at = now() + backoff(failed.attempts)
        return True


def run_due_tasks(sessions: sessionmaker[Session], limit: int = 1000) -> int:
    """Run due tasks until none is left (or `limit`); answer how many ran."""
    ran = 0
    while ran < limit and run_one_task(sessions):
        ran += 1
    return ran


def send_due_mail(sessions: sessionmaker[Session], settings: Settings, limit: int = 100) -> int:
    """Send due outbox e-mails; a failure is retried later with a back-off."""
    sent = 0
    for _ in range(limit):
        with sessions() as db, db.begin():
            query = (
                select(OutboxMessage)
                .where(OutboxMessage.sent_at.is_(None), OutboxMessage.next_attempt_at <= now())
                .order_by(OutboxMessage.next_attempt_at, OutboxMessage.id)
                .limit(1)
            )
            if db.get_bind().dialect.name == "postgresql":
                query = query.with_for_update(skip_locked=True)
            message = db.scalar(query)
            if message is None:
                return sent
            message.attempts += 1
            try:
                mail.send(settings, message.recipient, message.subject, message.body)
            except (OSError, smtplib.SMTPException) as error:
                message.last_error = f"{type(error).__name__}: {error}"[:2000]
                message.next_attempt_at = now() + backoff(message.attempts)
                continue
            message.sent_at = now()
            sent += 1
    return sent


def loop(
    sessions: sessionmaker[Session],
    settings: Settings,
    *,
    poll_seconds: float = 1.0,
    parent_pid: int | None = None,
) -> None:
    """The worker process: run due tasks and send due mail until stopped (or,
    when started by `serve`, until that process is gone)."""
    from relief.devclock import service as devclock
    from relief.matching import sweep

    log.info("worker started")
    last_sweep = 0.0
    while parent_pid is None or os.getppid() == parent_pid:
        if not settings.is_production:
            with sessions() as db:
                devclock.load(db)
        run_due_tasks(sessions)
        send_due_mail(sessions, settings)
        if time.monotonic() - last_sweep > 60:
            with sessions() as db, db.begin():
                sweep.reschedule_missed(db)
            last_sweep = time.monotonic()
        time.sleep(poll_seconds)
