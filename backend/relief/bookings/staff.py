"""What platform staff do to a booking beyond the centre's own actions: run its
matching again from the first stage, and move a job record to another teacher.

The staff's booking desk decides whether a change is allowed (its refusals are
its own) and locks the booking first; these functions make the change the
booking aggregate's way: through the matching stages, the status machines,
the timeline and the notices.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from relief.bookings import matching, timeline
from relief.bookings import repository as bookings
from relief.bookings.matching_rules import favourite_plan, public_stage_plan
from relief.bookings.status import change_booking, change_invite, revise_job_record
from relief.kit.clock import local
from relief.models import (
    Booking,
    BookingStatus,
    InviteStatus,
    InviteType,
    JobRecord,
    Stage,
    Teacher,
)
from relief.notices import kinds
from relief.notices import service as notices
from relief.settings import service as settings


def rematch(db: Session, booking: Booking, staff_id: int, at: datetime) -> int:
    """Matching again from its first stage, for a booking the caller locked:
    invites still waiting for an answer expire, a failed booking looks for
    teachers again, and teachers whose invite expired are invited again with
    everyone else eligible. Interested, declined and withdrawn invites stay as
    they are. A favourite booking asks its favourites again; a public one
    starts again at stage 1. The timeline names the staff member
    (`rematched_by_staff`). Answers how many teachers were invited."""
    # The booking changes first (and its running stage's end no longer counts).
    booking.version += 1
    booking.stage_ends_at = None
    db.flush()
    timeline.record(db, booking.id, "rematched_by_staff", at, staffId=staff_id)
    for invite in bookings.invites(db, booking.id, (InviteStatus.connecting,)):
        change_invite(invite, InviteStatus.expired)
        invite.closed_at = at
    if booking.status != BookingStatus.processing:
        change_booking(booking, BookingStatus.processing)
    db.flush()
    values = settings.current(db)
    if booking.invite_type == InviteType.favourite:
        favourites = [
            i.teacher_id for i in bookings.invites(db, booking.id, (InviteStatus.expired,))
        ]
        plan = favourite_plan(values)
        return matching.start_stage(db, booking, plan, at, favourites, reinvite_expired=True)
    plan = public_stage_plan(Stage.stage1, values, booking.invite_range_km)
    return matching.start_stage(db, booking, plan, at, reinvite_expired=True)


def move_job_record(
    db: Session, record: JobRecord, teacher: Teacher, reason: str, at: datetime
) -> Teacher:
    """Give a job record to another teacher, the caller having locked its
    booking and the teacher and checked the teacher free then. The record keeps
    its id, seat, times and rate; it now comes from the new teacher's invite to
    the booking, if they had one. The teacher who had it, the new teacher and
    the centre are told (the new teacher without the reason, which may concern
    the teacher who had it). Answers the teacher who had it."""
    before = bookings.teacher(db, record.teacher_id)
    assert before is not None
    own_invite = next(
        (i for i in bookings.invites(db, record.booking_id) if i.teacher_id == teacher.id), None
    )
    revise_job_record(record, teacher_id=teacher.id)
    record.invite_id = own_invite.id if own_invite is not None else None
    db.flush()
    centre, centre_user = bookings.centre_and_user(db, record.centre_id)
    starts_at = local(record.starts_at, centre.time_zone)
    away = bookings.user(db, before.user_id)
    if away is not None:
        notices.notify(
            db,
            away,
            kinds.JobMovedAway(
                bookingId=record.booking_id, centre=centre.name, startsAt=starts_at, reason=reason
            ),
        )
    to = bookings.user(db, teacher.user_id)
    if to is not None:
        notices.notify(
            db,
            to,
            kinds.JobMovedToYou(
                bookingId=record.booking_id, centre=centre.name, startsAt=starts_at
            ),
        )
    notices.notify(
        db,
        centre_user,
        kinds.JobTeacherChanged(
            bookingId=record.booking_id,
            jobRecordId=record.id,
            fromTeacher=matching.teacher_name(before),
            toTeacher=matching.teacher_name(teacher),
            startsAt=starts_at,
            reason=reason,
        ),
    )
    db.flush()
    return before
