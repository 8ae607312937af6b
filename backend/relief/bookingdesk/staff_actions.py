"""The staff's two repairs of a booking, each locked in the booking's order
and checked by `staff_rules`: run its matching again from the first stage,
and move an upcoming job record to another teacher. The booking aggregate
makes the change; the timeline names the staff member, and the audit log
keeps the call."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief import locks
from relief.authority import service as authority
from relief.bookingdesk import repository, staff_rules
from relief.bookingdesk.errors import (
    DeskBookingMissing,
    DeskJobRecordMissing,
    MoveTeacherBusy,
    MoveTeacherMissing,
)
from relief.bookingdesk.schemas import MoveRecordIn, MoveRecordOut, RematchOut
from relief.bookings import service as bookings


def rematch(db: Session, staff_id: int, booking_id: int, at: datetime) -> RematchOut:
    """Match a booking again from its first stage: one still looking for
    teachers whose invites ran out or stalled, or one that failed, as long as
    it has not started and still lacks a teacher."""
    if not repository.sees_booking(db, booking_id, authority.data_scope(db, staff_id)):
        raise DeskBookingMissing()
    booking = locks.lock_booking(db, booking_id)
    if booking is None:
        raise DeskBookingMissing()
    refusal = staff_rules.rematch_refusal(
        staff_rules.RematchCase(
            status=booking.status,
            removed=booking.deleted_at is not None,
            starts_at=booking.starts_at,
            filled=bookings.seats_filled(db, booking),
        ),
        at,
    )
    if refusal is not None:
        raise refusal()
    invited = bookings.rematch(db, booking, staff_id, at)
    return RematchOut(
        bookingId=booking.id,
        status=booking.status,
        stage=booking.stage,
        stageEndsAt=booking.stage_ends_at,
        invited=invited,
    )


def move_record(db: Session, staff_id: int, payload: MoveRecordIn, at: datetime) -> MoveRecordOut:
    """Give an upcoming job record to another teacher, who must be approved,
    switched on and free then; the booking is locked first, then the record,
    then the teacher (the order of a confirmation), so a move and a
    confirmation of the same teacher never both win. Both the record's centre
    and the teacher are in the staff member's regions."""
    scope = authority.data_scope(db, staff_id)
    found = repository.record(db, payload.id, scope)
    if found is None:
        raise DeskJobRecordMissing()
    locks.lock_booking(db, found[0].booking_id)
    record = repository.lock_record(db, payload.id)
    if record is None or record.deleted_at is not None:
        raise DeskJobRecordMissing()
    taker = repository.lock_teacher(db, payload.teacherId)
    if taker is None or (scope is not None and taker[0].region not in scope):
        raise MoveTeacherMissing()
    teacher, enabled = taker
    refusal = staff_rules.move_refusal(
        staff_rules.MoveCase(
            record_status=record.status,
            starts_at=record.starts_at,
            current_teacher_id=record.teacher_id,
            teacher_id=teacher.id,
            approval=teacher.approval,
            enabled=enabled,
            busy=bookings.has_active_job_between(db, teacher.id, record.starts_at, record.ends_at),
            reason=payload.reason,
        ),
        at,
    )
    if refusal is not None:
        raise refusal()
    reason = payload.reason.strip()
    try:
        # The database has the last word on overlaps (PostgreSQL's exclusion
        # constraint): a job the check could not see yet is still refused.
        with db.begin_nested():
            before = bookings.move_job_record(db, record, teacher, reason, at)
    except IntegrityError as error:
        raise MoveTeacherBusy() from error
    bookings.record_event(
        db,
        record.booking_id,
        "moved_by_staff",
        at,
        staffId=staff_id,
        jobRecordId=record.id,
        fromTeacherId=before.id,
        fromTeacher=f"{before.first_name} {before.last_name}",
        toTeacherId=teacher.id,
        toTeacher=f"{teacher.first_name} {teacher.last_name}",
        reason=reason,
    )
    db.flush()
    return MoveRecordOut(
        jobRecordId=record.id,
        bookingId=record.booking_id,
        fromTeacherId=before.id,
        teacherId=teacher.id,
        teacherName=f"{teacher.first_name} {teacher.last_name}",
    )
