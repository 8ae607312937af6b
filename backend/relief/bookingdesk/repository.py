"""The booking desk's SQL: the three lists, their rows by id, what money
hangs on a record, and a booking's audit entries."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any, TypeVar

from sqlalchemy import Select, func, or_, select
from sqlalchemy.orm import Session

from relief import locks
from relief.kit import search
from relief.models import (
    AuditEntry,
    Booking,
    Centre,
    Invite,
    Invoice,
    InvoiceLine,
    JobRecord,
    Teacher,
    TimeSheet,
    TimeSheetStatus,
    User,
)

Query = TypeVar("Query", bound=Select[*tuple[Any, ...]])


@dataclass(frozen=True)
class Filter:
    status: int | None = None
    centre_id: int | None = None
    teacher_id: int | None = None
    booking_id: int | None = None
    since: datetime | None = None
    before: datetime | None = None
    keyword: str | None = None
    # The regions of the centres the reader sees; None sees every region.
    regions: Collection[str] | None = None


def _in_regions(query: Query, regions: Collection[str] | None) -> Query:
    """Only rows of centres in these regions (the query joins Centre)."""
    return query if regions is None else query.where(Centre.region.in_(list(regions)))


def _like(column: Any, pattern: str) -> Any:
    return func.lower(func.coalesce(column, "")).like(pattern, escape=search.ESCAPE)


def _teacher_matches(pattern: str) -> Any:
    """The teacher's first, last or full name holds the keyword."""
    full_name = func.coalesce(Teacher.first_name, "") + " " + func.coalesce(Teacher.last_name, "")
    return _like(full_name, pattern)


# Bookings


def _bookings(query: Query, where: Filter) -> Query:
    query = _in_regions(query.where(Booking.deleted_at.is_(None)), where.regions)
    if where.status is not None:
        query = query.where(Booking.status == where.status)
    if where.centre_id is not None:
        query = query.where(Booking.centre_id == where.centre_id)
    if where.booking_id is not None:
        query = query.where(Booking.id == where.booking_id)
    if where.teacher_id is not None:
        query = query.where(
            Booking.id.in_(
                select(JobRecord.booking_id).where(JobRecord.teacher_id == where.teacher_id)
            )
            | Booking.id.in_(select(Invite.booking_id).where(Invite.teacher_id == where.teacher_id))
        )
    if where.since is not None:
        query = query.where(Booking.starts_at >= where.since)
    if where.before is not None:
        query = query.where(Booking.starts_at < where.before)
    if where.keyword:
        pattern = search.containing(where.keyword)
        query = query.where(or_(_like(Centre.name, pattern), _like(Booking.notes, pattern)))
    return query


def bookings(
    db: Session, where: Filter, offset: int, limit: int
) -> tuple[list[tuple[Booking, Centre]], int]:
    base = select(Booking, Centre).join(Centre, Centre.id == Booking.centre_id)
    query = _bookings(base, where)
    total = db.scalar(_bookings(select(func.count()).select_from(Booking).join(Centre), where))
    rows = db.execute(
        query.order_by(Booking.starts_at.desc(), Booking.id.desc()).offset(offset).limit(limit)
    ).all()
    return [(b, c) for b, c in rows], int(total or 0)


def booking(
    db: Session, booking_id: int, regions: Collection[str] | None
) -> tuple[Booking, Centre] | None:
    """A booking not removed, if its centre is in the reader's regions."""
    query = (
        select(Booking, Centre)
        .join(Centre, Centre.id == Booking.centre_id)
        .where(Booking.id == booking_id, Booking.deleted_at.is_(None))
    )
    row = db.execute(_in_regions(query, regions)).first()
    return None if row is None else (row[0], row[1])


def sees_booking(db: Session, booking_id: int, regions: Collection[str] | None) -> bool:
    """Whether a reader of these regions sees the booking (removed or not):
    false for a booking that does not exist."""
    query = select(Booking.id).join(Centre, Centre.id == Booking.centre_id)
    return db.scalar(_in_regions(query.where(Booking.id == booking_id), regions)) is not None


# Invites


def _invites(query: Query, where: Filter) -> Query:
    query = _in_regions(
        query.where(Invite.deleted_at.is_(None), Booking.deleted_at.is_(None)), where.regions
    )
    if where.status is not None:
        query = query.where(Invite.status == where.status)
    if where.centre_id is not None:
        query = query.where(Booking.centre_id == where.centre_id)
    if where.teacher_id is not None:
        query = query.where(Invite.teacher_id == where.teacher_id)
    if where.booking_id is not None:
        query = query.where(Invite.booking_id == where.booking_id)
    if where.since is not None:
        query = query.where(Booking.starts_at >= where.since)
    if where.before is not None:
        query = query.where(Booking.starts_at < where.before)
    if where.keyword:
        pattern = search.containing(where.keyword)
        query = query.where(or_(_like(Centre.name, pattern), _teacher_matches(pattern)))
    return query


