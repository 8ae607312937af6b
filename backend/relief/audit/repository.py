"""The audit log's SQL: reading only (the database refuses changes)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Select, func, or_, select
from sqlalchemy.orm import Session

from relief.kit import search
from relief.models import AuditEntry, User


def entries(
    db: Session,
    *,
    who: str | None,
    call: str | None,
    permission: str | None,
    target_table: str | None,
    target_id: str | None,
    since: datetime | None,
    before: datetime | None,
    succeeded: bool | None,
    offset: int,
    limit: int,
) -> tuple[list[tuple[AuditEntry, User | None]], int]:
    """Entries with their actor, newest first, and how many match in all."""
    query: Select[AuditEntry, User] = select(AuditEntry, User).outerjoin(
        User, User.id == AuditEntry.actor_user_id
    )
    if who:
        pattern = search.containing(who)
        query = query.where(
            or_(
                func.lower(func.coalesce(User.email, "")).like(pattern, escape=search.ESCAPE),
                func.lower(func.coalesce(User.name, "")).like(pattern, escape=search.ESCAPE),
                func.lower(func.coalesce(AuditEntry.account, "")).like(
                    pattern, escape=search.ESCAPE
                ),
            )
        )
    if call:
        query = query.where(
            func.lower(AuditEntry.call).like(search.containing(call), escape=search.ESCAPE)
        )
    if permission:
        query = query.where(AuditEntry.permission == permission)
    if target_table:
        query = query.where(AuditEntry.target_table == target_table)
    if target_id:
        query = query.where(AuditEntry.target_id == target_id)
    if since is not None:
        query = query.where(AuditEntry.at >= since)
    if before is not None:
        query = query.where(AuditEntry.at < before)
    if succeeded is not None:
        query = query.where((AuditEntry.rtn_code == 0) == succeeded)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.execute(
        query.order_by(AuditEntry.at.desc(), AuditEntry.id.desc()).offset(offset).limit(limit)
    ).all()
    return [(entry, user) for entry, user in rows], total


def entry(db: Session, entry_id: int) -> tuple[AuditEntry, User | None] | None:
    row = db.execute(
        select(AuditEntry, User)
        .outerjoin(User, User.id == AuditEntry.actor_user_id)
        .where(AuditEntry.id == entry_id)
    ).first()
    return (row[0], row[1]) if row else None
