"""Vouchers: money off a booking's invoice.

A voucher is 0 active, 1 book (attached to a booking), 2 using (applied on an
issued invoice), 3 used (that invoice paid) or 5 expired (unused past expiry).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import Select, and_, func, or_, select
from sqlalchemy.orm import Session

from relief.bookings import repository as bookings
from relief.bookings import timeline
from relief.errors import Conflict, NotFound, ParameterError
from relief.kit.envelope import Page
from relief.models import Booking, BookingEvent, Centre, Invoice, JobRecordStatus, Task, Voucher
from relief.settings import service as settings
from relief.vouchers.schemas import UsableOut, VoucherItem, VoucherListIn
from relief.worker.registry import handles, schedule

SIGNUP = 1
BOOKING = 2

ACTIVE = 0
BOOK = 1
USING = 2
USED = 3
EXPIRED = 5


def _issue(db: Session, centre_id: int, voucher_type: int, name: str, at: datetime) -> Voucher:
    values = settings.get_many(db, "voucher_value", "voucher_validity_days")
    voucher = Voucher(
        centre_id=centre_id,
        voucher_type=voucher_type,
        name=name,
        par_value=values["voucher_value"],
        use_type=0,
        status=ACTIVE,
        issued_at=at,
        expires_at=at + timedelta(days=int(values["voucher_validity_days"])),
    )
    db.add(voucher)
    db.flush()
    schedule(db, "voucher.expire", voucher.id, voucher.expires_at)
    return voucher


def issue_signup(db: Session, centre: Centre, at: datetime) -> Voucher:
    """The voucher every new centre gets."""
    return _issue(db, centre.id, SIGNUP, "Welcome voucher", at)


def issue_booking_voucher(db: Session, centre_id: int, at: datetime) -> Voucher:
    """The voucher a centre earns when a multi-day booking of 5 days or more completes."""
    return _issue(db, centre_id, BOOKING, "Booking voucher", at)


UNQUALIFIED_BOOKING = 2
MIN_VOUCHER_DAYS = 5
SETTLED_JOB_STATUSES = (JobRecordStatus.finished, JobRecordStatus.canceled, JobRecordStatus.leave)


def reward_completed_booking(db: Session, booking_id: int, at: datetime) -> Voucher | None:
    """Once a multi-day booking of at least 5 days is complete (every job record
    finished, cancelled or left, at least one finished), the centre earns a
    booking voucher, once."""
    booking = bookings.lock(db, booking_id)
    if booking is None or not booking.multi_day:
        return None
    if len(bookings.days(db, booking.id)) < MIN_VOUCHER_DAYS:
        return None
    records = bookings.job_records(db, booking.id)
    if not any(r.status == JobRecordStatus.finished for r in records):
        return None
    if any(r.status not in SETTLED_JOB_STATUSES for r in records):
        return None
    earned = select(BookingEvent.id).where(
        BookingEvent.booking_id == booking.id, BookingEvent.kind == "voucher_earned"
    )
    if db.scalar(earned.limit(1)) is not None:
        return None
    voucher = issue_booking_voucher(db, booking.centre_id, at)
    timeline.record(db, booking.id, "voucher_earned", at, voucherId=voucher.id)
    db.flush()
    return voucher


def unused_signup_voucher(db: Session, centre_id: int, at: datetime) -> Voucher | None:
    return db.scalars(
        select(Voucher).where(
            Voucher.centre_id == centre_id,
            Voucher.voucher_type == SIGNUP,
            Voucher.status == ACTIVE,
            Voucher.expires_at > at,
        )
    ).first()


def fits(use_type: int, qualification: int) -> bool:
    """Whether a voucher of this use type can discount a booking of this
    qualification (newly qualified counts as qualified)."""
    if use_type == 1:
        return qualification != UNQUALIFIED_BOOKING
    if use_type == 2:
        return qualification == UNQUALIFIED_BOOKING
    return True


def usable(voucher: Voucher, centre_id: int, at: datetime) -> bool:
    return voucher.centre_id == centre_id and voucher.status == ACTIVE and voucher.expires_at > at


def attach(db: Session, centre: Centre, voucher_id: int, booking: Booking, at: datetime) -> Voucher:
    """Attach one of the centre's active vouchers to a new booking (1 book)."""
    voucher = db.scalar(select(Voucher).where(Voucher.id == voucher_id).with_for_update())
    if voucher is None or voucher.centre_id != centre.id:
        raise NotFound("The voucher does not exist.")
    if voucher.status != ACTIVE:
        raise Conflict("This voucher has already been used or attached to another booking.")
    if voucher.expires_at <= at:
        raise Conflict("This voucher has expired.")
    if not fits(voucher.use_type, booking.qualification):
        raise ParameterError("This voucher cannot be used for the teachers this booking asks for.")
    voucher.status = BOOK
    voucher.booking_id = booking.id
    db.flush()
    return voucher


