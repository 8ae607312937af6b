"""The centre's calendar: its booking days and the public holidays of a range."""

from __future__ import annotations

from collections import defaultdict
from datetime import date, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.calendar import repository
from relief.calendar.errors import CalendarRangeTooLong, EndDateCannotEarlierThan
from relief.calendar.schemas import (
    MAX_DAYS,
    CalendarBooking,
    CalendarDay,
    CalendarIn,
    CalendarJobRecord,
    CalendarOut,
)
from relief.models import ACTIVE_JOB_STATUSES, Centre, JobRecordStatus

# Job records that hold a seat of the day: upcoming, under way or done.
SEATED = (*ACTIVE_JOB_STATUSES, JobRecordStatus.finished)


def check_range(first: date, last: date) -> None:
    if last < first:
        raise EndDateCannotEarlierThan()
    if (last - first).days + 1 > MAX_DAYS:
        raise CalendarRangeTooLong(days=MAX_DAYS)


def calendar(db: Session, centre: Centre, payload: CalendarIn) -> CalendarOut:
    """Every day of the range with its holiday and the centre's bookings that day
    (times in the centre's time zone); three queries whatever the range holds."""
    first, last = payload.dateFrom, payload.dateTo
    check_range(first, last)
    zone = ZoneInfo(centre.time_zone)
    days = repository.booking_days(db, centre.id, first, last)
    records: dict[int, list[CalendarJobRecord]] = defaultdict(list)
    seated: dict[int, set[int]] = defaultdict(set)
    for record, first_name, last_name in repository.job_records(db, [d.id for d, _ in days]):
        records[record.booking_day_id].append(
            CalendarJobRecord(
                jobRecordId=record.id,
                teacherId=record.teacher_id,
                teacherName=f"{first_name} {last_name}",
                status=record.status,
                startsAt=record.starts_at.astimezone(zone),
                endsAt=record.ends_at.astimezone(zone),
            )
        )
        if record.status in SEATED:
            seated[record.booking_day_id].add(record.teacher_id)
    names: dict[date, list[str]] = defaultdict(list)
    for holiday in repository.holidays(db, first, last, centre.region):
        names[holiday.day].append(holiday.name)
    bookings: dict[date, list[CalendarBooking]] = defaultdict(list)
    for day, booking in days:
        bookings[day.day].append(
            CalendarBooking(
                bookingId=booking.id,
                status=booking.status,
                startsAt=day.starts_at.astimezone(zone),
                endsAt=day.ends_at.astimezone(zone),
                numberOfTeachers=booking.number_of_teachers,
                confirmedTeachers=len(seated[day.id]),
                jobRecords=records[day.id],
            )
        )
    return CalendarOut(
        days=[
            CalendarDay(
                date=current,
                holiday=", ".join(names[current]) or None,
                bookings=bookings[current],
            )
            for current in (first + timedelta(days=n) for n in range((last - first).days + 1))
        ]
    )
