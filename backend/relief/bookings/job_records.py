"""Job records from the teacher's side: leave, extensions, and finishing."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from relief.bookings import matching, matching_repository, teacher_repository, timeline
from relief.bookings import repository as bookings
from relief.bookings.actions import _copy, _planned
from relief.bookings.creation import add_days
from relief.bookings.errors import (
    AlreadyBookedTime,
    ExtensionTimeAlreadyPassed,
    GiveReasonLeave,
    JobNoLongerExtended,
    JobNoLongerLeft,
    JobRecordMissing,
    JobStarted,
    NoExtensionWaiting,
)
from relief.bookings.status import change_job_record, extend_job_record
from relief.bookings.voucher import decide_voucher
from relief.kit.clock import local
from relief.models import (
    ACTIVE_JOB_STATUSES,
    BookingStatus,
    InviteType,
    JobRecord,
    JobRecordStatus,
    Task,
    Teacher,
    Unavailability,
)
from relief.notices import kinds
from relief.notices import service as notices
from relief.tasks import handles, schedule
from relief.timesheets import service as timesheets


def _own_record(db: Session, teacher: Teacher, job_record_id: int) -> JobRecord:
    found = teacher_repository.own_job_record(db, teacher.id, job_record_id)
    if found is None:
        raise JobRecordMissing()
    bookings.lock(db, found.booking_id)
    record = bookings.job_record(db, job_record_id, lock=True)
    assert record is not None
    return record


def apply_leave(
    db: Session, teacher: Teacher, job_record_id: int, reason: str, at: datetime
) -> JobRecord:
    """The teacher cannot come: the day goes back to matching as a new booking."""
    if not reason.strip():
        raise GiveReasonLeave()
    record = _own_record(db, teacher, job_record_id)
    if record.status not in ACTIVE_JOB_STATUSES:
        raise JobNoLongerLeft()
    if record.starts_at <= at:
        raise JobStarted()
    change_job_record(record, JobRecordStatus.leave)
    record.leave_at = at
    record.leave_reason = reason
    # The teacher cannot come: they are unavailable then, for every booking
    # (unless they already marked that time).
    if not matching_repository.unavailable_spans(
        db, [teacher.id], record.starts_at, record.ends_at
    ):
        db.add(
            Unavailability(
                teacher_id=teacher.id,
                starts_at=record.starts_at,
                ends_at=record.ends_at,
                note="Leave",
            )
        )
    booking = bookings.lock(db, record.booking_id)
    assert booking is not None
    day = next(d for d in bookings.days(db, booking.id) if d.id == record.booking_day_id)

    again = _copy(booking, number_of_teachers=1, status=BookingStatus.processing, at=at)
    again.invite_type = InviteType.public
    again.starts_at, again.ends_at = day.starts_at, day.ends_at
    again.multi_day = False
    db.add(again)
    db.flush()
    add_days(db, again, [_planned(day)])
    name = matching.teacher_name(teacher)
    timeline.record(
        db,
        booking.id,
        "teacher_leave",
        at,
        teacherId=teacher.id,
        teacher=name,
        day=str(day.day),
        rematchBookingId=again.id,
        reason=reason,
    )
    timeline.record(db, again.id, "rematch_for_leave", at, bookingId=booking.id, teacher=name)
    schedule(db, "booking.start", again.id, again.starts_at)
    matching.start_matching(db, again, at)
    _centre, centre_user = bookings.centre_and_user(db, booking.centre_id)
    notices.notify(
        db,
        centre_user,
        kinds.TeacherLeave(
            bookingId=booking.id,
            rematchBookingId=again.id,
            teacher=name,
            day=day.day,
            reason=reason,
        ),
    )
    decide_voucher(db, booking.id, at)
    db.flush()
    return record


def answer_extension(
    db: Session, teacher: Teacher, job_record_id: int, accept: bool, at: datetime
) -> JobRecord:
    record = _own_record(db, teacher, job_record_id)
    if record.extension_ends_at is None or record.extension_answer is not None:
        raise NoExtensionWaiting()
    if record.status not in ACTIVE_JOB_STATUSES:
        raise JobNoLongerExtended()
    if accept and record.extension_ends_at <= at:
        raise ExtensionTimeAlreadyPassed()
    name = matching.teacher_name(teacher)
    if accept:
        busy = matching_repository.job_spans(
            db, [teacher.id], record.ends_at, record.extension_ends_at
        )
        if busy.get(teacher.id):
            raise AlreadyBookedTime()
    record.extension_answer = 1 if accept else 0
    if accept:
        extend_job_record(record, record.extension_ends_at)
        schedule(db, "job.finish", record.id, record.ends_at)
    timeline.record(
        db,
        record.booking_id,
        "extension_accepted" if accept else "extension_declined",
        at,
        jobRecordId=record.id,
        teacher=name,
    )
    centre, centre_user = bookings.centre_and_user(db, record.centre_id)
    notices.notify(
        db,
        centre_user,
        (kinds.ExtensionAccepted if accept else kinds.ExtensionDeclined)(
            jobRecordId=record.id,
            teacher=name,
            until=local(record.extension_ends_at, centre.time_zone),
        ),
    )
    db.flush()
    return record


@handles("job.finish")
def job_finished(db: Session, task: Task) -> None:
    record = bookings.job_record(db, task.ref_id, lock=True)
    if record is None or record.status not in ACTIVE_JOB_STATUSES or record.ends_at > task.due_at:
        return
    change_job_record(record, JobRecordStatus.finished)
    record.finished_at = task.due_at
    teacher = bookings.teacher(db, record.teacher_id)
    if teacher is not None:
        teacher.last_job_at = record.ends_at
    db.flush()
    timesheets.open_for_finished_job(db, record)
    decide_voucher(db, record.booking_id, task.due_at)
