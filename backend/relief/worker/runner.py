"""Running what fell due: tasks, the mail outbox and the sweep.

Each task runs in its own transaction, claimed with `FOR UPDATE SKIP LOCKED`
on PostgreSQL, so several workers never run the same task at once; a worker
that dies mid-task leaves its transaction to roll back and the task is taken
again. SQLite has one writer at a time, which gives the same guarantee.

One task or e-mail that fails never stops the others: its error is kept on
its row and it is tried again with a growing back-off, until its attempts
reach the cap (`task_max_attempts`, `mail_max_attempts`) and it is parked
for staff. A lost database connection is no fault of the task: it is raised
to the worker's loop (`relief.worker.loop`), which waits and reconnects.
"""

from __future__ import annotations

import logging

from sqlalchemy.orm import Session, sessionmaker

from relief.bookings import service as bookings
from relief.config import Settings
from relief.db import database_unavailable
from relief.kit.clock import now
from relief.models import OutboxMessage, Task
from relief.notices import service as notices
from relief.notices.kinds import InviteNew
from relief.push import rules as push_rules
from relief.push import service as push
from relief.settings import service as runtime
from relief.tasks import HANDLERS
from relief.worker import mail, repository, rules

log = logging.getLogger("relief.worker")


def _task_failed(db: Session, task: Task, error: Exception) -> None:
    task.attempts += 1
    task.last_error = rules.describe(error)
    if rules.parks(task.attempts, runtime.current(db).task_max_attempts):
        task.failed_at = now()
        log.error("task %s (%s) is parked after %s attempts", task.id, task.kind, task.attempts)
    else:
        task.due_at = now() + rules.backoff(task.attempts)


def run_one_task(sessions: sessionmaker[Session]) -> bool:
    """Run the next due task; answer whether there was one.

    The handler runs in a savepoint of the transaction that claimed the task,
    so a failure is recorded on the task while the claim still holds.
    """
    with sessions() as db, db.begin():
        task = repository.claim_task(db, now())
        if task is None:
            return False
        handler = HANDLERS.get(task.kind)
        try:
            with db.begin_nested():
                if handler is None:
                    raise LookupError(f"no handler for task kind {task.kind}")
                handler(db, task)
        except Exception as error:
            if database_unavailable(error):
                raise
            log.exception("task %s (%s) failed", task.id, task.kind)
            _task_failed(db, task, error)
        else:
            task.attempts += 1
            task.done_at = now()
        return True


def run_due_tasks(sessions: sessionmaker[Session], limit: int = 1000) -> int:
    """Run due tasks until none is left (or `limit`); answer how many ran."""
    ran = 0
    while ran < limit and run_one_task(sessions):
        ran += 1
    return ran


def _message_failed(db: Session, message: OutboxMessage, error: Exception) -> None:
    what = "push" if message.channel == push.CHANNEL else "e-mail"
    message.attempts += 1
    message.last_error = rules.describe(error)
    if rules.parks(message.attempts, runtime.current(db).mail_max_attempts):
        message.failed_at = now()
        log.error("%s %s is parked after %s attempts", what, message.id, message.attempts)
    else:
        message.next_attempt_at = now() + rules.backoff(message.attempts)
        log.warning("%s %s was not sent: %s", what, message.id, message.last_error)


def send_one_message(sessions: sessionmaker[Session], settings: Settings) -> bool | None:
    """Send the next due e-mail: True when it left, False when it failed, None
    when none is due. `MailServerAway` when the server could not take it: the
    message stays due, no attempt counted against it."""
    away: mail.MailServerAway | None = None
    with sessions() as db, db.begin():
        message = repository.claim_message(db, now())
        if message is None:
            return None
        try:
            mail.deliver(
                settings,
                mail.compose(
                    settings,
                    recipient=message.recipient,
                    subject=message.subject,
                    body=message.body,
                    outbox_id=message.id,
                    created_at=message.created_at,
                    at=now(),
                ),
            )
        except mail.MailServerAway as error:
            message.last_error = rules.describe(error)
            away = error
        except Exception as error:
            _message_failed(db, message, error)
            return False
        else:
            message.attempts += 1
            message.sent_at = now()
            return True
    assert away is not None  # every other way out returned above
    raise away


def send_due_mail(sessions: sessionmaker[Session], settings: Settings, limit: int = 100) -> int:
    """Send due outbox e-mails (at most `limit` tries); answer how many left."""
    sent = 0
    for _ in range(limit):
        outcome = send_one_message(sessions, settings)
        if outcome is None:
            break
        sent += outcome
    return sent


def push_time_to_live(db: Session, message: OutboxMessage) -> int:
    """The push's time to live now: an invite's until its booking's stage
    ends, anything else's the default (`relief.push.rules.time_to_live`)."""
    facts = notices.facts_by_id(db, message.notice_id) if message.notice_id else None
    stage_ends_at = (
        bookings.stage_ends_at(db, facts.bookingId) if isinstance(facts, InviteNew) else None
    )
    if isinstance(facts, InviteNew) and stage_ends_at is None:
        return 0  # the booking matches no more: the invite is over
    return push_rules.time_to_live(stage_ends_at, now())


def send_one_push(sessions: sessionmaker[Session], settings: Settings) -> bool | None:
    """Send the next due push: True when it left, False when it failed or was
    dropped (`relief.push.service.send`), None when none is due. A failure is
    tried again like an e-mail's, and parked at the same cap."""
    with sessions() as db, db.begin():
        message = push.claim(db, now())
        if message is None:
            return None
        try:
            with db.begin_nested():
                sent = push.send(db, settings, message, push_time_to_live(db, message))
        except Exception as error:
            if database_unavailable(error):
                raise
            _message_failed(db, message, error)
            return False
        if sent:
            message.attempts += 1
            message.sent_at = now()
        return sent


def send_due_pushes(sessions: sessionmaker[Session], settings: Settings, limit: int = 100) -> int:
    """Send due pushes (at most `limit` tries); answer how many left."""
    sent = 0
    for _ in range(limit):
        outcome = send_one_push(sessions, settings)
        if outcome is None:
            break
        sent += outcome
    return sent
