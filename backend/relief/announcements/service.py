"""Platform messages: drafts, publishing, and the worker's delivery."""

from __future__ import annotations

import json
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
    AnnouncementItem,
    AnnouncementListIn,
    AnnouncementSaveIn,
)
from relief.kit.clock import now
from relief.kit.envelope import Page
from relief.models import Announcement, AnnouncementStatus, Audience, Task, User
from relief.notices import kinds
from relief.notices import service as notices
from relief.tasks import handles, schedule

DELIVER = "announcement.deliver"
# Accounts told in one transaction of the worker.
BATCH = 200


def _item(announcement: Announcement, author: User | None) -> AnnouncementItem:
    return AnnouncementItem(
        id=announcement.id,
        subject=announcement.subject,
        description=announcement.description,
        audience=Audience(announcement.audience).value,
        accountIds=json.loads(announcement.account_ids or "[]"),
        sendEmail=announcement.send_email,
        status=AnnouncementStatus(announcement.status).value,
        authorId=announcement.author_id,
        authorName=author.name if author else None,
        createdAt=announcement.created_at,
        publishedAt=announcement.published_at,
        delivered=announcement.delivered,
        deliveredAt=announcement.delivered_at,
    )


def listed(db: Session, query: AnnouncementListIn) -> Page[AnnouncementItem]:
    rows, total = repository.page(db, query.status, query.offset, query.pageSize)
    return Page[AnnouncementItem].of([_item(a, author) for a, author in rows], total, query)


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
    return _item(announcement, repository.author(db, announcement.author_id))


def publish(db: Session, announcement_id: int, at: datetime) -> AnnouncementItem:
    """Publish a draft: the worker then tells every account of its audience."""
    announcement = _draft(db, announcement_id)
    announcement.status = AnnouncementStatus.published
    announcement.published_at = at
    db.flush()
    schedule(db, DELIVER, announcement.id, at)
    return _item(announcement, repository.author(db, announcement.author_id))


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
