"""The centre's job calls (spec section 7)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body

from relief.auth.deps import DB, CentreReader, CurrentCentre
from relief.bookings import service
from relief.bookings.schemas import (
    BookingDetail,
    BookingItem,
    BookingListIn,
    BookingRef,
    CancelFeeIn,
    CancelFeeOut,
    CancelIn,
    ConfirmAllOut,
    CreatedOut,
    CreateIn,
    ExtendIn,
    InviteRef,
    ProcessIn,
    ProcessOut,
    UpcomingIn,
)
from relief.kit.clock import now
from relief.kit.envelope import BoundedPage, Envelope, ok

router = APIRouter(tags=["bookings"])


@router.post("/center/job/create/process", response_model=Envelope[ProcessOut])
def create_process(
    payload: Annotated[ProcessIn, Body()], caller: CurrentCentre, db: DB
) -> Envelope[ProcessOut]:
    """processType 1: a live quote (held 5 minutes) for a draft; processType 3:
    record a draft abandoned on the creation page."""
    return ok(service.process(db, caller.centre, payload, now()))


@router.post("/center/job/create", response_model=Envelope[CreatedOut])
def create(payload: CreateIn, caller: CurrentCentre, db: DB) -> Envelope[CreatedOut]:
    """Create a Standard, Advance or Multiple booking with a live quote; matching starts."""
    return ok(service.create(db, caller.centre, payload, now()))


@router.post("/center/job/book/list", response_model=Envelope[BoundedPage[BookingItem]])
async def book_list(
    payload: BookingListIn, read: CentreReader
) -> Envelope[BoundedPage[BookingItem]]:
    """Processing or past bookings, paged."""
    return ok(await read(lambda db, centre: service.book_list(db, centre, payload, now())))


@router.post("/center/job/book/upcoming", response_model=Envelope[BoundedPage[BookingItem]])
async def book_upcoming(
    payload: UpcomingIn, read: CentreReader
) -> Envelope[BoundedPage[BookingItem]]:
    """Confirmed bookings that have not ended, paged."""
    return ok(await read(lambda db, centre: service.upcoming(db, centre, payload, now())))


@router.post("/center/job/book/detail", response_model=Envelope[BookingDetail])
async def book_detail(payload: BookingRef, read: CentreReader) -> Envelope[BookingDetail]:
    """One booking with its days, invites, job records and matching timeline."""
    return ok(await read(lambda db, centre: service.detail(db, centre, payload.bookingId)))


@router.post("/center/job/book/cancel/fee", response_model=Envelope[CancelFeeOut])
def cancel_fee(payload: CancelFeeIn, caller: CurrentCentre, db: DB) -> Envelope[CancelFeeOut]:
    """What cancelling the booking (or one job record) would cost now."""
    return ok(service.cancel_fee(db, caller.centre, payload.bookingId, payload.jobRecordId, now()))


@router.post("/center/job/book/cancel", response_model=Envelope[CancelFeeOut])
def cancel(payload: CancelIn, caller: CurrentCentre, db: DB) -> Envelope[CancelFeeOut]:
    """Cancel a booking or one job record, with a reason; answers the fee charged."""
    return ok(
        service.cancel(
            db, caller.centre, payload.bookingId, payload.jobRecordId, payload.reason, now()
        )
    )


@router.post("/center/job/book/extend", response_model=Envelope[BookingDetail])
def extend(payload: ExtendIn, caller: CurrentCentre, db: DB) -> Envelope[BookingDetail]:
    """Ask a booked teacher to stay later; the teacher accepts or declines."""
    record = service.extend(db, caller.centre, payload.jobRecordId, payload.endTime, now())
    return ok(service.detail(db, caller.centre, record.booking_id))


@router.post("/center/job/add/reward", response_model=Envelope[BookingDetail])
def add_reward(payload: BookingRef, caller: CurrentCentre, db: DB) -> Envelope[BookingDetail]:
    """Boost: add the incentive and re-invite at the widest radius."""
    booking = service.boost(db, caller.centre, payload.bookingId, now())
    return ok(service.detail(db, caller.centre, booking.id))


@router.post("/center/job/invite/public", response_model=Envelope[BookingDetail])
def invite_public(payload: BookingRef, caller: CurrentCentre, db: DB) -> Envelope[BookingDetail]:
    """Turn a favourite booking public: the public stages start."""
    booking = service.make_public(db, caller.centre, payload.bookingId, now())
    return ok(service.detail(db, caller.centre, booking.id))


@router.post("/center/job/invite/cancel", response_model=Envelope[BookingDetail])
def invite_cancel(payload: InviteRef, caller: CurrentCentre, db: DB) -> Envelope[BookingDetail]:
    """Withdraw an invite that has not been confirmed."""
    invite = service.withdraw_invite(db, caller.centre, payload.inviteId, now())
    return ok(service.detail(db, caller.centre, invite.booking_id))


@router.post("/center/job/invite/split", response_model=Envelope[BookingDetail])
def invite_split(payload: BookingRef, caller: CurrentCentre, db: DB) -> Envelope[BookingDetail]:
    """Split a partly filled booking; answers the new processing booking."""
    _, rest = service.split(db, caller.centre, payload.bookingId, now())
    return ok(service.detail(db, caller.centre, rest.id))


@router.post("/center/job/confirm/price", response_model=Envelope[BookingDetail])
def confirm_price(payload: InviteRef, caller: CurrentCentre, db: DB) -> Envelope[BookingDetail]:
    """Book an interested teacher at the quoted price."""
    records = service.confirm_price(db, caller.centre, payload.inviteId, now())
    return ok(service.detail(db, caller.centre, records[0].booking_id))


@router.post("/center/job/confirm/teacher/all/price", response_model=Envelope[ConfirmAllOut])
def confirm_all(payload: BookingRef, caller: CurrentCentre, db: DB) -> Envelope[ConfirmAllOut]:
    """Book every interested teacher, first answers first, until the booking is full."""
    return ok(service.confirm_all(db, caller.centre, payload.bookingId, now()))
