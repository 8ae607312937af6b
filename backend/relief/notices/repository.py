"""All SQL of in-app notices."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import func, insert, select, update
from sqlalchemy.orm import Session

from relief.models import Notice, OutboxMessage


def unread_count(db: Session, user_id: int) -> int:
    return int(
        db.scalar(
            select(func.count())
            .select_from(Notice)
            .where(Notice.user_id == user_id, Notice.read_at.is_(None))
        )
        or 0
    )


def page(db: Session, user_id: int, offset: int, limit: int) -> tuple[list[Notice], int]:
    total = db.scalar(select(func.count()).select_from(Notice).where(Notice.user_id == user_id))
    rows = db.scalars(
        select(Notice)
        .where(Notice.user_id == user_id)
        .order_by(Notice.created_at.desc(), Notice.id.desc())
        .offset(offset)
        .limit(limit)
    )
    return list(rows), int(total or 0)


def get(db: Session, notice_id: int) -> Notice | None:
    return db.get(Notice, notice_id)


def mark_all_read(db: Session, user_id: int, at: datetime) -> None:
    db.execute(
        update(Notice)
        .where(Notice.user_id == user_id, Notice.read_at.is_(None))
        .values(read_at=at)
        .execution_options(synchronize_session=False)
    )


def add_notices(db: Session, rows: list[dict[str, Any]]) -> list[int]:
    """Insert many notices in one statement; answer their ids in the rows' order."""
    added = insert(Notice).returning(Notice.id, sort_by_parameter_order=True)
    return list(db.scalars(added, rows).all())


def add_mails(db: Session, rows: list[dict[str, Any]]) -> None:
    """Queue many e-mails in the outbox in one statement."""
    if rows:
        db.execute(insert(OutboxMessage), rows)
