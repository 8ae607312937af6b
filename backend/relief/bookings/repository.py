"""All SQL that reads and locks bookings, their days, invites, job records and
timelines, the centre's lists of them, and the people they concern.

Every query a centre can reach starts from `readable(centre_id)` (or, for job
records, `readable_job_records(centre_id)`).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal
from functools import cache
from typing import Any

from sqlalchemy import (
    BindParameter,
    Row,
    Select,
    and_,
    bindparam,
    exists,
    func,
    literal_column,
    select,
    union_all,
)
from sqlalchemy.orm import Session

from relief.kit.envelope import LIST_REACH, bounded_total, reachable
from relief.locks import for_update, lock_booking
from relief.models import (
    ACTIVE_JOB_STATUSES,
    Booking,
    BookingDay,
    BookingEvent,
    BookingStatus,
    Centre,
    Invite,
    InviteStatus,
    JobRecord,
    JobRecordStatus,
    Task,
    Teacher,
    TeacherRank,
    User,
)


def readable(centre_id: int | BindParameter[int]) -> Select[Booking]:
    return select(Booking).where(Booking.centre_id == centre_id, Booking.deleted_at.is_(None))


def readable_job_records(centre_id: int) -> Select[JobRecord]:
    """The job records of the centre's bookings."""
    return select(JobRecord).where(JobRecord.centre_id == centre_id, JobRecord.deleted_at.is_(None))


def get_for_centre(
    db: Session, centre_id: int, booking_id: int, *, lock: bool = False
) -> Booking | None:
    query = readable(centre_id).where(Booking.id == booking_id)
    if lock:
        query = for_update(query)
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
    query = select(Invite).where(Invite.booking_id == booking_id, Invite.deleted_at.is_(None))
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
        query = for_update(query)
    return db.scalar(query)


def centre_invite(db: Session, centre_id: int, invite_id: int) -> Invite | None:
    """An invite to one of the centre's bookings."""
    bookings = readable(centre_id).with_only_columns(Booking.id)
    return db.scalar(
        select(Invite).where(
            Invite.id == invite_id, Invite.booking_id.in_(bookings), Invite.deleted_at.is_(None)
        )
    )


def job_records(
    db: Session, booking_id: int, *, active_only: bool = False, fresh: bool = False
) -> list[JobRecord]:
    """The booking's job records; `fresh` reloads any already in the session
    (to see what other transactions committed since)."""
    query = select(JobRecord).where(
        JobRecord.booking_id == booking_id, JobRecord.deleted_at.is_(None)
    )
    if active_only:
        query = query.where(JobRecord.status.in_(ACTIVE_JOB_STATUSES))
    if fresh:
        query = query.execution_options(populate_existing=True)
    return list(db.scalars(query.order_by(JobRecord.starts_at, JobRecord.seat_no)))


def job_record(db: Session, job_record_id: int, *, lock: bool = False) -> JobRecord | None:
    query = select(JobRecord).where(JobRecord.id == job_record_id)
    if lock:
        query = for_update(query)
    return db.scalar(query)


def centre_job_record(db: Session, centre_id: int, job_record_id: int) -> JobRecord | None:
    """A job record of one of the centre's bookings."""
    return db.scalar(readable_job_records(centre_id).where(JobRecord.id == job_record_id))


def day_dates(db: Session, booking_day_ids: set[int]) -> dict[int, date]:
    """The date of each of these booking days, cancelled or not."""
    return {
        day.id: day.day
        for day in db.scalars(select(BookingDay).where(BookingDay.id.in_(booking_day_ids)))
    }


def timeline_events(db: Session, booking_id: int) -> list[BookingEvent]:
    return list(
        db.scalars(
            select(BookingEvent)
            .where(BookingEvent.booking_id == booking_id)
            .order_by(BookingEvent.at, BookingEvent.id)
        )
    )


# The people a booking concerns.


def teacher(db: Session, teacher_id: int) -> Teacher | None:
    return db.get(Teacher, teacher_id)


def lock_teacher(db: Session, teacher_id: int) -> Teacher | None:
    """The teacher, locked for the rest of the transaction (after their booking)."""
    return db.scalar(for_update(select(Teacher).where(Teacher.id == teacher_id)))


def user(db: Session, user_id: int) -> User | None:
    return db.get(User, user_id)


def centre_and_user(db: Session, centre_id: int) -> tuple[Centre, User]:
    """A booking's centre and the account that receives its notices."""
    centre = db.get(Centre, centre_id)
    assert centre is not None
    centre_user = db.get(User, centre.user_id)
    assert centre_user is not None
    return centre, centre_user


# Deadlines whose task went missing (the worker's sweep).


def _pending(kind: str, ref: object) -> object:
    return exists().where(and_(Task.kind == kind, Task.ref_id == ref, Task.done_at.is_(None)))


