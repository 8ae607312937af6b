"""The one way a booking, an invite or a job record changes status: checked
against the status machines of `rules`. A job record's other changes that a
calendar shows (its times, its teacher, its booking) go through here too, so
its `sequence`, the SEQUENCE of its event in the calendar feeds, rises with
every one of them."""

from __future__ import annotations

from datetime import datetime

from relief.bookings.rules import (
    BOOKING_TRANSITIONS,
    INVITE_TRANSITIONS,
    JOB_RECORD_TRANSITIONS,
    check_change,
)
from relief.models import (
    Booking,
    BookingStatus,
    Invite,
    InviteStatus,
    JobRecord,
    JobRecordStatus,
)


def change_booking(booking: Booking, target: BookingStatus) -> None:
    check_change(BOOKING_TRANSITIONS, "booking", booking.status, target)
    booking.status = target


def change_invite(invite: Invite, target: InviteStatus) -> None:
    check_change(INVITE_TRANSITIONS, "invite", invite.status, target)
    invite.status = target


def _seen_anew(record: JobRecord) -> None:
    # A record not yet flushed has no sequence yet (the column's default, 0).
    record.sequence = (record.sequence or 0) + 1


def change_job_record(record: JobRecord, target: JobRecordStatus) -> None:
    check_change(JOB_RECORD_TRANSITIONS, "job record", record.status, target)
    record.status = target
    _seen_anew(record)


def extend_job_record(record: JobRecord, ends_at: datetime) -> None:
    """The job now ends at `ends_at` (an extension the teacher accepted): it
    is extended, and a second extension keeps it so."""
    record.ends_at = ends_at
    if record.status != JobRecordStatus.extend:
        change_job_record(record, JobRecordStatus.extend)
    else:
        _seen_anew(record)


def revise_job_record(record: JobRecord, *, teacher_id: int | None = None) -> None:
    """The job changes hands (`teacher_id`), or its booking or day changed
    around it (a split): calendars see it anew."""
    if teacher_id is not None:
        record.teacher_id = teacher_id
    _seen_anew(record)
