"""Records the calls the audit log keeps, before their answer is sent.

A call is kept when it is a sign-in, or a staff call whose permission
changes something (not a `:list` or `:read` one). A call that commits work
records its entry in the same transaction (`trail.before_commit`), so a
change that was acknowledged always has its entry, even when the database
goes away right after. A call that commits nothing (refused, or its commit
failed) has its entry written in a transaction of its own, tried a few times,
before the answer goes out; if it still cannot be written the failure is
logged and the answer goes anyway: nothing it reports was changed.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from relief.audit import rules
from relief.errors import AppError
from relief.kit import trail
from relief.kit.trail import Trail
from relief.models import AuditEntry

log = logging.getLogger("relief.audit")

Writing = Callable[[], AbstractContextManager[Any]]
# Pauses between the tries of writing an entry of its own (a connection cut
# is over in a moment; the pool opens a new one).
RETRY_PAUSES = (0.1, 0.5, 1.5)


def route_path(scope: Scope) -> str:
    """The call's path inside the API (without the /api it is mounted at)."""
    path: str = scope["path"]
    root: str = scope.get("root_path", "")
    return path[len(root) :] if root and path.startswith(root) else path


class AuditRecorder:
    def __init__(self, app: ASGIApp, sessions: Writing) -> None:
        self.app = app
        self.sessions = sessions

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not rules.may_record(scope["method"], route_path(scope)):
            await self.app(scope, receive, send)
            return
        path = route_path(scope)
        held: list[Message] = []
        current, token = trail.begin()

        def keep(session: Session, refusal: Exception | None) -> None:
            if rules.kept(path, current.permission):
                session.flush()  # the work's last changes join the trail first
                result = refused(refusal) if refusal is not None else rules.Result(0, None, None)
                session.add(self.entry(scope, path, current, result))
                current.kept = result.rtn_code

        current.keeper = keep

        async def hold(message: Message) -> None:
            held.append(message)

        try:
            await self.app(scope, receive, hold)
        finally:
            trail.end(token)
        if rules.kept(path, current.permission):
            body = b"".join(m.get("body", b"") for m in held if m["type"] == "http.response.body")
            result = rules.result(body)
            if current.kept != result.rtn_code:
                # Nothing was committed with an entry (or that commit failed).
                await self.write_alone(self.entry(scope, path, current, result, work=False))
        for message in held:
            await send(message)

    async def write_alone(self, entry: AuditEntry) -> None:
        for pause in (*RETRY_PAUSES, None):
            try:
                await run_in_threadpool(self.write, entry)
                return
            except Exception:
                if pause is None:
                    log.exception("the audit entry of %s was not written", entry.call)
                    return
                await asyncio.sleep(pause)

    def entry(
        self, scope: Scope, path: str, current: Trail, result: rules.Result, *, work: bool = True
    ) -> AuditEntry:
        """The call's entry; `work` when it goes with the call's committed work
        (its changes are kept only then, and only for a success)."""
        headers = dict(scope.get("headers") or [])
        client = scope.get("client")
        target = current.changes[0] if current.changes else None
        return AuditEntry(
            actor_user_id=current.actor_id,
            account=current.account,
            call=path[:120],
            permission=current.permission,
            target_table=target["table"] if target else None,
            target_id=str(target["id"])[:60] if target else None,
            changes=json.dumps(
                current.changes if work and result.rtn_code == 0 else [], default=str
            ),
            address=(client[0] if client else "unknown")[:64],
            user_agent=headers.get(b"user-agent", b"").decode("latin-1")[:300] or None,
            duration_ms=int((time.monotonic() - current.started) * 1000),
            rtn_code=result.rtn_code,
            refusal_code=result.refusal_code,
            message=result.message[:300] if result.message else None,
        )

    def write(self, entry: AuditEntry) -> None:
        with self.sessions() as db:
            db.add(entry)
            db.commit()


def refused(error: Exception) -> rules.Result:
    """A refusal that keeps its changes (a failed sign-in), as its answer gives it."""
    if isinstance(error, AppError):
        own = error.code if error.code != error.rtn_code else None
        return rules.Result(rtn_code=error.rtn_code, refusal_code=own, message=error.msg)
    return rules.Result(rtn_code=1999, refusal_code=None, message=None)