def missed_stage_ends(db: Session, at: datetime) -> list[Booking]:
    """Processing bookings past their stage end with no pending task for it."""
    return list(
        db.scalars(
            select(Booking).where(
                Booking.status == BookingStatus.processing,
                Booking.stage_ends_at.is_not(None),
                Booking.stage_ends_at <= at,
                ~_pending("booking.stage_end", Booking.id),  # type: ignore[operator]
            )
        )
    )


def missed_starts(db: Session, at: datetime) -> list[Booking]:
    """Processing bookings past their start with no pending task for it."""
    return list(
        db.scalars(
            select(Booking).where(
                Booking.status == BookingStatus.processing,
                Booking.starts_at <= at,
                ~_pending("booking.start", Booking.id),  # type: ignore[operator]
            )
        )
    )


def missed_job_ends(db: Session, at: datetime) -> list[JobRecord]:
    """Active job records past their end with no pending task to finish them."""
    return list(
        db.scalars(
            select(JobRecord).where(
                JobRecord.status.in_(ACTIVE_JOB_STATUSES),
                JobRecord.ends_at <= at,
                ~_pending("job.finish", JobRecord.id),  # type: ignore[operator]
            )
        )
    )


# The centre's lists: each costs a fixed number of queries, whatever the page size.

Brief = tuple[int, str, str, str, Decimal | None]


def teacher_briefs(db: Session, teacher_ids: set[int]) -> list[Brief]:
    """(teacher id, first name, last name, rank, rating) of each of these teachers."""
    if not teacher_ids:
        return []
    rows = db.execute(
        select(Teacher.id, Teacher.first_name, Teacher.last_name, TeacherRank.name, Teacher.rating)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(Teacher.id.in_(teacher_ids))
    )
    return [(r[0], r[1], r[2], r[3], r[4]) for r in rows]


# What a list item reads of a booking: its columns, not the whole row.
_ITEM_COLUMNS = (
    Booking.id,
    Booking.status,
    Booking.booking_type,
    Booking.invite_type,
    Booking.qualification,
    Booking.gender,
    Booking.starts_at,
    Booking.ends_at,
    Booking.number_of_teachers,
    Booking.hourly_rate,
    Booking.boost_incentive,
    Booking.stage,
    Booking.stage_ends_at,
    Booking.auto_confirm,
    Booking.parent_id,
)


def _counted(query: Select[Booking]) -> Select[*tuple[Any, ...]]:
    """The list columns of the bookings with their day, invite and
    waiting-interested counts, in one query."""
    days = (
        select(func.count(BookingDay.id))
        .where(BookingDay.booking_id == Booking.id, BookingDay.canceled_at.is_(None))
        .correlate(Booking)
        .scalar_subquery()
        .label("days")
    )
    invited = (
        select(func.count(Invite.id))
        .where(Invite.booking_id == Booking.id, Invite.deleted_at.is_(None))
        .correlate(Booking)
        .scalar_subquery()
        .label("invited")
    )
    interested = (
        select(func.count(Invite.id))
        .where(
            Invite.booking_id == Booking.id,
            Invite.deleted_at.is_(None),
            Invite.status == InviteStatus.interested,
            Invite.confirmed_at.is_(None),
        )
        .correlate(Booking)
        .scalar_subquery()
        .label("interested")
    )
    return query.with_only_columns(*_ITEM_COLUMNS, days, invited, interested)


def item_row(db: Session, centre_id: int, booking_id: int) -> Row[Any] | None:
    """One of the centre's bookings as a list item reads it."""
    return db.execute(_counted(readable(centre_id).where(Booking.id == booking_id))).first()


@cache
def _teachers_statement() -> Select[*tuple[Any, ...]]:
    """The booked (or finished) teachers of a set of bookings; built once."""
    return (
        select(
            JobRecord.booking_id,
            Teacher.id,
            Teacher.first_name,
            Teacher.last_name,
            TeacherRank.name,
            Teacher.rating,
        )
        .join(Teacher, Teacher.id == JobRecord.teacher_id)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(
            JobRecord.booking_id.in_(bindparam("booking_ids", expanding=True)),
            JobRecord.status.in_((*ACTIVE_JOB_STATUSES, JobRecordStatus.finished)),
        )
        .distinct()
        .order_by(JobRecord.booking_id, Teacher.id)
    )


def booked_teachers(db: Session, booking_ids: list[int]) -> list[tuple[int, Brief]]:
    """(booking id, brief) of the booked (or finished) teachers of each booking,
    in booking order."""
    if not booking_ids:
        return []
    found = db.connection().execute(_teachers_statement(), {"booking_ids": booking_ids})
    return [(r[0], (r[1], r[2], r[3], r[4], r[5])) for r in found]


