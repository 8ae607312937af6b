"""The staff calls of the booking desk, at the spec's statistics paths
(`/statistical/job/...`); each declares its permission like every staff call."""

from __future__ import annotations

from typing import Annotated
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends

from relief.auth.deps import DB
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.bookingdesk import service, staff_actions
from relief.bookingdesk.schemas import (
    BookingDeskDetail,
    BookingRow,
    DeskIdIn,
    DeskListIn,
    InviteDeskDetail,
    InviteRow,
    JobRecordDeskDetail,
    JobRecordRow,
    MoveRecordIn,
    MoveRecordOut,
    OperationRecord,
    RematchOut,
    Removed,
    StaffCancelIn,
    StaffCancelOut,
)
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, ok

router = APIRouter(tags=["admin console"])
Zone = Annotated[Settings, Depends(get_settings)]
Reader = Annotated[Principal, May(Permission.booking_list)]
Remover = Annotated[Principal, May(Permission.booking_delete)]


@router.post("/statistical/job/book/list", response_model=Envelope[Page[BookingRow]])
def book_list(
    payload: DeskListIn, caller: Reader, db: DB, settings: Zone
) -> Envelope[Page[BookingRow]]:
    """Bookings, newest start first, by status (0 canceled, 1 confirmed, 2 processing,
    3 failed, 4 split), centre, teacher, booking, period and keyword."""
    return ok(service.booking_list(db, caller.user.id, payload, ZoneInfo(settings.time_zone)))


@router.post("/statistical/job/book/detail", response_model=Envelope[BookingDeskDetail])
def book_detail(payload: DeskIdIn, caller: Reader, db: DB) -> Envelope[BookingDeskDetail]:
    """One booking with its invites, job records and matching timeline."""
    return ok(service.booking_detail(db, caller.user.id, payload.id))


@router.post("/statistical/job/book/delete", response_model=Envelope[Removed])
def book_delete(payload: DeskIdIn, caller: Remover, db: DB) -> Envelope[Removed]:
    """Remove a booking (softly, with its invites and job records); refused
    while an invoice line, a confirmed time sheet or a fee depends on it."""
    return ok(service.delete_booking(db, caller.user.id, payload.id, now()))


@router.post("/statistical/job/invite/list", response_model=Envelope[Page[InviteRow]])
def invite_list(
    payload: DeskListIn, caller: Reader, db: DB, settings: Zone
) -> Envelope[Page[InviteRow]]:
    """Invites, newest first, by status (0 withdrawn, 1 interested, 2 connecting,
    3 expired, 4 declined), centre, teacher, booking, period and keyword."""
    return ok(service.invite_list(db, caller.user.id, payload, ZoneInfo(settings.time_zone)))


@router.post("/statistical/job/invite/detail", response_model=Envelope[InviteDeskDetail])
def invite_detail(payload: DeskIdIn, caller: Reader, db: DB) -> Envelope[InviteDeskDetail]:
    """One invite with its booking's timeline."""
    return ok(service.invite_detail(db, caller.user.id, payload.id))


@router.post("/statistical/job/invite/delete", response_model=Envelope[Removed])
def invite_delete(payload: DeskIdIn, caller: Remover, db: DB) -> Envelope[Removed]:
    """Remove an invite (softly); refused while money depends on its job records."""
    return ok(service.delete_invite(db, caller.user.id, payload.id, now()))


@router.post("/statistical/job/record/list", response_model=Envelope[Page[JobRecordRow]])
def record_list(
    payload: DeskListIn, caller: Reader, db: DB, settings: Zone
) -> Envelope[Page[JobRecordRow]]:
    """Job records, newest start first, by status (2 processing, 3 finished,
    4 leave, 5 canceled, 6 extend), centre, teacher, booking, period and keyword."""
    return ok(service.record_list(db, caller.user.id, payload, ZoneInfo(settings.time_zone)))


@router.post("/statistical/job/record/detail", response_model=Envelope[JobRecordDeskDetail])
def record_detail(payload: DeskIdIn, caller: Reader, db: DB) -> Envelope[JobRecordDeskDetail]:
    """One job record with its booking's timeline."""
    return ok(service.record_detail(db, caller.user.id, payload.id))


@router.post("/statistical/job/record/delete", response_model=Envelope[Removed])
def record_delete(payload: DeskIdIn, caller: Remover, db: DB) -> Envelope[Removed]:
    """Remove a job record (softly); refused while an invoice line, a confirmed
    time sheet or a cancellation fee depends on it."""
    return ok(service.delete_record(db, caller.user.id, payload.id, now()))


@router.post("/statistical/job/operate/record/list", response_model=Envelope[list[OperationRecord]])
def operate_records(payload: DeskIdIn, caller: Reader, db: DB) -> Envelope[list[OperationRecord]]:
    """What was done to a booking (`id`): its timeline and the staff changes
    of it, its invites and its job records, oldest first."""
    return ok(service.operation_records(db, caller.user.id, payload.id))


@router.post("/statistical/job/book/cancel", response_model=Envelope[StaffCancelOut])
def book_cancel(
    payload: StaffCancelIn, caller: Annotated[Principal, May(Permission.booking_cancel)], db: DB
) -> Envelope[StaffCancelOut]:
    """Cancel a booking (or one job record, `jobRecordId`) on the centre's behalf
    with a reason, as the centre's own cancellation does it (fee included)."""
    return ok(service.cancel_for_centre(db, caller.user.id, payload, now()))


@router.post("/statistical/job/book/rematch", response_model=Envelope[RematchOut])
def book_rematch(
    payload: DeskIdIn, caller: Annotated[Principal, May(Permission.booking_rematch)], db: DB
) -> Envelope[RematchOut]:
    """Run a booking's matching again from its first stage (a booking still
    looking for teachers, or one that failed, not started and not yet full)."""
    return ok(staff_actions.rematch(db, caller.user.id, payload.id, now()))


@router.post("/statistical/job/record/move", response_model=Envelope[MoveRecordOut])
def record_move(
    payload: MoveRecordIn, caller: Annotated[Principal, May(Permission.booking_move)], db: DB
) -> Envelope[MoveRecordOut]:
    """Move an upcoming job record to another teacher (approved, switched on,
    free then) for a reason; both teachers and the centre are told."""
    return ok(staff_actions.move_record(db, caller.user.id, payload, now()))
