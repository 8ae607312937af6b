"""The SQL of platform messages."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.models import AccountKind, Announcement, Audience, User

KINDS = {
    Audience.everyone: (AccountKind.centre, AccountKind.teacher),
    Audience.centres: (AccountKind.centre,),
    Audience.teachers: (AccountKind.teacher,),
    Audience.accounts: (AccountKind.centre, AccountKind.teacher),
}


def page(
    db: Session, status: str | None, offset: int, limit: int
) -> tuple[list[tuple[Announcement, User]], int]:
    query = select(Announcement, User).join(User, User.id == Announcement.author_id)
    if status:
        query = query.where(Announcement.status == status)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.execute(query.order_by(Announcement.id.desc()).offset(offset).limit(limit)).all()
    return [(row[0], row[1]) for row in rows], total


def find(db: Session, announcement_id: int, *, lock: bool = False) -> Announcement | None:
    query = select(Announcement).where(Announcement.id == announcement_id)
    if lock:
        query = query.with_for_update()
    return db.scalar(query)


def author(db: Session, user_id: int) -> User | None:
    return db.scalar(select(User).where(User.id == user_id))


def reachable(db: Session, user_ids: Iterable[int]) -> set[int]:
    """The ids among those given that are centre or teacher accounts."""
    return set(
        db.scalars(
            select(User.id).where(
                User.id.in_(list(user_ids)),
                User.kind.in_((AccountKind.centre, AccountKind.teacher)),
            )
        )
    )


def recipients(
    db: Session, audience: Audience, chosen: list[int], after: int, limit: int
) -> list[User]:
    """The next accounts to tell, by id after the last one told: switched-on
    accounts of the audience's kinds (the chosen ones only, for `accounts`)."""
    query = select(User).where(
        User.id > after, User.enabled.is_(True), User.kind.in_(KINDS[audience])
    )
    if audience == Audience.accounts:
        query = query.where(User.id.in_(chosen))
    return list(db.scalars(query.order_by(User.id).limit(limit)))
