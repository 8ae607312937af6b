"""Times a teacher marks as unavailable: matching never invites them then."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.bookings import service as bookings
from relief.errors import ParameterError
from relief.models import Teacher, Unavailability
from relief.teachers import repository
from relief.teachers.errors import (
    EndDateCannotEarlierThan,
    RangeTooLong,
    UnavailableTimeEndsBeforeStart,
    UnavailableTimeMissing,
    UnavailableTimeOverlaps,
    UnavailableTimePassed,
    UnavailableTimeTooLong,
)
from relief.teachers.schemas import SpanAddedOut, SpanAddIn, SpanListOut, SpanOut

MAX_LIST_DAYS = 92
MAX_SPAN = timedelta(days=31)


def list_problem(first: date, last: date) -> ParameterError | None:
    """Why a date range cannot be listed, or None when it can."""
    if last < first:
        return EndDateCannotEarlierThan()
    if (last - first).days + 1 > MAX_LIST_DAYS:
        return RangeTooLong(days=MAX_LIST_DAYS)
    return None


def span_problem(starts_at: datetime, ends_at: datetime, at: datetime) -> ParameterError | None:
    """Why a time cannot be marked unavailable, or None when it can."""
    if ends_at <= starts_at:
        return UnavailableTimeEndsBeforeStart()
    if ends_at - starts_at > MAX_SPAN:
        return UnavailableTimeTooLong(days=MAX_SPAN.days)
    if ends_at <= at:
        return UnavailableTimePassed()
    return None


def span_out(span: Unavailability) -> SpanOut:
    return SpanOut(id=span.id, startsAt=span.starts_at, endsAt=span.ends_at, note=span.note)


def list_spans(
    db: Session, teacher: Teacher, first: date, last: date, time_zone: str
) -> SpanListOut:
    """The teacher's unavailable times overlapping the days `first` to `last`
    (whole days in `time_zone`)."""
    problem = list_problem(first, last)
    if problem:
        raise problem
    zone = ZoneInfo(time_zone)
    start = datetime.combine(first, time.min, tzinfo=zone)
    end = datetime.combine(last + timedelta(days=1), time.min, tzinfo=zone)
    return SpanListOut(
        list=[span_out(s) for s in repository.spans_between(db, teacher.id, start, end)]
    )


def add(db: Session, teacher: Teacher, payload: SpanAddIn, at: datetime) -> SpanAddedOut:
    """Mark a time unavailable. A time overlapping a booked job is kept, with a
    warning: the teacher still has to apply for leave for that job."""
    starts_at, ends_at = payload.startsAt.astimezone(UTC), payload.endsAt.astimezone(UTC)
    problem = span_problem(starts_at, ends_at, at)
    if problem:
        raise problem
    # Serialise a teacher's own changes, so two racing additions cannot overlap.
    repository.lock(db, teacher.id)
    if repository.spans_between(db, teacher.id, starts_at, ends_at):
        raise UnavailableTimeOverlaps()
    span = repository.add_span(
        db,
        Unavailability(
            teacher_id=teacher.id,
            starts_at=starts_at,
            ends_at=ends_at,
            note=payload.note or None,
            created_at=at,
        ),
    )
    overlaps_job = bookings.has_active_job_between(db, teacher.id, starts_at, ends_at)
    return SpanAddedOut(**span_out(span).model_dump(), overlapsJob=overlaps_job)


def delete(db: Session, teacher: Teacher, span_id: int) -> None:
    """Remove one of the teacher's own unavailable times."""
    span = repository.span(db, teacher.id, span_id)
    if span is None:
        raise UnavailableTimeMissing()
    repository.delete_span(db, span)
