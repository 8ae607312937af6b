"""The periodic sweep: a deadline whose task went missing is scheduled again."""

from __future__ import annotations

from sqlalchemy.orm import Session

from relief.bookings import repository
from relief.kit.clock import now
from relief.tasks import schedule


def reschedule_missed(db: Session) -> int:
    """Processing bookings past their stage end or start, and active job records
    past their end, that have no pending task, get one now."""
    at = now()
    added = 0
    for booking in repository.missed_stage_ends(db, at):
        schedule(db, "booking.stage_end", booking.id, at, booking.version)
        added += 1
    for booking in repository.missed_starts(db, at):
        schedule(db, "booking.start", booking.id, at)
        added += 1
    for record in repository.missed_job_ends(db, at):
        schedule(db, "job.finish", record.id, record.ends_at)
        added += 1
    return added
