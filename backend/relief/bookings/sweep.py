"""The periodic sweep: a deadline whose task went missing is scheduled again."""

from __future__ import annotations

from sqlalchemy import and_, exists, select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import ACTIVE_JOB_STATUSES, Booking, BookingStatus, JobRecord, Task
from relief.tasks import schedule


def _pending(kind: str, ref: object) -> object:
    return exists().where(and_(Task.kind == kind, Task.ref_id == ref, Task.done_at.is_(None)))


def reschedule_missed(db: Session) -> int:
    """Processing bookings past their stage end or start, and active job records
    past their end, that have no pending task, get one now."""
    at = now()
    added = 0
    for booking in db.scalars(
        select(Booking).where(
            Booking.status == BookingStatus.processing,
            Booking.stage_ends_at.is_not(None),
            Booking.stage_ends_at <= at,
            ~_pending("booking.stage_end", Booking.id),  # type: ignore[operator]
        )
    ):
        schedule(db, "booking.stage_end", booking.id, at, booking.version)
        added += 1
    for booking in db.scalars(
        select(Booking).where(
            Booking.status == BookingStatus.processing,
            Booking.starts_at <= at,
            ~_pending("booking.start", Booking.id),  # type: ignore[operator]
        )
    ):
        schedule(db, "booking.start", booking.id, at)
        added += 1
    for record in db.scalars(
        select(JobRecord).where(
            JobRecord.status.in_(ACTIVE_JOB_STATUSES),
            JobRecord.ends_at <= at,
            ~_pending("job.finish", JobRecord.id),  # type: ignore[operator]
        )
    ):
        schedule(db, "job.finish", record.id, record.ends_at)
        added += 1
    return added
