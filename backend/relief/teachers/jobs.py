"""Job records from the teacher's side: upcoming and past work, leave, extensions."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.orm import Session

from relief.errors import NotFound
from relief.jobs import service as job_service
from relief.kit.envelope import Page
from relief.models import Teacher
from relief.teachers import repository
from relief.teachers.repository import JobRow
from relief.teachers.schemas import CentrePlace, JobListIn, TeacherJob


def items(rows: Sequence[JobRow]) -> list[TeacherJob]:
    return [
        TeacherJob(
            jobRecordId=record.id,
            bookingId=record.booking_id,
            status=record.status,
            centre=CentrePlace(
                name=centre.name, suburb=centre.suburb, city=centre.city, address=centre.address
            ),
            date=day,
            startsAt=record.starts_at,
            endsAt=record.ends_at,
            breakMinutes=record.break_minutes,
            hourlyRate=record.hourly_rate,
            leaveReason=record.leave_reason,
            extensionEndsAt=record.extension_ends_at,
            extensionAnswer=record.extension_answer,
            notes=booking.notes,
        )
        for record, day, booking, centre in rows
    ]


def page(db: Session, teacher: Teacher, payload: JobListIn, at: datetime) -> Page[TeacherJob]:
    """Upcoming jobs (booked or extended, not yet ended), soonest first, or past
    ones (ended, finished, left or cancelled), newest first: two queries."""
    rows, total = repository.job_page(
        db,
        teacher.id,
        upcoming=payload.scope == "upcoming",
        at=at,
        offset=payload.offset,
        limit=payload.pageSize,
    )
    return Page[TeacherJob](
        list=items(rows), total=total, pageNo=payload.pageNo, pageSize=payload.pageSize
    )


def item(db: Session, teacher: Teacher, job_record_id: int) -> TeacherJob:
    row = repository.job_row(db, teacher.id, job_record_id)
    if row is None:
        raise NotFound("The job record does not exist.")
    return items([row])[0]


def apply_leave(
    db: Session, teacher: Teacher, job_record_id: int, reason: str, at: datetime
) -> TeacherJob:
    """The teacher cannot come: the day goes back to matching."""
    job_service.apply_leave(db, teacher, job_record_id, reason, at)
    return item(db, teacher, job_record_id)


def answer_extension(
    db: Session, teacher: Teacher, job_record_id: int, accept: bool, at: datetime
) -> TeacherJob:
    """Accept or decline the centre's request to stay later."""
    job_service.answer_extension(db, teacher, job_record_id, accept, at)
    return item(db, teacher, job_record_id)
