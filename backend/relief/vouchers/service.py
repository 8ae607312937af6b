"""Vouchers: money off a booking's invoice.

A voucher is 1 a signup voucher, 2 a booking voucher or 3 one the platform's
staff issued (`relief.voucherdesk`). It is 0 active, 1 book (attached to a
booking), 2 using (applied on an issued invoice), 3 used (that invoice paid)
or 5 expired (unused past expiry, or expired early by staff).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.kit.clock import local
from relief.kit.envelope import Page
from relief.models import Booking, Centre, JobRecord, Task, Voucher
from relief.notices import kinds
from relief.notices import service as notices
from relief.settings import service as settings
from relief.tasks import handles, schedule, schedule_many
from relief.vouchers import repository, rules
from relief.vouchers.errors import (
    VoucherDoesNotFit,
    VoucherExpired,
    VoucherMissing,
    VoucherTaken,
)
from relief.vouchers.schemas import UsableOut, VoucherItem, VoucherListIn

SIGNUP = 1
BOOKING = 2
ISSUED = 3

ACTIVE = 0
BOOK = 1
USING = 2
USED = 3
EXPIRED = 5


def _issue(
    db: Session,
    centre_id: int,
    voucher_type: int,
    name: str,
    at: datetime,
    earned_for_booking_id: int | None = None,
) -> Voucher:
    values = settings.current(db)
    voucher = Voucher(
        centre_id=centre_id,
        voucher_type=voucher_type,
        name=name,
        par_value=values.voucher_value,
        use_type=0,
        status=ACTIVE,
        earned_for_booking_id=earned_for_booking_id,
        issued_at=at,
        expires_at=at + timedelta(days=values.voucher_validity_days),
    )
    db.add(voucher)
    db.flush()
    schedule(db, "voucher.expire", voucher.id, voucher.expires_at)
    return voucher


def _tell_centre(db: Session, voucher: Voucher, booking_id: int | None = None) -> None:
    """The centre hears of a voucher it has earned (in-app and by e-mail)."""
    centre, user = repository.centre_account(db, voucher.centre_id)
    notices.notify(
        db,
        user,
        kinds.VoucherEarned(
            voucherId=voucher.id,
            voucherType=voucher.voucher_type,
            bookingId=booking_id,
            value=voucher.par_value,
            expiresAt=local(voucher.expires_at, centre.time_zone),
        ),
    )


def issue_signup(db: Session, centre: Centre, at: datetime) -> Voucher:
    """The voucher every new centre gets; the centre is told."""
    voucher = _issue(db, centre.id, SIGNUP, "Welcome voucher", at)
    _tell_centre(db, voucher)
    return voucher


def issue_booking_voucher(
    db: Session, centre_id: int, at: datetime, earned_for_booking_id: int | None = None
) -> Voucher:
    """A booking voucher for the centre (untold: `decide_booking_voucher` tells it)."""
    return _issue(db, centre_id, BOOKING, "Booking voucher", at, earned_for_booking_id)


UNQUALIFIED_BOOKING = 2


def decide_booking_voucher(
    db: Session, booking: Booking, records: Sequence[JobRecord], root_id: int, at: datetime
) -> Voucher | None:
    """The voucher a booking earns once its last job record is in an end state
    (finished, cancelled, left), whichever and in whatever order, as decided
    by `rules.booking_voucher`; the caller has locked the booking and read its
    job records fresh (`relief.bookings.service.decide_voucher`).

    A voucher is earned once per booking as the centre created it (`root_id`: a
    split's two parts share one): the unique `earned_for_booking_id` makes a
    second one impossible, however the tasks re-run or race. The centre is told.
    """
    decision = rules.booking_voucher((r.booking_day_id, r.status) for r in records)
    if decision is not rules.BookingVoucher.earned:
        return None
    if repository.earned_for(db, root_id) is not None:
        return None
    try:
        with db.begin_nested():
            voucher = issue_booking_voucher(
                db, booking.centre_id, at, earned_for_booking_id=root_id
            )
    except IntegrityError:
        return None  # a racing part of the same booking earned it first
    _tell_centre(db, voucher, booking_id=booking.id)
    db.flush()
    return voucher


@dataclass(frozen=True)
class PlatformVoucher:
    """A voucher staff issue: what every centre it goes to gets."""

    name: str
    conditions: str | None
    value: Decimal
    use_type: int
    issued_by: int


def issue_from_platform(
    db: Session,
    voucher: PlatformVoucher,
    expiries: Sequence[tuple[int, datetime]],
    at: datetime,
) -> list[Voucher]:
    """A voucher of type 3 for each (centre id, moment it expires), its
    expiry task, and a notice (with its e-mail) to each centre: written set by
    set (one flush for the vouchers, one for their tasks, two for the notices
    and e-mails), so issuing to many centres costs a few statements."""
    rows = [
        Voucher(
            centre_id=centre_id,
            voucher_type=ISSUED,
            name=voucher.name,
            conditions=voucher.conditions,
            par_value=voucher.value,
            use_type=voucher.use_type,
            status=ACTIVE,
            issued_by=voucher.issued_by,
            issued_at=at,
            expires_at=expires_at,
        )
        for centre_id, expires_at in expiries
    ]
    db.add_all(rows)
    db.flush()
    schedule_many(db, "voucher.expire", ((row.id, row.expires_at) for row in rows))
    accounts = repository.centre_accounts(db, [row.centre_id for row in rows])
    notices.notify_many(
        db,
        [
            (
                accounts[row.centre_id][1],
                kinds.VoucherIssued(
                    voucherId=row.id,
                    name=row.name,
                    value=row.par_value,
                    useType=row.use_type,
                    expiresAt=local(row.expires_at, accounts[row.centre_id][0].time_zone),
                ),
            )
            for row in rows
        ],
    )
    return rows


def expire_early(db: Session, voucher: Voucher, reason: str, by: int, at: datetime) -> Voucher:
    """Staff end an active voucher before its expiry (the caller has locked it
    and checked it may be): 5 expired at once, with who, when and why; the
    centre is told. Its expiry task then finds it expired and does nothing."""
    voucher.status = EXPIRED
    voucher.expired_early_at = at
    voucher.expired_by = by
    voucher.expiry_reason = reason
    db.flush()
    _, user = repository.centre_account(db, voucher.centre_id)
    notices.notify(
        db,
        user,
        kinds.VoucherExpiredEarly(
            voucherId=voucher.id, name=voucher.name, value=voucher.par_value, reason=reason
        ),
    )
    return voucher


def unused_signup_voucher(db: Session, centre_id: int, at: datetime) -> Voucher | None:
    return repository.first_of_type(db, centre_id, SIGNUP, ACTIVE, at)


def fits(use_type: int, qualification: int) -> bool:
    """Whether a voucher of this use type can discount a booking of this
    qualification (newly qualified counts as qualified)."""
    if use_type == 1:
        return qualification != UNQUALIFIED_BOOKING
    if use_type == 2:
        return qualification == UNQUALIFIED_BOOKING
    return True


def _attachable(voucher: Voucher | None, qualification: int, at: datetime) -> Voucher:
    """The centre's voucher, if it may be attached now to a booking of this
    qualification; otherwise the refusal that says why not."""
    if voucher is None:
        raise VoucherMissing()
    if voucher.status == EXPIRED or (voucher.status == ACTIVE and voucher.expires_at <= at):
        raise VoucherExpired()
    if voucher.status != ACTIVE:
        raise VoucherTaken()
    if not fits(voucher.use_type, qualification):
        raise VoucherDoesNotFit()
    return voucher


def usable_for(
    db: Session, centre: Centre, voucher_id: int, qualification: int, at: datetime
) -> Voucher:
    """A voucher a booking being quoted would attach (read only: attaching checks again)."""
    return _attachable(repository.own(db, centre.id, voucher_id), qualification, at)


def attach(db: Session, centre: Centre, voucher_id: int, booking: Booking, at: datetime) -> Voucher:
    """Attach one of the centre's active vouchers to a new booking (1 book)."""
    voucher = _attachable(
        repository.own(db, centre.id, voucher_id, lock=True), booking.qualification, at
    )
    voucher.status = BOOK
    voucher.booking_id = booking.id
    db.flush()
    return voucher


def find(db: Session, voucher_id: int) -> Voucher | None:
    """A voucher by its id, whichever centre's: the one an invoice applied."""
    return repository.find(db, voucher_id)


def booked_for(db: Session, booking_id: int) -> Voucher | None:
    """The voucher attached to a booking and not yet applied on an invoice."""
    return repository.booked_for(db, booking_id, BOOK)


def release_for_cancelled_booking(db: Session, booking_id: int, at: datetime) -> Voucher | None:
    """A cancelled booking that never got an invoice gives its voucher back."""
    voucher = booked_for(db, booking_id)
    if voucher is None:
        return None
    if repository.booking_invoiced(db, booking_id):
        return None
    voucher.booking_id = None
    voucher.status = ACTIVE if voucher.expires_at > at else EXPIRED
    db.flush()
    return voucher


@handles("voucher.expire")
def voucher_expired(db: Session, task: Task) -> None:
    voucher = repository.locked(db, task.ref_id)
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
        conditions=voucher.conditions,
        expiredEarlyAt=voucher.expired_early_at,
        expiryReason=voucher.expiry_reason,
    )


def _shown_as(status: int | None) -> repository.StatusFilter | None:
    """Which stored vouchers show with this status (see `list_status`)."""
    if status is None:
        return None
    if status in (ACTIVE, BOOK):
        return repository.StatusFilter(stored=(status,), live_only=True)
    if status == EXPIRED:
        return repository.StatusFilter(stored=(EXPIRED,), or_past_expiry=(ACTIVE, BOOK))
    return repository.StatusFilter(stored=(status,))


def page(db: Session, centre: Centre, query: VoucherListIn, at: datetime) -> Page[VoucherItem]:
    rows, total = repository.page(
        db, centre.id, _shown_as(query.status), at, query.offset, query.pageSize
    )
    return Page[VoucherItem].of([item(v, at) for v in rows], total, query)


def usable_list(db: Session, centre: Centre, qualification: int, at: datetime) -> UsableOut:
    rows = repository.usable(db, centre.id, ACTIVE, at)
    return UsableOut(list=[item(v, at) for v in rows if fits(v.use_type, qualification)])
