"""All SQL of the calendar. Every booking day a centre can reach starts from
`readable_days(centre_id)`, every job a feed shows from `readable_jobs`."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime

from sqlalchemy import Select, or_, select
from sqlalchemy.orm import Session

from relief.models import (
    Booking,
    BookingDay,
    BookingStatus,
    CalendarFeed,
    Centre,
    Holiday,
    JobRecord,
    Teacher,
    User,
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


# Calendar feeds. A feed reaches the jobs of the account it belongs to, and
# only those: `readable_jobs` takes the centre or the teacher the feed's
# account is.


def feed_of(db: Session, user_id: int) -> CalendarFeed | None:
    return db.scalar(select(CalendarFeed).where(CalendarFeed.user_id == user_id))


def feed_owner(db: Session, digest: str) -> tuple[User, Centre | None, Teacher | None] | None:
    """The enabled account whose feed has the token of this digest, with the
    centre or the teacher it is."""
    row = db.execute(
        select(User, Centre, Teacher)
        .join(CalendarFeed, CalendarFeed.user_id == User.id)
        .outerjoin(Centre, Centre.user_id == User.id)
        .outerjoin(Teacher, Teacher.user_id == User.id)
        .where(CalendarFeed.token_digest == digest, User.enabled.is_(True))
    ).first()
    return None if row is None else (row[0], row[1], row[2])


def readable_jobs(
    centre_id: int | None, teacher_id: int | None
) -> Select[JobRecord, Centre, str, str]:
    """The job records of a centre's bookings or of a teacher (one of the two
    is given), with their centre and teacher; removed ones left out."""
    query = (
        select(JobRecord, Centre, Teacher.first_name, Teacher.last_name)
        .join(Booking, Booking.id == JobRecord.booking_id)
        .join(Centre, Centre.id == JobRecord.centre_id)
        .join(Teacher, Teacher.id == JobRecord.teacher_id)
        .where(JobRecord.deleted_at.is_(None), Booking.deleted_at.is_(None))
    )
    if centre_id is not None:
        return query.where(JobRecord.centre_id == centre_id)
    return query.where(JobRecord.teacher_id == teacher_id)


def feed_jobs(
    db: Session, centre_id: int | None, teacher_id: int | None, since: datetime
) -> list[tuple[JobRecord, Centre, str, str]]:
    """The feed's job records: those ending at or after `since`, in one query."""
    rows = db.execute(
        readable_jobs(centre_id, teacher_id)
        .where(JobRecord.ends_at >= since)
        .order_by(JobRecord.starts_at, JobRecord.id)
    )
    return [(r[0], r[1], r[2], r[3]) for r in rows]
