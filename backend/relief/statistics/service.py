"""The console's statistics over a period of the platform's local days."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.models import Teacher
from relief.statistics import repository
from relief.statistics.errors import CentreMissing, TeacherMissing
from relief.statistics.rules import check_period, share
from relief.statistics.schemas import (
    BookingFigures,
    FillRow,
    MoneyFigures,
    StatisticsOut,
    TeacherFigures,
    TeacherStatisticsOut,
)


def _midnight(day: date, zone: ZoneInfo) -> datetime:
    return datetime.combine(day, time(0), zone).astimezone(UTC)


def _row(row: dict[str, Any]) -> FillRow:
    requested, filled = int(row["requested"]), int(row["filled"])
    return FillRow(
        key=str(row["key"]),
        bookings=int(row["bookings"]),
        requestedDays=requested,
        filledDays=filled,
        fillRate=share(filled, requested),
        unfilledBookings=int(row["unfilled"]),
    )


def figures(
    db: Session, start: date, end: date, at: datetime, time_zone: str, centre_id: int | None
) -> StatisticsOut:
    """Bookings, fill, time to fill and money of the period (one centre's
    when `centre_id` is given; the teachers' figures only platform-wide)."""
    check_period(start, end)
    if centre_id is not None and not repository.centre_exists(db, centre_id):
        raise CentreMissing()
    zone = ZoneInfo(time_zone)
    start_at, end_at = _midnight(start, zone), _midnight(end + timedelta(days=1), zone)
    days = repository.day_rows(db, start, end, at, centre_id)
    total = repository.breakdown(db, days, None)
    count, median, p90 = repository.time_to_fill(db, start, end, centre_id)
    bookings = BookingFigures(
        total=_row(total[0]),
        canceled=repository.canceled_bookings(db, start, end, centre_id),
        confirmedCount=count,
        medianFillSeconds=median,
        p90FillSeconds=p90,
        byLeadTime=[_row(r) for r in repository.breakdown(db, days, "lead")],
        byWeekday=[_row(r) for r in repository.breakdown(db, days, "weekday")],
        byRegion=[_row(r) for r in repository.breakdown(db, days, "region")],
        byQualification=[_row(r) for r in repository.breakdown(db, days, "qualification")],
    )
    money = MoneyFigures(**repository.money(db, start_at, end_at, centre_id))
    teachers = None
    if centre_id is None:
        as_at = min(end_at, at)
        teachers = TeacherFigures(**repository.teachers(db, as_at, as_at.astimezone(zone).date()))
    return StatisticsOut(
        dateFrom=start, dateTo=end, bookings=bookings, money=money, teachers=teachers
    )


def teacher_figures(db: Session, teacher_id: int, start: date, end: date) -> TeacherStatisticsOut:
    """One teacher's jobs, paid hours, reliability and rating over the period."""
    check_period(start, end)
    teacher = db.get(Teacher, teacher_id)
    if teacher is None:
        raise TeacherMissing()
    jobs = repository.teacher_jobs(db, teacher_id, start, end)
    return TeacherStatisticsOut(
        dateFrom=start,
        dateTo=end,
        teacherId=teacher.id,
        name=f"{teacher.first_name} {teacher.last_name}",
        reliability=share(jobs["finished"], jobs["finished"] + jobs["left"]),
        rating=teacher.rating,
        **jobs,
    )
