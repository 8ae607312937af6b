"""The SQL of platform messages."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import Select, func, or_, select
from sqlalchemy.orm import Session

from relief.kit import search, sorting
from relief.models import AccountKind, Announcement, Audience, Centre, Teacher, User

# What the list sorts by: the item's field → the column.
SORTS = {
    "createdAt": Announcement.created_at,
    "publishedAt": Announcement.published_at,
    "subject": Announcement.subject,
    "status": Announcement.status,
    "delivered": Announcement.delivered,
}

KINDS = {
    Audience.everyone: (AccountKind.centre, AccountKind.teacher),
    Audience.centres: (AccountKind.centre,),
    Audience.teachers: (AccountKind.teacher,),
    Audience.accounts: (AccountKind.centre, AccountKind.teacher),
}


Narrowed = TypeVar("Narrowed", bound=Select[*tuple[Any, ...]])


@dataclass(frozen=True)
class Listed:
    """What narrows the list: a status, an audience, a part of the subject."""

    status: str | None = None
    audience: str | None = None
    keyword: str | None = None


def narrowed(query: Narrowed, listed: Listed) -> Narrowed:
    if listed.status:
        query = query.where(Announcement.status == listed.status)
    if listed.audience:
        query = query.where(Announcement.audience == listed.audience)
    if listed.keyword:
        pattern = search.containing(listed.keyword)
        query = query.where(func.lower(Announcement.subject).like(pattern, escape=search.ESCAPE))
    return query


def page(
    db: Session, listed: Listed, sort: sorting.Sort, offset: int, limit: int
) -> tuple[list[tuple[Announcement, User]], int]:
    query = narrowed(
        select(Announcement, User).join(User, User.id == Announcement.author_id), listed
    )
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    ordered = query.order_by(*sorting.order(SORTS[sort.field], sort, Announcement.id))
    rows = db.execute(ordered.offset(offset).limit(limit)).all()
    return [(row[0], row[1]) for row in rows], total


def ids(db: Session, listed: Listed, sort: sorting.Sort, batch: int) -> Iterable[int]:
    """The ids of every message the list shows, in its order, `batch` at a time."""
    query = narrowed(select(Announcement.id), listed)
    query = query.order_by(*sorting.order(SORTS[sort.field], sort, Announcement.id))
    return db.scalars(query.execution_options(yield_per=batch))


def by_id(db: Session, ids: Sequence[int]) -> list[tuple[Announcement, User]]:
    rows = db.execute(
        select(Announcement, User)
        .join(User, User.id == Announcement.author_id)
        .where(Announcement.id.in_(list(ids)))
    ).all()
    return [(row[0], row[1]) for row in rows]


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


# A centre's name, or a teacher's first and last names.
_NAME = func.coalesce(Centre.name, Teacher.first_name + " " + Teacher.last_name)


def _named() -> Any:
    return (
        select(User, _NAME)
        .outerjoin(Centre, Centre.user_id == User.id)
        .outerjoin(Teacher, Teacher.user_id == User.id)
        .where(User.kind.in_((AccountKind.centre, AccountKind.teacher)))
    )


def accounts_matching(
    db: Session, keyword: str | None, kind: str | None, limit: int
) -> list[tuple[User, str | None]]:
    """Centre and teacher accounts whose name or e-mail holds the keyword,
    the newest first."""
    query = _named()
    if kind:
        query = query.where(User.kind == kind)
    if keyword:
        pattern = search.containing(keyword)
        query = query.where(
            or_(
                func.lower(_NAME).like(pattern, escape=search.ESCAPE),
                func.lower(User.email).like(pattern, escape=search.ESCAPE),
            )
        )
    rows = db.execute(query.order_by(User.id.desc()).limit(limit)).all()
    return [(row[0], row[1]) for row in rows]


def accounts_named(db: Session, user_ids: Iterable[int]) -> list[tuple[User, str | None]]:
    """The centre and teacher accounts among these ids, with their names."""
    ids = list(user_ids)
    if not ids:
        return []
    rows = db.execute(_named().where(User.id.in_(ids)).order_by(User.id)).all()
    return [(row[0], row[1]) for row in rows]
