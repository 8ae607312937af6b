"""All SQL of the teacher's side of bookings: their invites and job records,
each with its booking and centre."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import date, datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, and_, func, not_, select
from sqlalchemy.orm import Session

from relief.models import (
    ACTIVE_JOB_STATUSES,
    Booking,
    BookingDay,
    BookingStatus,
    Centre,
    Invite,
    InviteStatus,
    JobRecord,
)


def has_active_job_between(db: Session, teacher_id: int, start: datetime, end: datetime) -> bool:
    """Whether an upcoming or running job of the teacher overlaps [start, end)."""
    found = db.scalar(
        select(JobRecord.id)
        .where(
            JobRecord.teacher_id == teacher_id,
            JobRecord.status.in_(ACTIVE_JOB_STATUSES),
            JobRecord.starts_at < end,
            JobRecord.ends_at > start,
        )
        .limit(1)
    )
    return found is not None


InviteRow = tuple[Invite, Booking, Centre]


def readable_invites(teacher_id: int) -> Select[Invite, Booking, Centre]:
    """The teacher's invites with their booking and centre."""
    return (
        select(Invite, Booking, Centre)
        .join(Booking, Booking.id == Invite.booking_id)
        .join(Centre, Centre.id == Booking.centre_id)
        .where(
            Invite.teacher_id == teacher_id,
            Invite.deleted_at.is_(None),
            Booking.deleted_at.is_(None),
        )
    )


def _open_invite() -> ColumnElement[bool]:
    return and_(
        Invite.status == InviteStatus.connecting, Booking.status == BookingStatus.processing
    )


def invite_page(
    db: Session, teacher_id: int, *, open_only: bool, offset: int, limit: int
) -> tuple[list[InviteRow], int]:
    """One page of the teacher's open (or answered) invites, newest first, and the total."""
    query = readable_invites(teacher_id).where(
        _open_invite() if open_only else not_(_open_invite())
    )
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.execute(
        query.order_by(Invite.invited_at.desc(), Invite.id.desc()).offset(offset).limit(limit)
    )
    return [(r[0], r[1], r[2]) for r in rows], int(total)


def invite_row(db: Session, teacher_id: int, invite_id: int) -> InviteRow | None:
    row = db.execute(readable_invites(teacher_id).where(Invite.id == invite_id)).first()
    return (row[0], row[1], row[2]) if row is not None else None


def own_invite(db: Session, teacher_id: int, invite_id: int) -> Invite | None:
    """One of the teacher's invites, alone; another teacher's does not exist for them."""
    return db.scalar(
        readable_invites(teacher_id).with_only_columns(Invite).where(Invite.id == invite_id)
    )


def days_of(db: Session, booking_ids: Iterable[int]) -> dict[int, list[BookingDay]]:
    """The days still on of each booking, in date order."""
    found: dict[int, list[BookingDay]] = defaultdict(list)
    ids = sorted(set(booking_ids))
    if not ids:
        return found
    for day in db.scalars(
        select(BookingDay)
        .where(BookingDay.booking_id.in_(ids), BookingDay.canceled_at.is_(None))
        .order_by(BookingDay.booking_id, BookingDay.day)
    ):
        found[day.booking_id].append(day)
    return found


JobRow = tuple[JobRecord, date, Booking, Centre]


def readable_job_records(teacher_id: int) -> Select[JobRecord, date, Booking, Centre]:
    """The teacher's job records with their day, booking and centre."""
    return (
        select(JobRecord, BookingDay.day, Booking, Centre)
        .join(BookingDay, BookingDay.id == JobRecord.booking_day_id)
        .join(Booking, Booking.id == JobRecord.booking_id)
        .join(Centre, Centre.id == JobRecord.centre_id)
        .where(
            JobRecord.teacher_id == teacher_id,
            JobRecord.deleted_at.is_(None),
            Booking.deleted_at.is_(None),
        )
    )


def _upcoming_job(at: datetime) -> ColumnElement[bool]:
    return and_(JobRecord.status.in_(ACTIVE_JOB_STATUSES), JobRecord.ends_at >= at)


def job_page(
    db: Session, teacher_id: int, *, upcoming: bool, at: datetime, offset: int, limit: int
) -> tuple[list[JobRow], int]:
    """One page of the teacher's upcoming job records (soonest first) or past ones
    (newest first), and the total."""
    query = readable_job_records(teacher_id)
    order: tuple[Any, ...]
    if upcoming:
        query = query.where(_upcoming_job(at))
        order = (JobRecord.starts_at, JobRecord.id)
    else:
        query = query.where(not_(_upcoming_job(at)))
        order = (JobRecord.starts_at.desc(), JobRecord.id.desc())
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.execute(query.order_by(*order).offset(offset).limit(limit))
    return [(r[0], r[1], r[2], r[3]) for r in rows], int(total)


def job_row(db: Session, teacher_id: int, job_record_id: int) -> JobRow | None:
    row = db.execute(readable_job_records(teacher_id).where(JobRecord.id == job_record_id)).first()
    return (row[0], row[1], row[2], row[3]) if row is not None else None


def own_job_record(db: Session, teacher_id: int, job_record_id: int) -> JobRecord | None:
    """One of the teacher's job records, alone; another teacher's does not exist for them."""
    return db.scalar(
        readable_job_records(teacher_id)
        .with_only_columns(JobRecord)
        .where(JobRecord.id == job_record_id)
    )
