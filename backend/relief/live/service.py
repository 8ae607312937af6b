"""Live updates: events written with the changes they tell of, the stream's
tickets, and each caller's stream of its own events."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import timedelta

from fastapi.sse import ServerSentEvent
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from relief.auth import service as auth_service
from relief.auth.deps import Reading
from relief.auth.service import Principal
from relief.errors import SessionInvalid
from relief.kit import signing
from relief.kit.clock import now
from relief.live import repository, rules  # publishing: the flush hooks
from relief.live.schemas import LiveEventOut, LiveTicketOut
from relief.live.wakes import wakes
from relief.models import AccountKind, LiveEvent

# Events are kept this long: a client away longer reloads its views anyway.
KEEP_FOR = timedelta(days=1)


def prune(db: Session) -> int:
    """Forget events older than `KEEP_FOR` (the worker's pruning)."""
    return repository.prune(db, now() - KEEP_FOR)


def ticket(principal: Principal, secret: str) -> LiveTicketOut:
    """A ticket that opens the caller's stream (EventSource sends no header)."""
    expires = now() + timedelta(seconds=rules.TICKET_SECONDS)
    signed = signing.sign(rules.ticket_payload(principal.session.id), expires, secret)
    return LiveTicketOut(ticket=signed, expiresAt=expires)


@dataclass(frozen=True)
class Listener:
    """Whose stream it is: the session its ticket names, its user and the
    user's centre or teacher."""

    session_id: int
    user_id: int
    centre_id: int | None
    teacher_id: int | None


def listener(db: Session, ticket_text: str, secret: str) -> Listener:
    """The caller a genuine, unexpired ticket of a session still signed in names."""
    session_id = rules.session_of_ticket(signing.verify(ticket_text, now(), secret))
    user = auth_service.signed_in_user(db, session_id) if session_id is not None else None
    if session_id is None or user is None:
        raise SessionInvalid()
    centre = auth_service.centre_of(db, user.id) if user.kind == AccountKind.centre else None
    teacher = auth_service.teacher_of(db, user.id) if user.kind == AccountKind.teacher else None
    return Listener(
        session_id,
        user.id,
        centre.id if centre is not None else None,
        teacher.id if teacher is not None else None,
    )


@dataclass(frozen=True)
class Timing:
    """How often a stream reads again unwoken, checks its session is still
    signed in, and how long it lasts before the browser reconnects."""

    poll_seconds: float
    check_seconds: float
    lifetime_seconds: float


def timing(database_url: str) -> Timing:
    # On SQLite the worker, another process, cannot wake this one's streams.
    poll = 2.0 if database_url.startswith("sqlite") else 30.0
    return Timing(poll_seconds=poll, check_seconds=60.0, lifetime_seconds=900.0)


def _read(sessions: Reading, who: Listener, after: int) -> list[LiveEvent]:
    with sessions() as db:
        return repository.events_after(
            db,
            after,
            user_id=who.user_id,
            centre_id=who.centre_id,
            teacher_id=who.teacher_id,
            limit=rules.READ_BATCH,
        )


def _last_id(sessions: Reading) -> int:
    with sessions() as db:
        return repository.last_id(db)


def _signed_in(sessions: Reading, who: Listener) -> bool:
    with sessions() as db:
        return auth_service.signed_in_user(db, who.session_id) is not None


async def stream(
    who: Listener, after: int | None, sessions: Reading, pace: Timing, database_url: str
) -> AsyncIterator[ServerSentEvent]:
    """The caller's events after `after` (from now without it), then each new
    one as it is committed, until the stream's lifetime ends or its session
    does; the browser then reconnects from the last id it got."""
    wake = wakes.join(database_url)
    try:
        start = after if after is not None else await run_in_threadpool(_last_id, sessions)
        cursor = rules.Cursor(start)
        yield ServerSentEvent(
            id=str(start),
            retry=rules.RETRY_MILLISECONDS,
            data=LiveEventOut(kind=rules.READY, subjectId=0),
        )
        begun = checked = time.monotonic()
        while True:
            wake.clear()
            after = cursor.floor
            while True:
                found = await run_in_threadpool(_read, sessions, who, after)
                by_id = {row.id: row for row in found}
                for event_id, place in cursor.fresh(list(by_id), time.monotonic()):
                    row = by_id[event_id]
                    yield ServerSentEvent(
                        id=str(place),
                        data=LiveEventOut(kind=row.kind, subjectId=row.subject_id),
                    )
                if len(found) < rules.READ_BATCH:
                    break
                after = found[-1].id
            at = time.monotonic()
            if at - begun >= pace.lifetime_seconds:
                return
            if at - checked >= pace.check_seconds:
                if not await run_in_threadpool(_signed_in, sessions, who):
                    return
                checked = at
            left = min(pace.poll_seconds, pace.lifetime_seconds - (at - begun))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(wake.wait(), timeout=max(left, 0.0))
    finally:
        wakes.leave(wake)
