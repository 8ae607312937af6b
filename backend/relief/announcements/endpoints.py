"""The staff calls of platform messages."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter

from relief.announcements import service
from relief.announcements.schemas import (
    AccountSearchIn,
    AccountSearchOut,
    AnnouncementIdIn,
    AnnouncementItem,
    AnnouncementListIn,
    AnnouncementSaveIn,
)
from relief.auth.deps import DB
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.kit.clock import now
from relief.kit.envelope import Empty, Envelope, Page, ok

router = APIRouter(tags=["admin console"])


@router.post("/admin/message/list", response_model=Envelope[Page[AnnouncementItem]])
def message_list(
    payload: AnnouncementListIn,
    caller: Annotated[Principal, May(Permission.message_list)],
    db: DB,
) -> Envelope[Page[AnnouncementItem]]:
    """Platform messages, newest first, drafts and published, with how many
    accounts have been told."""
    return ok(service.listed(db, payload))


@router.post("/admin/message/save", response_model=Envelope[AnnouncementItem])
def message_save(
    payload: AnnouncementSaveIn,
    caller: Annotated[Principal, May(Permission.message_edit)],
    db: DB,
) -> Envelope[AnnouncementItem]:
    """Write a draft (no id) or change one."""
    return ok(service.save(db, caller.user.id, payload))


@router.post("/admin/message/publish", response_model=Envelope[AnnouncementItem])
def message_publish(
    payload: AnnouncementIdIn,
    caller: Annotated[Principal, May(Permission.message_publish)],
    db: DB,
) -> Envelope[AnnouncementItem]:
    """Publish a draft: each account of its audience gets it in the bell (and
    by e-mail when chosen), delivered by the worker."""
    return ok(service.publish(db, payload.id, now()))


@router.post("/admin/message/delete", response_model=Envelope[Empty])
def message_delete(
    payload: AnnouncementIdIn,
    caller: Annotated[Principal, May(Permission.message_edit)],
    db: DB,
) -> Envelope[Empty]:
    """Remove a draft; a published message stays."""
    service.remove(db, payload.id)
    return ok(Empty())


@router.post("/admin/message/accounts", response_model=Envelope[AccountSearchOut])
def message_accounts(
    payload: AccountSearchIn,
    caller: Annotated[Principal, May(Permission.message_list)],
    db: DB,
) -> Envelope[AccountSearchOut]:
    """Centre and teacher accounts whose name or e-mail holds a keyword (at
    most 20, the newest first), to choose a message's accounts from."""
    return ok(service.accounts(db, payload))
