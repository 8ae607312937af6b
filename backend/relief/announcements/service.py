"""Platform messages: drafts, publishing, and the worker's delivery."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import datetime

from sqlalchemy.orm import Session

from relief.announcements import repository
from relief.announcements.errors import (
    AccountsRequired,
    AccountsUnknown,
    AnnouncementMissing,
    AnnouncementPublished,
)
from relief.announcements.schemas import (
    AccountSearchIn,
    AccountSearchOut,
    AnnouncementFilter,
    AnnouncementItem,
    AnnouncementListIn,
    AnnouncementSaveIn,
    MessageAccount,
)
from relief.kit import sorting
from relief.kit.clock import now
from relief.kit.envelope import Page
from relief.models import AccountKind, Announcement, AnnouncementStatus, Audience, Task, User
from relief.notices import kinds
from relief.notices import service as notices
from relief.tasks import handles, schedule

DELIVER = "announcement.deliver"
# Accounts told in one transaction of the worker.
BATCH = 200
NEWEST_FIRST = sorting.Sort(field="createdAt", descending=True)


SEARCH_LIMIT = 20


def _account(user: User, name: str | None) -> MessageAccount:
    return MessageAccount(
        userId=user.id,
        kind=AccountKind(user.kind).value,
        name=name,
        email=user.email,
        enabled=user.enabled,
    )


def _chosen(announcement: Announcement) -> list[int]:
    ids: list[int] = json.loads(announcement.account_ids or "[]")
    return ids


def _item(
    announcement: Announcement, author: User | None, named: dict[int, MessageAccount]
) -> AnnouncementItem:
    chosen = _chosen(announcement)
    return AnnouncementItem(
        id=announcement.id,
        subject=announcement.subject,
        description=announcement.description,
        audience=Audience(announcement.audience).value,
        accountIds=chosen,
        accounts=[named[i] for i in chosen if i in named],
        sendEmail=announcement.send_email,
        status=AnnouncementStatus(announcement.status).value,
        authorId=announcement.author_id,
        authorName=author.name if author else None,
        authorEmail=author.email if author else None,
        createdAt=announcement.created_at,
        publishedAt=announcement.published_at,
        delivered=announcement.delivered,
        deliveredAt=announcement.delivered_at,
    )


def _named(db: Session, user_ids: Iterable[int]) -> dict[int, MessageAccount]:
    return {user.id: _account(user, name) for user, name in repository.accounts_named(db, user_ids)}


def _one(db: Session, announcement: Announcement) -> AnnouncementItem:
    return _item(
        announcement,
        repository.author(db, announcement.author_id),
        _named(db, _chosen(announcement)),
    )


def _sort(query: AnnouncementFilter) -> sorting.Sort:
    return sorting.parse(query.sort, repository.SORTS, NEWEST_FIRST)


def _listed(query: AnnouncementFilter) -> repository.Listed:
    return repository.Listed(
        status=query.status,
        audience=query.audience,
        keyword=query.keyword,
    )


def _items(db: Session, rows: Sequence[tuple[Announcement, User]]) -> list[AnnouncementItem]:
    named = _named(db, {i for announcement, _ in rows for i in _chosen(announcement)})
    return [_item(a, author, named) for a, author in rows]


def listed(db: Session, query: AnnouncementListIn) -> Page[AnnouncementItem]:
    """The messages, newest first unless sorted otherwise."""
    rows, total = repository.page(db, _listed(query), _sort(query), query.offset, query.pageSize)
    return Page[AnnouncementItem].of(_items(db, rows), total, query)


def accounts(db: Session, query: AccountSearchIn) -> AccountSearchOut:
    """Centre and teacher accounts to choose from, by name or e-mail."""
    rows = repository.accounts_matching(db, query.keyword, query.kind, SEARCH_LIMIT)
    return AccountSearchOut(list=[_account(user, name) for user, name in rows])


def check(query: AnnouncementFilter) -> None:
    """Refuse a filter or a sort the list would refuse."""
    _sort(query)


def ids(db: Session, query: AnnouncementFilter, batch: int) -> Iterable[int]:
    """The ids of every message the list shows, in its order (for its export)."""
    return repository.ids(db, _listed(query), _sort(query), batch)


def items_by_id(db: Session, ids: Sequence[int]) -> dict[int, AnnouncementItem]:
    return {item.id: item for item in _items(db, repository.by_id(db, ids))}


def _draft(db: Session, announcement_id: int) -> Announcement:
    announcement = repository.find(db, announcement_id, lock=True)
    if announcement is None:
        raise AnnouncementMissing()
    if announcement.status != AnnouncementStatus.draft:
        raise AnnouncementPublished()
    return announcement


def save(db: Session, author_id: int, payload: AnnouncementSaveIn) -> AnnouncementItem:
    """Write a draft: for `accounts`, at least one, each a centre or a teacher."""
    chosen = sorted(set(payload.accountIds)) if payload.audience == Audience.accounts else []
    if payload.audience == Audience.accounts:
        if not chosen:
            raise AccountsRequired()
        unknown = sorted(set(chosen) - repository.reachable(db, chosen))
        if unknown:
            raise AccountsUnknown(ids=", ".join(str(i) for i in unknown))
    if payload.id is None:
        announcement = Announcement(author_id=author_id, status=AnnouncementStatus.draft)
        db.add(announcement)
    else:
        announcement = _draft(db, payload.id)
    announcement.subject = payload.subject
    announcement.description = payload.description
    announcement.audience = payload.audience
    announcement.account_ids = json.dumps(chosen)
    announcement.send_email = payload.sendEmail
    db.flush()
    return _one(db, announcement)


def publish(db: Session, announcement_id: int, at: datetime) -> AnnouncementItem:
    """Publish a draft: the worker then tells every account of its audience."""
    announcement = _draft(db, announcement_id)
    announcement.status = AnnouncementStatus.published
    announcement.published_at = at
    db.flush()
    schedule(db, DELIVER, announcement.id, at)
    return _one(db, announcement)


def remove(db: Session, announcement_id: int) -> None:
    db.delete(_draft(db, announcement_id))
    db.flush()


@handles(DELIVER)
def deliver(db: Session, task: Task) -> None:
    """Tell the next batch of accounts, and note the last one told in the same
    transaction: a crash repeats no notice and loses none. A full batch
    schedules the next one."""
    announcement = repository.find(db, task.ref_id, lock=True)
    if announcement is None or announcement.status != AnnouncementStatus.published:
        return
    users = repository.recipients(
        db,
        Audience(announcement.audience),
        json.loads(announcement.account_ids or "[]"),
        announcement.delivered_up_to,
        BATCH,
    )
    facts = kinds.Written(title=announcement.subject, body=announcement.description)
    for user in users:
        notices.notify(db, user, facts, email=announcement.send_email)
    if users:
        announcement.delivered_up_to = users[-1].id
        announcement.delivered += len(users)
    at = now()
    if len(users) == BATCH:
        schedule(db, DELIVER, announcement.id, at)
    else:
        announcement.delivered_at = at
    db.flush()
