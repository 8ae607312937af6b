"""Records the calls the audit log keeps, before their answer is sent.

A call is kept when it is a sign-in, or a staff call whose permission
changes something (not a `:list` or `:read` one). Its answer is held back
until the entry is written: the entry is committed in its own transaction
(so a refused call, whose own work was rolled back, is still recorded with
its refusal), then the answer goes out. If the entry cannot be written, the
failure is logged and the answer still goes: the call's own work has been
committed already.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from relief.audit import rules
from relief.kit import trail
from relief.kit.trail import Trail
from relief.models import AuditEntry

log = logging.getLogger("relief.audit")

Writing = Callable[[], AbstractContextManager[Any]]


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
        held: list[Message] = []
        current, token = trail.begin()

        async def hold(message: Message) -> None:
            held.append(message)

        try:
            await self.app(scope, receive, hold)
        finally:
            trail.end(token)
        path = route_path(scope)
        if rules.kept(path, current.permission):
            entry = self.entry(scope, path, current, held)
            try:
                await run_in_threadpool(self.write, entry)
            except Exception:
                log.exception("the audit entry of %s was not written", path)
        for message in held:
            await send(message)

    def entry(self, scope: Scope, path: str, current: Trail, held: list[Message]) -> AuditEntry:
        body = b"".join(m.get("body", b"") for m in held if m["type"] == "http.response.body")
        result = rules.result(body)
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
            changes=json.dumps(current.changes if result.rtn_code == 0 else [], default=str),
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
