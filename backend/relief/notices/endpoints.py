"""Notice calls shared by every signed-in user."""

from __future__ import annotations

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentPrincipal
from relief.kit.envelope import Envelope, Page, ok
from relief.notices import service
from relief.notices.schemas import (
    LanguageIn,
    LanguageOut,
    NoticeListIn,
    NoticeOut,
    NoticeReadIn,
    UnreadOut,
)

router = APIRouter(tags=["notices"])


@router.post("/user/unread/notices", response_model=Envelope[UnreadOut])
def unread_notices(principal: CurrentPrincipal, db: DB) -> Envelope[UnreadOut]:
    """How many of the caller's notices are unread (the bell's badge)."""
    return ok(UnreadOut(userUnReadNotices=service.unread_count(db, principal.user.id)))


@router.post("/user/notice/list", response_model=Envelope[Page[NoticeOut]])
def notice_list(
    payload: NoticeListIn, principal: CurrentPrincipal, db: DB
) -> Envelope[Page[NoticeOut]]:
    """The caller's notices, newest first."""
    return ok(service.page(db, principal.user, payload.pageNo, payload.pageSize))


@router.post("/user/notice/read", response_model=Envelope[UnreadOut])
def notice_read(payload: NoticeReadIn, principal: CurrentPrincipal, db: DB) -> Envelope[UnreadOut]:
    """Mark one notice, or all, read; answers the new unread count."""
    unread = service.mark_read(db, principal.user.id, payload.noticeId)
    return ok(UnreadOut(userUnReadNotices=unread))


@router.post("/user/language", response_model=Envelope[LanguageOut])
def set_language(payload: LanguageIn, principal: CurrentPrincipal, db: DB) -> Envelope[LanguageOut]:
    """The language the caller's notices, e-mails and invoices are worded in."""
    return ok(LanguageOut(language=service.set_language(db, principal.user, payload.language)))
