"""The pure rules of the staff's two repairs of a booking: when its matching
may run again from the first stage, and when a job record may move to
another teacher. Each answers the refusal that stops the action (a class of
`errors`), or None when nothing does."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from relief.bookingdesk import errors
from relief.errors import AppError
from relief.models import Approval, BookingStatus, JobRecordStatus


@dataclass(frozen=True)
class RematchCase:
    """What is known of a booking when staff ask to match it again."""

    status: int
    removed: bool
    starts_at: datetime
    filled: bool


def rematch_refusal(case: RematchCase, at: datetime) -> type[AppError] | None:
    """A booking is matched again while it is looking for teachers (processing)
    or has given up (failed), is not removed, has not started and still lacks
    a teacher on some day."""
    if case.removed:
        return errors.BookingRemoved
    if case.status == BookingStatus.canceled:
        return errors.RematchCancelled
    if case.status == BookingStatus.split:
        return errors.RematchSplit
    if case.status == BookingStatus.confirmed or case.filled:
        return errors.RematchFilled
    if case.starts_at <= at:
        return errors.RematchStarted
    return None


@dataclass(frozen=True)
class MoveCase:
    """What is known of a job record and of the teacher it would move to."""

    record_status: int
    starts_at: datetime
    current_teacher_id: int
    teacher_id: int
    approval: int
    enabled: bool
    busy: bool
    reason: str


def move_refusal(case: MoveCase, at: datetime) -> type[AppError] | None:
    """A job record moves while it is still ahead (processing, not started), to
    another teacher who is approved, switched on and has no job at that time,
    for a reason the parties will read."""
    if case.record_status != JobRecordStatus.processing:
        return errors.RecordNotUpcoming
    if case.starts_at <= at:
        return errors.RecordStarted
    if not case.reason.strip():
        return errors.MoveReasonMissing
    if case.teacher_id == case.current_teacher_id:
        return errors.MoveSameTeacher
    if case.approval != Approval.approved:
        return errors.MoveTeacherNotApproved
    if not case.enabled:
        return errors.MoveTeacherDisabled
    if case.busy:
        return errors.MoveTeacherBusy
    return None
