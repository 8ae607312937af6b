"""What a centre reads about its bookings: lists, detail and calendar.

Each list costs a fixed number of queries, whatever the page size.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from functools import cache
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import Row, Select, and_, bindparam, func, or_, select
from sqlalchemy.orm import Session

from relief.bookings import repository, timeline
from relief.bookings.actions import _planned
from relief.bookings.errors import BookingMissing
from relief.bookings.schemas import (
    BookingDetail,
    BookingItem,
    BookingListIn,
    InviteItem,
    JobRecordItem,
    QuoteDay,
    TeacherBrief,
    TimelineItem,
    UpcomingIn,
)
from relief.kit.envelope import Page
from relief.kit.hours import CENT
from relief.models import (
    ACTIVE_JOB_STATUSES,
    Booking,
    BookingDay,
    BookingStatus,
    Centre,
    Invite,
    InviteStatus,
    JobRecord,
    JobRecordStatus,
    Teacher,
    TeacherRank,
)
from relief.settings import service as settings


def _bounds(
    centre: Centre, first: date | None, last: date | None
) -> tuple[datetime | None, datetime | None]:
    zone = ZoneInfo(centre.time_zone)
    start = datetime.combine(first, time.min, tzinfo=zone) if first else None
    end = datetime.combine(last + timedelta(days=1), time.min, tzinfo=zone) if last else None
    return start, end


def briefs(db: Session, teacher_ids: set[int]) -> dict[int, TeacherBrief]:
    if not teacher_ids:
        return {}
    rows = db.execute(
        select(Teacher.id, Teacher.first_name, Teacher.last_name, TeacherRank.name, Teacher.rating)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(Teacher.id.in_(teacher_ids))
    )
    return {
        r[0]: TeacherBrief(teacherId=r[0], name=f"{r[1]} {r[2]}", rank=r[3], rating=r[4])
        for r in rows
    }


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


def counted(query: Select[Booking]) -> Select[*tuple[Any, ...]]:
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
        .where(Invite.booking_id == Booking.id)
        .correlate(Booking)
        .scalar_subquery()
        .label("invited")
    )
    interested = (
        select(func.count(Invite.id))
        .where(
            Invite.booking_id == Booking.id,
            Invite.status == InviteStatus.interested,
            Invite.confirmed_at.is_(None),
        )
        .correlate(Booking)
        .scalar_subquery()
        .label("interested")
    )
    return query.with_only_columns(*_ITEM_COLUMNS, days, invited, interested)


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


def items(db: Session, rows: Sequence[Row[Any]]) -> list[BookingItem]:
    """List items for rows of `counted`, with one more query for their teachers."""
    ids = [row.id for row in rows]
    teachers_of: dict[int, list[TeacherBrief]] = defaultdict(list)
    if ids:
        found = db.execute(_teachers_statement(), {"booking_ids": ids})
        for booking_id, teacher_id, first, last, rank, rating in found:
            teachers_of[booking_id].append(
                TeacherBrief(teacherId=teacher_id, name=f"{first} {last}", rank=rank, rating=rating)
            )
    return [
        BookingItem(
            bookingId=r.id,
            status=r.status,
            bookingType=r.booking_type,
            inviteType=r.invite_type,
            qualification=r.qualification,
            gender=r.gender,
            startsAt=r.starts_at,
            endsAt=r.ends_at,
            days=r.days,
            numberOfTeachers=r.number_of_teachers,
            confirmedTeachers=len(teachers_of[r.id]),
            interestedTeachers=r.interested,
            invitedTeachers=r.invited,
            hourlyRate=r.hourly_rate,
            boostIncentive=r.boost_incentive,
            stage=r.stage,
            stageEndsAt=r.stage_ends_at,
            autoConfirm=r.auto_confirm,
            teachers=teachers_of[r.id],
            parentId=r.parent_id,
        )
        for r in rows
    ]


@cache
def _list_statement(
    scope: str, by_status: bool, from_day: bool, to_day: bool
) -> Select[*tuple[Any, ...]]:
    """One page of a centre's bookings in `scope`, with the total as a window
    count on every row. Built once per shape; the values are bound parameters
    (centre_id, at, status, start, end, limit, offset)."""
    query = select(Booking).where(Booking.centre_id == bindparam("centre_id"))
    if scope == "processing":
        query = query.where(Booking.status == BookingStatus.processing)
        order: list[Any] = [Booking.starts_at, Booking.id]
    elif scope == "upcoming":
        query = query.where(
            Booking.status == BookingStatus.confirmed, Booking.ends_at >= bindparam("at")
        )
        order = [Booking.starts_at, Booking.id]
    else:
        query = query.where(
            or_(
                Booking.status.in_(
                    (BookingStatus.canceled, BookingStatus.failed, BookingStatus.split)
                ),
                and_(Booking.status == BookingStatus.confirmed, Booking.ends_at < bindparam("at")),
            )
        )
        order = [Booking.starts_at.desc(), Booking.id.desc()]
    if by_status:
        query = query.where(Booking.status == bindparam("status"))
    if from_day:
        query = query.where(Booking.ends_at >= bindparam("start"))
    if to_day:
        query = query.where(Booking.starts_at < bindparam("end"))
    return (
        counted(query)
        .add_columns(func.count().over().label("total"))
        .order_by(*order)
        .limit(bindparam("limit"))
        .offset(bindparam("offset"))
    )


def _page(
    db: Session,
    centre: Centre,
    scope: str,
    payload: BookingListIn | UpcomingIn,
    status: int | None,
    at: datetime,
) -> Page[BookingItem]:
    start, end = _bounds(centre, payload.dateFrom, payload.dateTo)
    statement = _list_statement(scope, status is not None, start is not None, end is not None)
    values: dict[str, Any] = {
        "centre_id": centre.id,
        "at": at,
        "status": status,
        "start": start,
        "end": end,
        "limit": payload.pageSize,
        "offset": payload.offset,
    }
    rows = db.execute(statement, values).all()
    if rows:
        total = int(rows[0].total)
    elif payload.pageNo == 1:
        total = 0
    else:
        # Past the last page: the first row still carries the total.
        first = db.execute(statement, {**values, "limit": 1, "offset": 0}).first()
        total = int(first.total) if first else 0
    return Page[BookingItem](
        list=items(db, rows), total=total, pageNo=payload.pageNo, pageSize=payload.pageSize
    )


def book_list(
    db: Session, centre: Centre, payload: BookingListIn, at: datetime
) -> Page[BookingItem]:
    """Processing: bookings still looking for teachers. Past: bookings that ended,
    were cancelled, failed or split."""
    return _page(db, centre, payload.scope, payload, payload.status, at)


def upcoming(db: Session, centre: Centre, payload: UpcomingIn, at: datetime) -> Page[BookingItem]:
    """Confirmed bookings that have not ended yet."""
    return _page(db, centre, "upcoming", payload, None, at)


def job_record_items(
    db: Session, records: Sequence[JobRecord], days: dict[int, date]
) -> list[JobRecordItem]:
    people = briefs(db, {r.teacher_id for r in records})
    return [
        JobRecordItem(
            jobRecordId=r.id,
            bookingId=r.booking_id,
            teacher=people[r.teacher_id],
            status=r.status,
            date=days[r.booking_day_id],
            startsAt=r.starts_at,
            endsAt=r.ends_at,
            breakMinutes=r.break_minutes,
            hourlyRate=r.hourly_rate,
            leaveReason=r.leave_reason,
            cancelReason=r.cancel_reason,
            cancelFee=r.cancel_fee,
            extensionEndsAt=r.extension_ends_at,
            extensionAnswer=r.extension_answer,
        )
        for r in records
    ]


def detail(db: Session, centre: Centre, booking_id: int) -> BookingDetail:
    booking = repository.get_for_centre(db, centre.id, booking_id)
    if booking is None:
        raise BookingMissing()
    days = repository.days(db, booking.id)
    invites = repository.invites(db, booking.id)
    records = repository.job_records(db, booking.id)
    day_of = {d.id: d.day for d in days}
    missing = {r.booking_day_id for r in records} - set(day_of)
    if missing:
        day_of.update(
            {d.id: d.day for d in db.scalars(select(BookingDay).where(BookingDay.id.in_(missing)))}
        )
    people = briefs(db, {i.teacher_id for i in invites})
    planned = [_planned(d) for d in days]
    return BookingDetail(
        booking=items(
            db, db.execute(counted(select(Booking).where(Booking.id == booking.id))).all()
        )[0],
        ageGroup=booking.age_group,
        talentPool=booking.talent_pool,
        inviteRange=booking.invite_range_km,
        genderJustification=booking.gender_justification,
        notes=booking.notes,
        includeWeekends=booking.include_weekends,
        includeHolidays=booking.include_holidays,
        weekdays=[int(d) for d in booking.repeat_weekdays.split(",") if d],
        cancelReason=booking.cancel_reason,
        boostOffer=settings.current(db).boost_incentive,
        dayList=[
            QuoteDay(
                date=p.day,
                startsAt=p.starts_at,
                endsAt=p.ends_at,
                breakMinutes=p.hours.break_minutes,
                workingHours=p.hours.working_hours.quantize(CENT),
                hourlyRate=p.hourly_rate,
                weekend=p.weekend,
                holiday=p.holiday,
                amount=p.amount,
            )
            for p in planned
        ],
        invites=[
            InviteItem(
                inviteId=i.id,
                teacher=people[i.teacher_id],
                status=i.status,
                stage=i.stage,
                distanceKm=i.distance_km,
                hourlyRate=i.hourly_rate,
                invitedAt=i.invited_at,
                answeredAt=i.answered_at,
                confirmed=i.confirmed_at is not None,
            )
            for i in invites
        ],
        jobRecords=job_record_items(db, records, day_of),
        timeline=[
            TimelineItem(at=e.at, kind=e.kind, data=json.loads(e.data or "{}"))
            for e in timeline.events(db, booking.id)
        ],
    )
