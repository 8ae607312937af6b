"""The console's statistics over a period of the platform's local days."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session
from sqlalchemy.sql.selectable import Subquery

from relief.authority import service as authority
from relief.models import Centre
from relief.statistics import repository
from relief.statistics.errors import CentreMissing, TeacherMissing
from relief.statistics.repository import Regions
from relief.statistics.rules import check_period, share
from relief.statistics.schemas import (
    BookingFigures,
    CentreFillOut,
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


def _fill(
    db: Session, days: Subquery, start: date, end: date, centre_id: int | None, regions: Regions
) -> CentreFillOut:
    """The fill figures of the period's booking days (`repository.day_rows`):
    the one computation of fill rate, time to fill, unfilled at start and
    their breakdown by lead time, for the console and the centre alike."""
    total = repository.breakdown(db, days, None)
    count, median, p90 = repository.time_to_fill(db, start, end, centre_id, regions)
    return CentreFillOut(
        dateFrom=start,
        dateTo=end,
        total=_row(total[0]),
        confirmedCount=count,
        medianFillSeconds=median,
        p90FillSeconds=p90,
        byLeadTime=[_row(r) for r in repository.breakdown(db, days, "lead")],
    )


def centre_fill(db: Session, centre: Centre, start: date, end: date, at: datetime) -> CentreFillOut:
    """How fast the centre's own bookings of the period filled: the console's
    figures for this centre (the same queries), by lead time."""
    check_period(start, end)
    days = repository.day_rows(db, start, end, at, centre.id, None)
    return _fill(db, days, start, end, centre.id, None)


def figures(
    db: Session,
    reader_id: int,
    start: date,
    end: date,
    at: datetime,
    time_zone: str,
    centre_id: int | None,
) -> StatisticsOut:
    """Bookings, fill, time to fill and money of the period (one centre's
    when `centre_id` is given; the teachers' figures only platform-wide), of
    the centres and teachers of the regions the reader's roles see."""
    check_period(start, end)
    return figures_in(db, authority.data_scope(db, reader_id), start, end, at, time_zone, centre_id)


def figures_in(
    db: Session,
    regions: frozenset[str] | None,
    start: date,
    end: date,
    at: datetime,
    time_zone: str,
    centre_id: int | None,
) -> StatisticsOut:
    """`figures` within `regions` (None: every region)."""
    check_period(start, end)
    if centre_id is not None and not repository.centre_seen(db, centre_id, regions):
        raise CentreMissing()
    zone = ZoneInfo(time_zone)
    start_at, end_at = _midnight(start, zone), _midnight(end + timedelta(days=1), zone)
    days = repository.day_rows(db, start, end, at, centre_id, regions)
    fill = _fill(db, days, start, end, centre_id, regions)
    bookings = BookingFigures(
        total=fill.total,
        canceled=repository.canceled_bookings(db, start, end, centre_id, regions),
        confirmedCount=fill.confirmedCount,
        medianFillSeconds=fill.medianFillSeconds,
        p90FillSeconds=fill.p90FillSeconds,
        byLeadTime=fill.byLeadTime,
        byWeekday=[_row(r) for r in repository.breakdown(db, days, "weekday")],
        byRegion=[_row(r) for r in repository.breakdown(db, days, "region")],
        byQualification=[_row(r) for r in repository.breakdown(db, days, "qualification")],
    )
    money = MoneyFigures(**repository.money(db, start_at, end_at, centre_id, regions))
    teachers = None
    if centre_id is None:
        as_at = min(end_at, at)
        teachers = TeacherFigures(
            **repository.teachers(db, as_at, as_at.astimezone(zone).date(), regions)
        )
    return StatisticsOut(
        dateFrom=start, dateTo=end, bookings=bookings, money=money, teachers=teachers
    )


def teacher_figures(
    db: Session, reader_id: int, teacher_id: int, start: date, end: date
) -> TeacherStatisticsOut:
    """One teacher's jobs, paid hours, reliability and rating over the period
    (a teacher outside the reader's regions is as if unknown)."""
    check_period(start, end)
    teacher = repository.teacher_seen(db, teacher_id, authority.data_scope(db, reader_id))
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
