"""FastAPI dependencies that turn the bearer token into the caller."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from functools import cached_property
from typing import Annotated, TypeVar

from fastapi import Depends, Request
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from relief.auth import rules, service
from relief.auth.errors import (
    AccountNoTeacherProfile,
    StaffOnly,
    TeacherAccountsOnly,
)
from relief.auth.service import CentreRef, CentreSession, Principal
from relief.db import get_db, reading, writing
from relief.kit.clock import now
from relief.models import AccountKind, Centre, Teacher, User

# The request's transaction ends when the endpoint returns, before the answer
# is serialised and sent ("function" scope): a client that calls again the
# instant it hears back finds the change committed, and a commit that fails
# answers an error instead of a success that did not happen.
DB = Annotated[Session, Depends(get_db, scope="function")]
T = TypeVar("T")


def bearer_token(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def client_address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def current_principal(request: Request, db: DB) -> Principal:
    return service.authenticate(db, bearer_token(request))


CurrentPrincipal = Annotated[Principal, Depends(current_principal)]


class CentreCaller:
    """A signed-in centre: its account and centre rows, loaded (in one query)
    when first used."""

    def __init__(self, db: Session, signed_in: CentreSession) -> None:
        self.db = db
        self.signed_in = signed_in

    @cached_property
    def _rows(self) -> tuple[User, Centre]:
        return service.account_and_centre(self.db, self.signed_in.user_id)

    @property
    def user(self) -> User:
        return self._rows[0]

    @property
    def centre(self) -> Centre:
        return self._rows[1]


def current_centre(request: Request, db: DB) -> CentreCaller:
    return CentreCaller(db, service.authenticate_centre(db, bearer_token(request)))


CurrentCentre = Annotated[CentreCaller, Depends(current_centre)]


Reading = Callable[[], AbstractContextManager[Session]]


async def reading_sessions() -> Reading:
    """Where reading calls get their session (tests put theirs here)."""
    return reading


class CentreReading:
    """A centre's call that changes nothing, run whole in one worker thread.

    The session, the caller's authentication and the query run together in
    the thread pool, off the event loop, in one hop rather than one per
    dependency; the session reads without a transaction and cannot write.
    The lists and detail a centre opens most go this way.
    """

    def __init__(self, sessions: Reading, writes: Reading, token: str | None) -> None:
        self.sessions = sessions
        self.writes = writes
        self.token = token

    async def __call__(self, work: Callable[[Session, CentreRef], T]) -> T:
        return await run_in_threadpool(self._run, work)

    def _run(self, work: Callable[[Session, CentreRef], T]) -> T:
        with self.sessions() as db:
            caller = service.authenticate_centre(db, self.token)
            result = work(db, caller.centre)
        # The reading session cannot note the call; a short one of its own
        # does, at most once in `rules.SEEN_EVERY`.
        at = now()
        if rules.seen_again(caller.last_seen_at, at):
            with self.writes() as writing:
                service.note_seen(writing, caller.session_id, at)
                writing.commit()
        return result


async def writing_sessions() -> Reading:
    """Where work outside a call's transaction gets its session (tests put theirs here)."""
    return writing


async def centre_reading(
    request: Request,
    sessions: Annotated[Reading, Depends(reading_sessions)],
    writes: Annotated[Reading, Depends(writing_sessions)],
) -> CentreReading:
    return CentreReading(sessions, writes, bearer_token(request))


CentreReader = Annotated[CentreReading, Depends(centre_reading)]


def current_staff(principal: CurrentPrincipal) -> Principal:
    """Platform staff: the admin console and the staff calls of the API."""
    if principal.user.kind != AccountKind.staff:
        raise StaffOnly()
    return principal


CurrentStaff = Annotated[Principal, Depends(current_staff)]


class TeacherCaller:
    """A signed-in teacher and its teacher row."""

    def __init__(self, principal: Principal, teacher: Teacher) -> None:
        self.principal = principal
        self.user = principal.user
        self.teacher = teacher


def current_teacher(principal: CurrentPrincipal, db: DB) -> TeacherCaller:
    if principal.user.kind != AccountKind.teacher:
        raise TeacherAccountsOnly()
    teacher = service.teacher_of(db, principal.user.id)
    if teacher is None:
        raise AccountNoTeacherProfile()
    return TeacherCaller(principal, teacher)


CurrentTeacher = Annotated[TeacherCaller, Depends(current_teacher)]
