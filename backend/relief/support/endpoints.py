"""Support tickets: the centre's calls, and the staff's (their screen comes with
the admin console)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, UploadFile

from relief.auth.deps import DB, CurrentCentre
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, ok
from relief.support import service
from relief.support.schemas import (
    AssigneesOut,
    AssignIn,
    NoteIn,
    ReplyIn,
    StaffTicketDetail,
    StaffTicketItem,
    StaffTicketListIn,
    StatusIn,
    TicketDetail,
    TicketIn,
    TicketItem,
    TicketListIn,
    TicketRef,
    UploadOut,
)

router = APIRouter(tags=["support tickets"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/center/support/ticket/upload", response_model=Envelope[UploadOut])
def ticket_upload(
    caller: CurrentCentre, db: DB, settings: SettingsDep, file: Annotated[UploadFile, File()]
) -> Envelope[UploadOut]:
    """Upload an attachment (multipart `file`): PDF, JPG or PNG, checked by content."""
    data = file.file.read(settings.upload_max_bytes + 1)
    return ok(service.upload(db, settings, caller.user, file.filename or "file", data))


@router.post("/center/support/ticket/submit", response_model=Envelope[TicketDetail])
def ticket_submit(payload: TicketIn, caller: CurrentCentre, db: DB) -> Envelope[TicketDetail]:
    """Open a ticket: category, subject, description and up to 3 attachments."""
    return ok(service.submit(db, caller.user, caller.centre, payload, now()))


@router.post("/center/support/ticket/list", response_model=Envelope[Page[TicketItem]])
def ticket_list(payload: TicketListIn, caller: CurrentCentre, db: DB) -> Envelope[Page[TicketItem]]:
    """The centre's tickets, newest first, paged, optionally of one status."""
    return ok(service.page(db, caller.centre.id, payload))


@router.post("/center/support/ticket/detail", response_model=Envelope[TicketDetail])
def ticket_detail(payload: TicketRef, caller: CurrentCentre, db: DB) -> Envelope[TicketDetail]:
    """A ticket by its number, with its thread."""
    return ok(service.centre_detail(db, caller.centre, payload.ticketNo))


@router.post("/center/support/ticket/reply", response_model=Envelope[TicketDetail])
def ticket_reply(payload: ReplyIn, caller: CurrentCentre, db: DB) -> Envelope[TicketDetail]:
    """Reply in the thread (with attachments); a waiting ticket goes back to processing."""
    return ok(service.centre_reply(db, caller.user, caller.centre, payload, now()))


@router.post("/center/support/ticket/close", response_model=Envelope[TicketDetail])
def ticket_close(payload: TicketRef, caller: CurrentCentre, db: DB) -> Envelope[TicketDetail]:
    """Close a ticket the centre no longer needs help with."""
    return ok(service.close(db, caller.centre, payload.ticketNo, now()))


@router.post("/center/support/ticket/reopen", response_model=Envelope[TicketDetail])
def ticket_reopen(payload: TicketRef, caller: CurrentCentre, db: DB) -> Envelope[TicketDetail]:
    """Reopen a resolved or closed ticket."""
    return ok(service.reopen(db, caller.centre, payload.ticketNo, now()))


@router.post("/admin/support/ticket/upload", response_model=Envelope[UploadOut])
def staff_ticket_upload(
    caller: Annotated[Principal, May(Permission.ticket_reply)],
    db: DB,
    settings: SettingsDep,
    file: Annotated[UploadFile, File()],
) -> Envelope[UploadOut]:
    """Staff: upload an attachment for a reply (multipart `file`)."""
    data = file.file.read(settings.upload_max_bytes + 1)
    return ok(service.upload(db, settings, caller.user, file.filename or "file", data))


@router.post("/admin/support/ticket/list", response_model=Envelope[Page[StaffTicketItem]])
def staff_ticket_list(
    payload: StaffTicketListIn, caller: Annotated[Principal, May(Permission.ticket_list)], db: DB
) -> Envelope[Page[StaffTicketItem]]:
    """Staff: every centre's tickets, newest first; optionally of one status and
    category, matching a keyword (number, subject or centre), and handled by
    someone ("mine", a staff member's id) or "unassigned"."""
    return ok(service.staff_page(db, caller.user, payload))


@router.post("/admin/support/ticket/assignees", response_model=Envelope[AssigneesOut])
def staff_ticket_assignees(
    caller: Annotated[Principal, May(Permission.ticket_list)], db: DB
) -> Envelope[AssigneesOut]:
    """Staff: who a ticket may be assigned to (enabled staff who may reply to tickets)."""
    return ok(service.assignees(db))


@router.post("/admin/support/ticket/detail", response_model=Envelope[StaffTicketDetail])
def staff_ticket_detail(
    payload: TicketRef, caller: Annotated[Principal, May(Permission.ticket_list)], db: DB
) -> Envelope[StaffTicketDetail]:
    """Staff: a ticket with its thread and its internal notes."""
    return ok(service.staff_detail(db, payload.ticketNo))


@router.post("/admin/support/ticket/assign", response_model=Envelope[StaffTicketDetail])
def staff_ticket_assign(
    payload: AssignIn, caller: Annotated[Principal, May(Permission.ticket_assign)], db: DB
) -> Envelope[StaffTicketDetail]:
    """Staff: give the ticket to a staff member who may reply to tickets, or to nobody."""
    return ok(service.assign(db, payload, now()))


@router.post("/admin/support/ticket/note", response_model=Envelope[StaffTicketDetail])
def staff_ticket_note(
    payload: NoteIn, caller: Annotated[Principal, May(Permission.ticket_reply)], db: DB
) -> Envelope[StaffTicketDetail]:
    """Staff: add an internal note; only staff read it, never the centre."""
    return ok(service.add_note(db, caller.user, payload, now()))


@router.post("/admin/support/ticket/reply", response_model=Envelope[StaffTicketDetail])
def staff_ticket_reply(
    payload: ReplyIn, caller: Annotated[Principal, May(Permission.ticket_reply)], db: DB
) -> Envelope[StaffTicketDetail]:
    """Staff: reply in the thread; the centre gets a notice."""
    return ok(service.staff_reply(db, caller.user, payload, now()))


@router.post("/admin/support/ticket/status", response_model=Envelope[StaffTicketDetail])
def staff_ticket_status(
    payload: StatusIn, caller: Annotated[Principal, May(Permission.ticket_status)], db: DB
) -> Envelope[StaffTicketDetail]:
    """Staff: set a ticket's state; the centre gets a notice."""
    return ok(service.staff_set_status(db, payload.ticketNo, payload.status, now()))
