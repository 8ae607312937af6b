"""The audit trail of one call: who made it, with which permission, and what
it changed, field by field, before and after.

`relief.audit` opens a trail around each call it may record (`begin`); the
caller's dependency names the caller (`note_caller`), a sign-in the account
it tried (`note_account`), and every flush of any session in the call adds
the rows it created, changed or deleted. Secrets never enter the trail:
a field whose name says it holds one is written as `***`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from contextvars import ContextVar, Token
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from enum import Enum
from typing import Any

from sqlalchemy import event, inspect
from sqlalchemy.orm import Session, UOWTransaction

MASK = "***"
SECRET_WORDS = ("password", "token", "secret", "answer")
# What every change carries and nobody reads in a diff.
UNREAD = frozenset({"created_at", "updated_at"})


@dataclass
class Trail:
    started: float = field(default_factory=time.monotonic)
    actor_id: int | None = None
    permission: str | None = None
    account: str | None = None
    changes: list[dict[str, Any]] = field(default_factory=list)
    # Adds the call's entry to the session that is about to commit its work
    # (set by whoever opened the trail), so that the work and its record are
    # one transaction: an acknowledged change is never left unrecorded.
    keeper: Callable[[Session, Exception | None], None] | None = None
    # The answer code of the entry the keeper added, once it has.
    kept: int | None = None


_current: ContextVar[Trail | None] = ContextVar("audit_trail", default=None)


def begin() -> tuple[Trail, Token[Trail | None]]:
    trail = Trail()
    return trail, _current.set(trail)


def end(token: Token[Trail | None]) -> None:
    _current.reset(token)


def note_caller(user_id: int, permission: str | None = None) -> None:
    trail = _current.get()
    if trail is not None:
        trail.actor_id = user_id
        trail.permission = permission or trail.permission


def note_account(account: str) -> None:
    trail = _current.get()
    if trail is not None:
        trail.account = account


def note_change(table: str, key: Any, action: str, fields: dict[str, tuple[Any, Any]]) -> None:
    """A change one statement made to many rows at once (its rows never pass
    through a flush, so the trail would not see them): recorded as one change
    of the call, with the figures staff read of it, before and after."""
    trail = _current.get()
    if trail is not None:
        trail.changes.append(
            {
                "table": table,
                "id": plain(key),
                "action": action,
                "fields": {
                    name: [shown(name, b), shown(name, a)] for name, (b, a) in fields.items()
                },
            }
        )


def before_commit(session: Session, refusal: Exception | None = None) -> None:
    """The call's transaction is about to commit (with the refusal that asks
    it to keep its changes, if one): its entry joins the transaction."""
    trail = _current.get()
    if trail is not None and trail.keeper is not None and trail.kept is None:
        trail.keeper(session, refusal)


def secret(name: str) -> bool:
    return name.endswith("_hash") or any(word in name for word in SECRET_WORDS)


def plain(value: Any) -> Any:
    """A value as JSON holds it."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Enum):
        return plain(value.value)
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    return str(value)


def shown(name: str, value: Any) -> Any:
    return MASK if secret(name) and value is not None else plain(value)


def row_change(obj: object, action: str) -> dict[str, Any] | None:
    state = inspect(obj)
    mapper = state.mapper
    fields: dict[str, list[Any]] = {}
    for column in mapper.column_attrs:
        name = column.key
        if name in UNREAD:
            continue
        history = state.attrs[name].history
        if action == "created":
            value = state.attrs[name].value
            if value is not None:
                fields[name] = [None, shown(name, value)]
        elif action == "deleted":
            fields[name] = [shown(name, state.dict.get(name)), None]
        elif history.has_changes():
            before = history.deleted[0] if history.deleted else None
            after = history.added[0] if history.added else None
            if plain(before) != plain(after):
                fields[name] = [shown(name, before), shown(name, after)]
    if action == "changed" and not fields:
        return None
    key = mapper.primary_key_from_instance(obj)
    return {
        "table": mapper.local_table.name,
        "id": plain(key[0]) if len(key) == 1 else [plain(part) for part in key],
        "action": action,
        "fields": fields,
    }


@event.listens_for(Session, "after_flush")
def _collect(session: Session, flush_context: UOWTransaction) -> None:
    trail = _current.get()
    if trail is None:
        return
    for action, rows in (
        ("created", session.new),
        ("changed", session.dirty),
        ("deleted", session.deleted),
    ):
        for obj in rows:
            if getattr(obj, "__tablename__", None) == "audit_log":
                continue
            change = row_change(obj, action)
            if change is not None:
                trail.changes.append(change)