INVITE_FROM = (Invite, Booking, Centre, Teacher)


def _invite_join(query: Query) -> Query:
    return (
        query.join(Booking, Booking.id == Invite.booking_id)
        .join(Centre, Centre.id == Booking.centre_id)
        .join(Teacher, Teacher.id == Invite.teacher_id)
    )


def invites(
    db: Session, where: Filter, offset: int, limit: int
) -> tuple[list[tuple[Invite, Booking, Centre, Teacher]], int]:
    query = _invites(_invite_join(select(*INVITE_FROM)), where)
    total = db.scalar(_invites(_invite_join(select(func.count()).select_from(Invite)), where))
    rows = db.execute(
        query.order_by(Invite.invited_at.desc(), Invite.id.desc()).offset(offset).limit(limit)
    ).all()
    return [(i, b, c, t) for i, b, c, t in rows], int(total or 0)


def invites_of(db: Session, where: Filter) -> list[tuple[Invite, Booking, Centre, Teacher]]:
    rows = db.execute(_invites(_invite_join(select(*INVITE_FROM)), where).order_by(Invite.id)).all()
    return [(i, b, c, t) for i, b, c, t in rows]


def invite(
    db: Session, invite_id: int, regions: Collection[str] | None
) -> tuple[Invite, Booking, Centre, Teacher] | None:
    """An invite not removed, if its centre is in the reader's regions."""
    query = _invite_join(select(*INVITE_FROM)).where(
        Invite.id == invite_id, Invite.deleted_at.is_(None)
    )
    row = db.execute(_in_regions(query, regions)).first()
    return None if row is None else (row[0], row[1], row[2], row[3])


# Job records

RECORD_FROM = (JobRecord, Centre, Teacher, TimeSheet, Invoice)


def _record_join(query: Query) -> Query:
    line = (
        select(func.min(InvoiceLine.invoice_id))
        .outerjoin(TimeSheet, TimeSheet.id == InvoiceLine.time_sheet_id)
        .where(
            or_(
                InvoiceLine.job_record_id == JobRecord.id,
                TimeSheet.job_record_id == JobRecord.id,
            )
        )
        .correlate(JobRecord)
        .scalar_subquery()
    )
    return (
        query.join(Centre, Centre.id == JobRecord.centre_id)
        .join(Teacher, Teacher.id == JobRecord.teacher_id)
        .outerjoin(TimeSheet, TimeSheet.job_record_id == JobRecord.id)
        .outerjoin(Invoice, Invoice.id == line)
    )


def _records(query: Query, where: Filter) -> Query:
    query = _in_regions(query.where(JobRecord.deleted_at.is_(None)), where.regions)
    if where.status is not None:
        query = query.where(JobRecord.status == where.status)
    if where.centre_id is not None:
        query = query.where(JobRecord.centre_id == where.centre_id)
    if where.teacher_id is not None:
        query = query.where(JobRecord.teacher_id == where.teacher_id)
    if where.booking_id is not None:
        query = query.where(JobRecord.booking_id == where.booking_id)
    if where.since is not None:
        query = query.where(JobRecord.starts_at >= where.since)
    if where.before is not None:
        query = query.where(JobRecord.starts_at < where.before)
    if where.keyword:
        pattern = search.containing(where.keyword)
        query = query.where(or_(_like(Centre.name, pattern), _teacher_matches(pattern)))
    return query


RecordRow = tuple[JobRecord, Centre, Teacher, TimeSheet | None, Invoice | None]
NEWEST = (JobRecord.starts_at.desc(), JobRecord.id.desc())


def records(db: Session, where: Filter, offset: int, limit: int) -> tuple[list[RecordRow], int]:
    query = _records(_record_join(select(*RECORD_FROM)), where)
    total = db.scalar(
        _records(
            select(func.count())
            .select_from(JobRecord)
            .join(Centre, Centre.id == JobRecord.centre_id)
            .join(Teacher, Teacher.id == JobRecord.teacher_id),
            where,
        )
    )
    rows = db.execute(query.order_by(*NEWEST).offset(offset).limit(limit)).all()
    return [(r, c, t, s, i) for r, c, t, s, i in rows], int(total or 0)


def record_ids(db: Session, where: Filter, batch: int) -> Iterable[int]:
    query = _records(
        select(JobRecord.id)
        .join(Centre, Centre.id == JobRecord.centre_id)
        .join(Teacher, Teacher.id == JobRecord.teacher_id),
        where,
    ).order_by(*NEWEST)
    yield from db.scalars(query.execution_options(yield_per=batch))


