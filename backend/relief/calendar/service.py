"""The centre's calendar (its booking days and the public holidays of a range)
and the calendar feeds of centres and teachers."""

from __future__ import annotations

import hashlib
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.calendar import repository, rules
from relief.calendar.errors import (
    CalendarFeedMissing,
    CalendarFeedOff,
    CalendarRangeTooLong,
    EndDateCannotEarlierThan,
)
from relief.calendar.feed import FeedJob, Owner, render
from relief.calendar.schemas import (
    MAX_DAYS,
    CalendarBooking,
    CalendarDay,
    CalendarFeedOut,
    CalendarIn,
    CalendarJobRecord,
    CalendarOut,
)
from relief.config import Settings
from relief.kit.language import language_of
from relief.models import (
    ACTIVE_JOB_STATUSES,
    CalendarFeed,
    Centre,
    JobRecord,
    JobRecordStatus,
    User,
)

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


# Calendar feeds: a centre's or a teacher's jobs as a private iCalendar
# subscription, at an address whose token is the only key.


def _feed_out(feed: CalendarFeed | None, secret: str) -> CalendarFeedOut:
    return CalendarFeedOut(
        enabled=feed is not None,
        feedPath=None if feed is None else rules.feed_path(rules.feed_token(feed.seed, secret)),
        turnedOnAt=None if feed is None else feed.created_at,
        pastDays=rules.FEED_PAST_DAYS,
        refreshMinutes=rules.REFRESH_MINUTES,
    )


def _reseed(feed: CalendarFeed, secret: str, at: datetime) -> None:
    feed.seed = rules.new_seed()
    feed.token_digest = rules.token_digest(rules.feed_token(feed.seed, secret))
    feed.created_at = at


def feed_state(db: Session, user: User, config: Settings) -> CalendarFeedOut:
    """Whether the account's feed is on, and its address if so."""
    return _feed_out(repository.feed_of(db, user.id), config.secret_key)


def turn_feed_on(db: Session, user: User, config: Settings, at: datetime) -> CalendarFeedOut:
    """The account's feed, made if it was off (on already: the same address)."""
    feed = repository.feed_of(db, user.id)
    if feed is None:
        feed = CalendarFeed(user_id=user.id)
        _reseed(feed, config.secret_key, at)
        db.add(feed)
        db.flush()
    return _feed_out(feed, config.secret_key)


def regenerate_feed(db: Session, user: User, config: Settings, at: datetime) -> CalendarFeedOut:
    """A new address for the account's feed; the old one is dead at once."""
    feed = repository.feed_of(db, user.id)
    if feed is None:
        raise CalendarFeedOff()
    _reseed(feed, config.secret_key, at)
    db.flush()
    return _feed_out(feed, config.secret_key)


def turn_feed_off(db: Session, user: User, config: Settings) -> CalendarFeedOut:
    """No feed any more: its address answers 404 (off already: nothing changes)."""
    feed = repository.feed_of(db, user.id)
    if feed is not None:
        db.delete(feed)
        db.flush()
    return _feed_out(None, config.secret_key)


@dataclass(frozen=True)
class FeedFile:
    body: bytes
    etag: str


def _feed_job(record: JobRecord, centre: Centre, first_name: str, last_name: str) -> FeedJob:
    return FeedJob(
        job_record_id=record.id,
        booking_id=record.booking_id,
        status=record.status,
        extended=record.status == JobRecordStatus.extend,
        sequence=record.sequence,
        starts_at=record.starts_at,
        ends_at=record.ends_at,
        break_minutes=record.break_minutes,
        created_at=record.created_at,
        updated_at=record.updated_at,
        teacher=f"{first_name} {last_name}",
        centre=centre.name,
        centre_phone=centre.phone,
        address=rules.place(
            centre.address, centre.suburb, centre.city, centre.postal_code, centre.country
        ),
        latitude=centre.latitude,
        longitude=centre.longitude,
        time_zone=centre.time_zone,
    )


def feed_file(db: Session, token: str, config: Settings, at: datetime) -> FeedFile:
    """The iCalendar feed behind a token: the jobs of the centre or teacher
    whose feed it is that end from `rules.FEED_PAST_DAYS` days ago on, worded
    in the account's language, with an ETag of its content. An unknown token
    (never made, replaced, turned off, or of a disabled account) is refused
    with HTTP 404."""
    found = repository.feed_owner(db, rules.token_digest(token))
    if found is None:
        raise CalendarFeedMissing()
    user, centre, teacher = found
    language = language_of(user.language)
    since = rules.window_start(at)
    if centre is not None:
        owner: Owner = "centre"
        name = centre.name
        rows = repository.feed_jobs(db, centre.id, None, since)
    elif teacher is not None:
        owner = "teacher"
        name = f"{teacher.first_name} {teacher.last_name}"
        rows = repository.feed_jobs(db, None, teacher.id, since)
    else:
        raise CalendarFeedMissing()
    body = render(
        owner, name, [_feed_job(*row) for row in rows], language, config.calendar_uid_domain
    )
    return FeedFile(body=body, etag=f'"{hashlib.sha256(body).hexdigest()[:32]}"')
