"""In-app notices, and the e-mail each one sends through the outbox."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.kit.envelope import Page
from relief.models import Notice, OutboxMessage, User
from relief.notices import repository
from relief.notices.errors import NoticeMissing
from relief.notices.schemas import NoticeOut


def notify(db: Session, user: User, kind: str, title: str, body: str, **facts: Any) -> Notice:
    """Tell a user about a change that concerns them.

    The notice and its e-mail are written in the caller's transaction, so a
    change and its notice are kept or lost together; the worker sends the
    e-mail at least once from the outbox.
    """
    notice = Notice(
        user_id=user.id, kind=kind, title=title, body=body, data=json.dumps(facts, default=str)
    )
    db.add(notice)
    db.flush()
    if user.email:
        db.add(
            OutboxMessage(
                notice_id=notice.id,
                channel="email",
                recipient=user.email,
                subject=title,
                body=body,
                next_attempt_at=now(),
            )
        )
        db.flush()
    return notice


def unread_count(db: Session, user_id: int) -> int:
    return repository.unread_count(db, user_id)


def page(db: Session, user_id: int, page_no: int, page_size: int) -> Page[NoticeOut]:
    rows, total = repository.page(db, user_id, (page_no - 1) * page_size, page_size)
    return Page[NoticeOut](
        list=[
            NoticeOut(
                id=n.id,
                kind=n.kind,
                title=n.title,
                body=n.body,
                data=json.loads(n.data or "{}"),
                createdAt=n.created_at,
                read=n.read_at is not None,
            )
            for n in rows
        ],
        total=total,
        pageNo=page_no,
        pageSize=page_size,
    )


def mark_read(db: Session, user_id: int, notice_id: int | None) -> int:
    """Mark one notice (or, without an id, every notice) read; answer the unread count."""
    at = now()
    if notice_id is None:
        repository.mark_all_read(db, user_id, at)
    else:
        notice = repository.get(db, notice_id)
        if notice is None or notice.user_id != user_id:
            raise NoticeMissing()
        if notice.read_at is None:
            notice.read_at = at
    db.flush()
    return repository.unread_count(db, user_id)