def records_by_id(db: Session, ids: Sequence[int]) -> list[RecordRow]:
    rows = db.execute(_record_join(select(*RECORD_FROM)).where(JobRecord.id.in_(ids))).all()
    return [(r, c, t, s, i) for r, c, t, s, i in rows]


def records_of(db: Session, where: Filter) -> list[RecordRow]:
    rows = db.execute(_records(_record_join(select(*RECORD_FROM)), where).order_by(JobRecord.id))
    return [(r, c, t, s, i) for r, c, t, s, i in rows.all()]


def record(db: Session, record_id: int, regions: Collection[str] | None) -> RecordRow | None:
    """A job record not removed, if its centre is in the reader's regions."""
    rows = records_by_id(db, [record_id])
    if not rows or rows[0][0].deleted_at is not None:
        return None
    return rows[0] if regions is None or rows[0][1].region in regions else None


# Money that hangs on a record


def billed_lines(db: Session, booking_id: int | None, record_ids: Sequence[int]) -> int:
    """Invoice lines billing these job records (or any of the booking's invoices)."""
    conditions = []
    if record_ids:
        conditions.append(InvoiceLine.job_record_id.in_(record_ids))
        conditions.append(
            InvoiceLine.time_sheet_id.in_(
                select(TimeSheet.id).where(TimeSheet.job_record_id.in_(record_ids))
            )
        )
    if booking_id is not None:
        conditions.append(
            InvoiceLine.invoice_id.in_(select(Invoice.id).where(Invoice.booking_id == booking_id))
        )
    if not conditions:
        return 0
    return int(
        db.scalar(select(func.count()).select_from(InvoiceLine).where(or_(*conditions))) or 0
    )


def confirmed_sheets(db: Session, record_ids: Sequence[int]) -> int:
    if not record_ids:
        return 0
    return int(
        db.scalar(
            select(func.count())
            .select_from(TimeSheet)
            .where(
                TimeSheet.job_record_id.in_(record_ids),
                TimeSheet.status == TimeSheetStatus.confirmed,
            )
        )
        or 0
    )


def record_ids_of_booking(db: Session, booking_id: int) -> list[int]:
    return list(db.scalars(select(JobRecord.id).where(JobRecord.booking_id == booking_id)))


def fees_of(db: Session, record_ids: Sequence[int]) -> int:
    if not record_ids:
        return 0
    return int(
        db.scalar(
            select(func.count())
            .select_from(JobRecord)
            .where(JobRecord.id.in_(record_ids), JobRecord.cancel_fee > Decimal("0.00"))
        )
        or 0
    )


def lock_booking(db: Session, booking_id: int) -> Booking | None:
    return db.scalar(select(Booking).where(Booking.id == booking_id).with_for_update())


def invites_of_booking(db: Session, booking_id: int) -> list[Invite]:
    return list(db.scalars(select(Invite).where(Invite.booking_id == booking_id)))


def job_records_of_booking(db: Session, booking_id: int) -> list[JobRecord]:
    return list(db.scalars(select(JobRecord).where(JobRecord.booking_id == booking_id)))


# The audit log of a booking


def audit_entries(
    db: Session, targets: Sequence[tuple[str, str]]
) -> list[tuple[AuditEntry, User | None]]:
    """Successful staff writes that named one of these (table, id) targets, or
    whose recorded changes touched one."""
    if not targets:
        return []
    conditions: list[Any] = [
        (AuditEntry.target_table == table) & (AuditEntry.target_id == ident)
        for table, ident in targets
    ]
    conditions += [
        AuditEntry.changes.like(f'%"table": "{table}", "id": {ident},%') for table, ident in targets
    ]
    rows = db.execute(
        select(AuditEntry, User)
        .outerjoin(User, User.id == AuditEntry.actor_user_id)
        .where(or_(*conditions), AuditEntry.rtn_code == 0)
        .order_by(AuditEntry.at, AuditEntry.id)
    ).all()
    return [(e, u) for e, u in rows]


# What the staff's repairs lock, in the booking's order: the booking first
# (`lock_booking`), then its job record, then the teacher it moves to.


def lock_record(db: Session, record_id: int) -> JobRecord | None:
    return db.scalar(locks.for_update(select(JobRecord).where(JobRecord.id == record_id)))


def lock_teacher(db: Session, teacher_id: int) -> tuple[Teacher, bool] | None:
    """The teacher, locked, and whether their account is switched on."""
    teacher = db.scalar(locks.for_update(select(Teacher).where(Teacher.id == teacher_id)))
    if teacher is None:
        return None
    enabled = db.scalar(select(User.enabled).where(User.id == teacher.user_id))
    return teacher, bool(enabled)
