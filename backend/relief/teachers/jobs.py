"""Job records from the teacher's side: upcoming and past work, leave, extensions."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.orm import Session

from relief.bookings import service as bookings
from relief.kit.envelope import Page
from relief.models import Teacher, TimeSheet
from relief.teachers.errors import JobRecordMissing
from relief.teachers.schemas import CentrePlace, JobListIn, JobTimeSheet, TeacherJob
from relief.timesheets import rules as timesheet_rules
from relief.timesheets import service as timesheets
from relief.timesheets.schemas import TimeSheetReportIn


def _time_sheet(sheet: TimeSheet | None) -> JobTimeSheet | None:
    if sheet is None:
        return None
    return JobTimeSheet(
        status=sheet.status,
        reportedStartsAt=sheet.reported_starts_at,
        reportedEndsAt=sheet.reported_ends_at,
        reportedBreakMinutes=sheet.reported_break_minutes,
        startsAt=sheet.starts_at,
        endsAt=sheet.ends_at,
        breakMinutes=sheet.break_minutes,
        paidHours=None
        if sheet.paid_minutes is None
        else timesheet_rules.paid_hours(sheet.paid_minutes),
        amount=sheet.amount,
        confirmation=sheet.confirmation,
        defaultAt=sheet.default_at,
    )


def items(db: Session, rows: Sequence[bookings.JobRow]) -> list[TeacherJob]:
    sheets = timesheets.of_job_records(db, [record.id for record, _, _, _ in rows])
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
            timeSheet=_time_sheet(sheets.get(record.id)),
        )
        for record, day, booking, centre in rows
    ]


def page(db: Session, teacher: Teacher, payload: JobListIn, at: datetime) -> Page[TeacherJob]:
    """Upcoming jobs (booked or extended, not yet ended), soonest first, or past
    ones (ended, finished, left or cancelled), newest first: two queries."""
    rows, total = bookings.teacher_job_page(
        db,
        teacher.id,
        upcoming=payload.scope == "upcoming",
        at=at,
        offset=payload.offset,
        limit=payload.pageSize,
    )
    return Page[TeacherJob](
        list=items(db, rows), total=total, pageNo=payload.pageNo, pageSize=payload.pageSize
    )


def item(db: Session, teacher: Teacher, job_record_id: int) -> TeacherJob:
    row = bookings.teacher_job_row(db, teacher.id, job_record_id)
    if row is None:
        raise JobRecordMissing()
    return items(db, [row])[0]


def apply_leave(
    db: Session, teacher: Teacher, job_record_id: int, reason: str, at: datetime
) -> TeacherJob:
    """The teacher cannot come: the day goes back to matching."""
    bookings.apply_leave(db, teacher, job_record_id, reason, at)
    return item(db, teacher, job_record_id)


def answer_extension(
    db: Session, teacher: Teacher, job_record_id: int, accept: bool, at: datetime
) -> TeacherJob:
    """Accept or decline the centre's request to stay later."""
    bookings.answer_extension(db, teacher, job_record_id, accept, at)
    return item(db, teacher, job_record_id)


def report_times(
    db: Session, teacher: Teacher, payload: TimeSheetReportIn, at: datetime
) -> TeacherJob:
    """The times actually worked on a finished job, while its sheet is to confirm."""
    timesheets.report(db, teacher, payload, at)
    return item(db, teacher, payload.jobRecordId)
