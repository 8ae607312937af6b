"""The one way a booking, an invite or a job record changes status: checked
against the status machines of `rules`."""

from __future__ import annotations

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


def change_job_record(record: JobRecord, target: JobRecordStatus) -> None:
    check_change(JOB_RECORD_TRANSITIONS, "job record", record.status, target)
    record.status = target
