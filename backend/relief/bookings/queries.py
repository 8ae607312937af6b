"""What a centre reads about its bookings: lists, detail and calendar.

Each list costs a fixed number of queries, whatever the page size.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import Row, Select, and_, func, or_, select
from sqlalchemy.orm import Session

from relief.bookings import repository, timeline
from relief.bookings.actions import _planned
from relief.bookings.rules import CENT
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
from relief.errors import NotFound
from relief.kit.envelope import Page
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


def counted(query: Select[Booking]) -> Select[Booking, int, int, int]:
    """Bookings with their day, invite and waiting-interested counts, in one query."""
    days = (
        select(func.count(BookingDay.id))
        .where(BookingDay.booking_id == Booking.id, BookingDay.canceled_at.is_(None))
        .correlate(Booking)
        .scalar_subquery()
    )
    invited = (
        select(func.count(Invite.id))
        .where(Invite.booking_id == Booking.id)
        .correlate(Booking)
        .scalar_subquery()
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
    )
    return query.add_columns(days, invited, interested)


def items(db: Session, rows: Sequence[Row[Booking, int, int, int]]) -> list[BookingItem]:
    """List items for counted bookings, with one more query for their teachers."""
    ids = [row[0].id for row in rows]
    teachers_of: dict[int, list[TeacherBrief]] = defaultdict(list)
    if ids:
        for booking_id, teacher_id, first, last, rank, rating in db.execute(
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
                JobRecord.booking_id.in_(ids),
                JobRecord.status.in_((*ACTIVE_JOB_STATUSES, JobRecordStatus.finished)),
            )
            .distinct()
            .order_by(JobRecord.booking_id, Teacher.id)
        ):
            teachers_of[booking_id].append(
                TeacherBrief(teacherId=teacher_id, name=f"{first} {last}", rank=rank, rating=rating)
            )
    return [
        BookingItem(
            bookingId=b.id,
            status=b.status,
            bookingType=b.booking_type,
            inviteType=b.invite_type,
            qualification=b.qualification,
            gender=b.gender,
            startsAt=b.starts_at,
            endsAt=b.ends_at,
            days=days,
            numberOfTeachers=b.number_of_teachers,
            confirmedTeachers=len(teachers_of[b.id]),
            interestedTeachers=interested,
            invitedTeachers=invited,
            hourlyRate=b.hourly_rate,
            boostIncentive=b.boost_incentive,
            stage=b.stage,
            stageEndsAt=b.stage_ends_at,
            autoConfirm=b.auto_confirm,
            teachers=teachers_of[b.id],
            parentId=b.parent_id,
        )
        for b, days, invited, interested in rows
    ]


def _page(
    db: Session,
    query: Select[Booking],
    page_no: int,
    page_size: int,
    order: Sequence[Any],
) -> Page[BookingItem]:
    total = db.scalar(select(func.count()).select_from(query.order_by(None).subquery())) or 0
    rows = db.execute(
        counted(query).order_by(*order).offset((page_no - 1) * page_size).limit(page_size)
    ).all()
    return Page[BookingItem](
        list=items(db, rows), total=int(total), pageNo=page_no, pageSize=page_size
    )


def book_list(
    db: Session, centre: Centre, payload: BookingListIn, at: datetime
) -> Page[BookingItem]:
    """Processing: bookings still looking for teachers. Past: bookings that ended,
    were cancelled, failed or split."""
    query = repository.readable(centre.id)
    if payload.scope == "processing":
        query = query.where(Booking.status == BookingStatus.processing)
        order: list[Any] = [Booking.starts_at, Booking.id]
    else:
        query = query.where(
            or_(
                Booking.status.in_(
                    (BookingStatus.canceled, BookingStatus.failed, BookingStatus.split)
                ),
                and_(Booking.status == BookingStatus.confirmed, Booking.ends_at < at),
            )
        )
        order = [Booking.starts_at.desc(), Booking.id.desc()]
    if payload.status is not None:
        query = query.where(Booking.status == payload.status)
    start, end = _bounds(centre, payload.dateFrom, payload.dateTo)
    if start:
        query = query.where(Booking.ends_at >= start)
    if end:
        query = query.where(Booking.starts_at < end)
    return _page(db, query, payload.pageNo, payload.pageSize, order)


def upcoming(db: Session, centre: Centre, payload: UpcomingIn, at: datetime) -> Page[BookingItem]:
    """Confirmed bookings that have not ended yet."""
    query = repository.readable(centre.id).where(
        Booking.status == BookingStatus.confirmed, Booking.ends_at >= at
    )
    start, end = _bounds(centre, payload.dateFrom, payload.dateTo)
    if start:
        query = query.where(Booking.ends_at >= start)
    if end:
        query = query.where(Booking.starts_at < end)
    return _page(db, query, payload.pageNo, payload.pageSize, [Booking.starts_at, Booking.id])


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
        raise NotFound("The booking does not exist.")
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