def booked_for(db: Session, booking_id: int) -> Voucher | None:
    """The voucher attached to a booking and not yet applied on an invoice."""
    return db.scalar(
        select(Voucher)
        .where(Voucher.booking_id == booking_id, Voucher.status == BOOK)
        .with_for_update()
    )


def release_for_cancelled_booking(db: Session, booking_id: int, at: datetime) -> Voucher | None:
    """A cancelled booking that never got an invoice gives its voucher back."""
    voucher = booked_for(db, booking_id)
    if voucher is None:
        return None
    if db.scalar(select(Invoice.id).where(Invoice.booking_id == booking_id).limit(1)) is not None:
        return None
    voucher.booking_id = None
    voucher.status = ACTIVE if voucher.expires_at > at else EXPIRED
    db.flush()
    return voucher


@handles("voucher.expire")
def voucher_expired(db: Session, task: Task) -> None:
    voucher = db.scalar(select(Voucher).where(Voucher.id == task.ref_id).with_for_update())
    if voucher is None or voucher.status not in (ACTIVE, BOOK):
        return
    if voucher.expires_at > task.due_at:
        return
    voucher.status = EXPIRED
    db.flush()


# What a centre reads.


def list_status(voucher: Voucher, at: datetime) -> int:
    """The status shown: an active or booked voucher past its expiry is expired
    even before its expiry task has run."""
    if voucher.status in (ACTIVE, BOOK) and voucher.expires_at <= at:
        return EXPIRED
    return voucher.status


def item(voucher: Voucher, at: datetime) -> VoucherItem:
    return VoucherItem(
        id=voucher.id,
        name=voucher.name,
        voucherType=voucher.voucher_type,
        parValue=voucher.par_value,
        useType=voucher.use_type,
        status=list_status(voucher, at),
        issuedAt=voucher.issued_at,
        expiresAt=voucher.expires_at,
        bookingId=voucher.booking_id,
    )


def _with_status(query: Select[Voucher], status: int | None, at: datetime) -> Select[Voucher]:
    if status is None:
        return query
    live = Voucher.expires_at > at
    if status in (ACTIVE, BOOK):
        return query.where(Voucher.status == status, live)
    if status == EXPIRED:
        return query.where(
            or_(Voucher.status == EXPIRED, and_(Voucher.status.in_((ACTIVE, BOOK)), ~live))
        )
    return query.where(Voucher.status == status)


def page(db: Session, centre: Centre, query: VoucherListIn, at: datetime) -> Page[VoucherItem]:
    found = _with_status(select(Voucher).where(Voucher.centre_id == centre.id), query.status, at)
    total = db.scalar(select(func.count()).select_from(found.subquery())) or 0
    rows = db.scalars(
        found.order_by(Voucher.issued_at.desc(), Voucher.id.desc())
        .offset(query.offset)
        .limit(query.pageSize)
    )
    return Page[VoucherItem](
        list=[item(v, at) for v in rows],
        total=int(total),
        pageNo=query.pageNo,
        pageSize=query.pageSize,
    )


def usable_list(db: Session, centre: Centre, qualification: int, at: datetime) -> UsableOut:
    rows = db.scalars(
        select(Voucher)
        .where(Voucher.centre_id == centre.id, Voucher.status == ACTIVE, Voucher.expires_at > at)
        .order_by(Voucher.expires_at, Voucher.id)
    )
    return UsableOut(list=[item(v, at) for v in rows if fits(v.use_type, qualification)])
