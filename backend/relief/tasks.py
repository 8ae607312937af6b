"""Task kinds and their handlers, and scheduling a task: below every feature,
so a feature schedules its deadlines and registers its handlers without
importing the worker (which imports the features to run them)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime

from sqlalchemy.orm import Session

from relief.models import Task

Handler = Callable[[Session, Task], None]
HANDLERS: dict[str, Handler] = {}


def handles(kind: str) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        if kind in HANDLERS:
            raise ValueError(f"two handlers for task kind {kind}")
        HANDLERS[kind] = handler
        return handler

    return register


def schedule(db: Session, kind: str, ref_id: int, due_at: datetime, version: int = 0) -> Task:
    """Write a deadline as a task row, in the caller's transaction."""
    task = Task(kind=kind, ref_id=ref_id, ref_version=version, due_at=due_at)
    db.add(task)
    db.flush()
    return task


def schedule_many(db: Session, kind: str, deadlines: Iterable[tuple[int, datetime]]) -> None:
    """Write one task of `kind` a (ref_id, due_at), in the caller's transaction
    and one flush: a deadline for each of many rows made at once."""
    db.add_all(
        Task(kind=kind, ref_id=ref_id, ref_version=0, due_at=due_at) for ref_id, due_at in deadlines
    )
    db.flush()
