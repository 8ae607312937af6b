"""The audit log's SQL: reading only (the database refuses changes)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import Select, func, or_, select
from sqlalchemy.orm import Session

from relief.kit import search, sorting
from relief.models import AuditEntry, User

Query = TypeVar("Query", bound=Select[*tuple[Any, ...]])

# What the list sorts by: the item's field → the column.
SORTS = {
    "at": AuditEntry.at,
    "call": AuditEntry.call,
    "permission": AuditEntry.permission,
    "durationMs": AuditEntry.duration_ms,
    "rtnCode": AuditEntry.rtn_code,
    "address": AuditEntry.address,
}


@dataclass(frozen=True)
class Filter:
    who: str | None = None
    call: str | None = None
    permission: str | None = None
    target_table: str | None = None
    target_id: str | None = None
    since: datetime | None = None
    before: datetime | None = None
    succeeded: bool | None = None


def _matching(query: Query, where: Filter) -> Query:
    if where.who:
        pattern = search.containing(where.who)
        query = query.where(
            or_(
                func.lower(func.coalesce(User.email, "")).like(pattern, escape=search.ESCAPE),
                func.lower(func.coalesce(User.name, "")).like(pattern, escape=search.ESCAPE),
                func.lower(func.coalesce(AuditEntry.account, "")).like(
                    pattern, escape=search.ESCAPE
                ),
            )
        )
    if where.call:
        query = query.where(
            func.lower(AuditEntry.call).like(search.containing(where.call), escape=search.ESCAPE)
        )
    if where.permission:
        query = query.where(AuditEntry.permission == where.permission)
    if where.target_table:
        query = query.where(AuditEntry.target_table == where.target_table)
    if where.target_id:
        query = query.where(AuditEntry.target_id == where.target_id)
    if where.since is not None:
        query = query.where(AuditEntry.at >= where.since)
    if where.before is not None:
        query = query.where(AuditEntry.at < where.before)
    if where.succeeded is not None:
        query = query.where((AuditEntry.rtn_code == 0) == where.succeeded)
    return query


def _with_actor() -> Select[AuditEntry, User]:
    return select(AuditEntry, User).outerjoin(User, User.id == AuditEntry.actor_user_id)


def entries(
    db: Session, where: Filter, sort: sorting.Sort, offset: int, limit: int
) -> tuple[list[tuple[AuditEntry, User | None]], int]:
    """Entries with their actor in the order asked for, and how many match in all."""
    query = _matching(_with_actor(), where)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.execute(
        query.order_by(*sorting.order(SORTS[sort.field], sort, AuditEntry.id))
        .offset(offset)
        .limit(limit)
    ).all()
    return [(entry, user) for entry, user in rows], total


def entry_ids(db: Session, where: Filter, sort: sorting.Sort, batch: int) -> Iterable[int]:
    """The ids of every matching entry in the order asked for, read `batch` at a time."""
    query = _matching(
        select(AuditEntry.id).outerjoin(User, User.id == AuditEntry.actor_user_id), where
    ).order_by(*sorting.order(SORTS[sort.field], sort, AuditEntry.id))
    return db.scalars(query.execution_options(yield_per=batch))


def entries_by_id(db: Session, ids: Sequence[int]) -> list[tuple[AuditEntry, User | None]]:
    rows = db.execute(_with_actor().where(AuditEntry.id.in_(list(ids)))).all()
    return [(entry, user) for entry, user in rows]


def entry(db: Session, entry_id: int) -> tuple[AuditEntry, User | None] | None:
    row = db.execute(_with_actor().where(AuditEntry.id == entry_id)).first()
    return (row[0], row[1]) if row else None
