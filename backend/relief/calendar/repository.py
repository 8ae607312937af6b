"""All SQL of the calendar. Every booking day a centre can reach starts from
`readable_days(centre_id)`."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from sqlalchemy import Select, or_, select
from sqlalchemy.orm import Session

from relief.models import (
    Booking,
    BookingDay,
    BookingStatus,
    Holiday,
    JobRecord,
    Teacher,
)

# Cancelled bookings and the originals of split ones are not on the calendar.
HIDDEN_STATUSES = (BookingStatus.canceled, BookingStatus.split)


def readable_days(centre_id: int) -> Select[BookingDay, Booking]:
    return (
        select(BookingDay, Booking)
        .join(Booking, Booking.id == BookingDay.booking_id)
        .where(Booking.centre_id == centre_id, Booking.deleted_at.is_(None))
    )


def booking_days(
    db: Session, centre_id: int, first: date, last: date
) -> list[tuple[BookingDay, Booking]]:
    """The centre's booking days from `first` to `last` that are still on."""
    rows = db.execute(
        readable_days(centre_id)
        .where(
            BookingDay.day >= first,
            BookingDay.day <= last,
            BookingDay.canceled_at.is_(None),
            Booking.status.not_in(HIDDEN_STATUSES),
        )
        .order_by(BookingDay.day, BookingDay.starts_at, Booking.id)
    )
    return [(r[0], r[1]) for r in rows]


def job_records(db: Session, booking_day_ids: Iterable[int]) -> list[tuple[JobRecord, str, str]]:
    """The job records of booking days, with each teacher's names."""
    ids = sorted(set(booking_day_ids))
    if not ids:
        return []
    rows = db.execute(
        select(JobRecord, Teacher.first_name, Teacher.last_name)
        .join(Teacher, Teacher.id == JobRecord.teacher_id)
        .where(JobRecord.booking_day_id.in_(ids))
        .order_by(JobRecord.starts_at, JobRecord.seat_no, JobRecord.id)
    )
    return [(r[0], r[1], r[2]) for r in rows]


def holidays(db: Session, first: date, last: date, region: str | None) -> list[Holiday]:
    """National holidays and those of the region, from `first` to `last`."""
    return list(
        db.scalars(
            select(Holiday)
            .where(
                Holiday.day >= first,
                Holiday.day <= last,
                or_(Holiday.region.is_(None), Holiday.region == region),
            )
            .order_by(Holiday.day, Holiday.name)
        )
    )
