"""All SQL that reads and locks bookings, their days, invites and job records.

Every query a centre can reach starts from `readable(centre_id)`.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from relief.locks import lock_booking
from relief.models import (
    ACTIVE_JOB_STATUSES,
    Booking,
    BookingDay,
    Invite,
    InviteStatus,
    JobRecord,
)


def readable(centre_id: int) -> Select[Booking]:
    return select(Booking).where(Booking.centre_id == centre_id)


def get_for_centre(
    db: Session, centre_id: int, booking_id: int, *, lock: bool = False
) -> Booking | None:
    query = readable(centre_id).where(Booking.id == booking_id)
    if lock:
        query = query.with_for_update()
    return db.scalar(query)


def lock(db: Session, booking_id: int) -> Booking | None:
    """The booking, locked for the rest of the transaction (`relief.locks`)."""
    return lock_booking(db, booking_id)


def root_id(db: Session, booking_id: int) -> int:
    """The booking as the centre created it: a split part and a leave's re-match
    point back to the booking they came from."""
    seen = {booking_id}
    while (parent := db.scalar(select(Booking.parent_id).where(Booking.id == booking_id))) and (
        parent not in seen
    ):
        seen.add(parent)
        booking_id = parent
    return booking_id


def days(db: Session, booking_id: int) -> list[BookingDay]:
    return list(
        db.scalars(
            select(BookingDay)
            .where(BookingDay.booking_id == booking_id, BookingDay.canceled_at.is_(None))
            .order_by(BookingDay.day)
        )
    )


def invites(db: Session, booking_id: int, statuses: Sequence[int] | None = None) -> list[Invite]:
    query = select(Invite).where(Invite.booking_id == booking_id)
    if statuses is not None:
        query = query.where(Invite.status.in_(statuses))
    return list(db.scalars(query.order_by(Invite.answered_at, Invite.id)))


def open_invites(db: Session, booking_id: int) -> list[Invite]:
    """Invites still waiting: sent, or answered interested but not confirmed."""
    return [
        invite
        for invite in invites(db, booking_id, (InviteStatus.connecting, InviteStatus.interested))
        if invite.confirmed_at is None
    ]


def invite(db: Session, invite_id: int, *, lock: bool = False) -> Invite | None:
    query = select(Invite).where(Invite.id == invite_id)
    if lock:
        query = query.with_for_update()
    return db.scalar(query)


def centre_invite(db: Session, centre_id: int, invite_id: int) -> Invite | None:
    """An invite to one of the centre's bookings."""
    bookings = readable(centre_id).with_only_columns(Booking.id)
    return db.scalar(select(Invite).where(Invite.id == invite_id, Invite.booking_id.in_(bookings)))


def job_records(
    db: Session, booking_id: int, *, active_only: bool = False, fresh: bool = False
) -> list[JobRecord]:
    """The booking's job records; `fresh` reloads any already in the session
    (to see what other transactions committed since)."""
    query = select(JobRecord).where(JobRecord.booking_id == booking_id)
    if active_only:
        query = query.where(JobRecord.status.in_(ACTIVE_JOB_STATUSES))
    if fresh:
        query = query.execution_options(populate_existing=True)
    return list(db.scalars(query.order_by(JobRecord.starts_at, JobRecord.seat_no)))


def job_record(db: Session, job_record_id: int, *, lock: bool = False) -> JobRecord | None:
    query = select(JobRecord).where(JobRecord.id == job_record_id)
    if lock:
        query = query.with_for_update()
    return db.scalar(query)