# Each scope as branches of one status each, so that `ix_bookings_centre_status`
# (centre, status, start) serves every branch in order and a page reads only
# its own rows, however many bookings the centre holds; and whether the scope
# lists the newest first. A confirmed booking is past once it has ended, so it
# started before now as well: that bound starts its branch's scan at now, past
# the upcoming ones.
_SCOPES: dict[str, tuple[tuple[tuple[int, tuple[Any, ...]], ...], bool]] = {
    "processing": (((BookingStatus.processing, ()),), False),
    "upcoming": (((BookingStatus.confirmed, (Booking.ends_at >= bindparam("at"),)),), False),
    "past": (
        (
            (BookingStatus.canceled, ()),
            (BookingStatus.failed, ()),
            (BookingStatus.split, ()),
            (
                BookingStatus.confirmed,
                (Booking.starts_at < bindparam("at"), Booking.ends_at < bindparam("at")),
            ),
        ),
        True,
    ),
}


@cache
def _list_statements(
    scope: str, status: int | None, from_day: bool, to_day: bool
) -> tuple[Select[*tuple[Any, ...]], Select[int]] | None:
    """One page of a centre's bookings in `scope` with the bounded total on
    every row, and the bounded total alone; None when no booking can match.
    Built once per shape; the values are bound parameters (centre_id, at,
    start, end, reach, limit, offset, beyond).

    Each branch reads its first `reach` (offset + limit) bookings in index
    order; the page is taken from those. The total counts each branch's first
    `beyond` (LIST_REACH + 1): more than LIST_REACH in all is all a caller
    needs to know."""
    branches, newest_first = _SCOPES[scope]
    queries = []
    for branch_status, conditions in branches:
        if status is not None and status != branch_status:
            continue
        query = readable(bindparam("centre_id")).where(Booking.status == branch_status, *conditions)
        if from_day:
            query = query.where(Booking.ends_at >= bindparam("start"))
        if to_day:
            query = query.where(Booking.starts_at < bindparam("end"))
        queries.append(query)
    if not queries:
        return None

    def ordered(starts: Any, ident: Any) -> list[Any]:
        return [starts.desc(), ident.desc()] if newest_first else [starts, ident]

    firsts = union_all(
        *(
            select(branch.c.id, branch.c.starts_at).select_from(branch)
            for branch in (
                query.with_only_columns(Booking.id, Booking.starts_at)
                .order_by(*ordered(Booking.starts_at, Booking.id))
                .limit(bindparam("reach"))
                .subquery()
                for query in queries
            )
        )
    ).subquery("firsts")
    page = (
        select(firsts.c.id)
        .order_by(*ordered(firsts.c.starts_at, firsts.c.id))
        .limit(bindparam("limit"))
        .offset(bindparam("offset"))
        .subquery("page")
    )
    counted = (
        union_all(
            *(
                select(branch.c.one).select_from(branch)
                for branch in (
                    query.with_only_columns(literal_column("1").label("one"))
                    .limit(bindparam("beyond"))
                    .subquery()
                    for query in queries
                )
            )
        )
        .limit(bindparam("beyond"))
        .subquery("counted")
    )
    total = select(func.count()).select_from(counted)
    rows = (
        _counted(select(Booking).join(page, page.c.id == Booking.id))
        .add_columns(total.scalar_subquery().label("total"))
        .order_by(*ordered(Booking.starts_at, Booking.id))
    )
    return rows, total


def item_page(
    db: Session,
    centre_id: int,
    scope: str,
    *,
    status: int | None,
    start: datetime | None,
    end: datetime | None,
    at: datetime,
    offset: int,
    limit: int,
) -> tuple[Sequence[Row[Any]], int, bool]:
    """One page of the centre's bookings in `scope` as list items read them,
    the total counted up to LIST_REACH, and whether that total is exact. A
    page reaches no further than LIST_REACH (`envelope.reachable`)."""
    statements = _list_statements(scope, status, start is not None, end is not None)
    if statements is None:
        return [], 0, True
    rows_statement, total_statement = statements
    reach = reachable(offset, limit)
    values: dict[str, Any] = {
        "centre_id": centre_id,
        "at": at,
        "start": start,
        "end": end,
        "reach": offset + reach,
        "limit": reach,
        "offset": offset,
        "beyond": LIST_REACH + 1,
    }
    connection = db.connection()
    rows = connection.execute(rows_statement, values).all() if reach else []
    # Past the last page (or the reach) no row carries the total.
    counted = (
        int(rows[0].total)
        if rows
        else int(connection.execute(total_statement, values).scalar_one())
    )
    total, exact = bounded_total(counted)
    return rows, total, exact


def matching(db: Session, booking_id: int) -> Booking | None:
    """The booking while it is matching (processing, not removed), else None."""
    return db.scalar(
        select(Booking).where(
            Booking.id == booking_id,
            Booking.status == BookingStatus.processing,
            Booking.deleted_at.is_(None),
        )
    )
