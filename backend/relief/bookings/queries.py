"""What a centre reads about its bookings: lists, detail and calendar.

Each list costs a fixed number of queries, whatever the page size.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from typing import Any, Protocol
from zoneinfo import ZoneInfo

from pydantic import TypeAdapter
from sqlalchemy import Row
from sqlalchemy.orm import Session

from relief.bookings import repository, rules
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
from relief.kit.envelope import BoundedPage
from relief.kit.hours import CENT
from relief.models import JobRecord
from relief.settings import service as settings


class CentreOf(Protocol):
    """What these reads need of the caller's centre (its row, or its
    reference from the caller's session)."""

    @property
    def id(self) -> int: ...

    @property
    def time_zone(self) -> str: ...


def _bounds(
    centre: CentreOf, first: date | None, last: date | None
) -> tuple[datetime | None, datetime | None]:
    zone = ZoneInfo(centre.time_zone)
    start = datetime.combine(first, time.min, tzinfo=zone) if first else None
    end = datetime.combine(last + timedelta(days=1), time.min, tzinfo=zone) if last else None
    return start, end


def _brief(row: repository.Brief) -> TeacherBrief:
    teacher_id, first, last, rank, rating = row
    return TeacherBrief(teacherId=teacher_id, name=f"{first} {last}", rank=rank, rating=rating)


def briefs(db: Session, teacher_ids: set[int]) -> dict[int, TeacherBrief]:
    return {row[0]: _brief(row) for row in repository.teacher_briefs(db, teacher_ids)}


# A page's items are validated together, in one pass, from plain values.
_ITEMS = TypeAdapter(list[BookingItem])


def items(db: Session, rows: Sequence[Row[Any]]) -> list[BookingItem]:
    """List items for rows of `repository.item_page` or `item_row`, with one more
    query for their teachers."""
    teachers_of: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for booking_id, (teacher_id, first, last, rank, rating) in repository.booked_teachers(
        db, [row.id for row in rows]
    ):
        teachers_of[booking_id].append(
            {"teacherId": teacher_id, "name": f"{first} {last}", "rank": rank, "rating": rating}
        )
    return _ITEMS.validate_python(
        [
            {
                "bookingId": r.id,
                "status": r.status,
                "bookingType": r.booking_type,
                "inviteType": r.invite_type,
                "qualification": r.qualification,
                "gender": r.gender,
                "startsAt": r.starts_at,
                "endsAt": r.ends_at,
                "days": r.days,
                "numberOfTeachers": r.number_of_teachers,
                "confirmedTeachers": len(teachers_of[r.id]),
                "interestedTeachers": r.interested,
                "invitedTeachers": r.invited,
                "hourlyRate": r.hourly_rate,
                "boostIncentive": r.boost_incentive,
                "stage": r.stage,
                "stageEndsAt": r.stage_ends_at,
                "autoConfirm": r.auto_confirm,
                "teachers": teachers_of[r.id],
                "parentId": r.parent_id,
            }
            for r in rows
        ]
    )


def _page(
    db: Session,
    centre: CentreOf,
    scope: str,
    payload: BookingListIn | UpcomingIn,
    status: int | None,
    at: datetime,
) -> BoundedPage[BookingItem]:
    start, end = _bounds(centre, payload.dateFrom, payload.dateTo)
    rows, total, exact = repository.item_page(
        db,
        centre.id,
        scope,
        status=status,
        start=start,
        end=end,
        at=at,
        offset=payload.offset,
        limit=payload.pageSize,
    )
    return BoundedPage[BookingItem].bounded(items(db, rows), total, exact, payload)


def book_list(
    db: Session, centre: CentreOf, payload: BookingListIn, at: datetime
) -> BoundedPage[BookingItem]:
    """Processing: bookings still looking for teachers. Past: bookings that ended,
    were cancelled, failed or split."""
    return _page(db, centre, payload.scope, payload, payload.status, at)


def upcoming(
    db: Session, centre: CentreOf, payload: UpcomingIn, at: datetime
) -> BoundedPage[BookingItem]:
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


def detail(db: Session, centre: CentreOf, booking_id: int) -> BookingDetail:
    booking = repository.get_for_centre(db, centre.id, booking_id)
    if booking is None:
        raise BookingMissing()
    days = repository.days(db, booking.id)
    invites = repository.invites(db, booking.id)
    records = repository.job_records(db, booking.id)
    day_of = {d.id: d.day for d in days}
    missing = {r.booking_day_id for r in records} - set(day_of)
    if missing:
        day_of.update(repository.day_dates(db, missing))
    people = briefs(db, {i.teacher_id for i in invites})
    planned = [_planned(d) for d in days]
    row = repository.item_row(db, centre.id, booking.id)
    assert row is not None
    return BookingDetail(
        booking=items(db, [row])[0],
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
        createdAt=booking.created_at,
        filledAt=booking.confirmed_at,
        fillSeconds=rules.time_to_fill(booking.created_at, booking.confirmed_at),
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
            for e in repository.timeline_events(db, booking.id)
        ],
    )
