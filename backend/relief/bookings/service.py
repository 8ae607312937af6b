"""The booking aggregate's public calls. See the package's docstring."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from relief.bookings import (
    actions,
    creation,
    job_records,
    matching,
    matching_repository,
    planning,
    queries,
    repository,
    staff,
    sweep,
    teacher_repository,
    timeline,
    voucher,
)
from relief.bookings.matching_rules import ineligibility, need_spans_for_days
from relief.bookings.planning import Plan
from relief.bookings.pricing import own_or_platform
from relief.bookings.schemas import BookingDraft
from relief.bookings.teacher_repository import InviteRow, JobRow
from relief.models import Centre, Invite, Teacher

__all__ = [
    "InviteRow",
    "JobRow",
    "Plan",
    "answer_extension",
    "answer_invite",
    "apply_leave",
    "book_list",
    "boost",
    "cancel",
    "cancel_fee",
    "candidates",
    "confirm_all",
    "confirm_price",
    "create",
    "days_of",
    "decide_voucher",
    "detail",
    "extend",
    "has_active_job_between",
    "ineligibility",
    "make_public",
    "move_job_record",
    "need_spans_for_days",
    "own_or_platform",
    "plan",
    "platform_rates",
    "process",
    "record_event",
    "rematch",
    "reschedule_missed",
    "seats_filled",
    "split",
    "stage_ends_at",
    "teacher_invite_page",
    "teacher_invite_row",
    "teacher_job_page",
    "teacher_job_row",
    "timeline_events",
    "upcoming",
    "withdraw_invite",
]

# The centre's calls.
process = creation.process
create = creation.create
book_list = queries.book_list
upcoming = queries.upcoming
detail = queries.detail
cancel_fee = actions.cancel_fee
cancel = actions.cancel
extend = actions.extend
boost = actions.boost
make_public = actions.make_public
withdraw_invite = actions.withdraw_invite
confirm_price = actions.confirm_price
confirm_all = actions.confirm_all
split = actions.split

# The teacher's calls.
answer_extension = job_records.answer_extension
apply_leave = job_records.apply_leave

# The teacher's invites and job records, each with its booking and centre.
teacher_invite_page = teacher_repository.invite_page
teacher_invite_row = teacher_repository.invite_row
teacher_job_page = teacher_repository.job_page
teacher_job_row = teacher_repository.job_row
days_of = teacher_repository.days_of
has_active_job_between = teacher_repository.has_active_job_between

# The booking voucher, decided when a job record ends.
decide_voucher = voucher.decide_voucher

# The worker's sweep for deadlines whose task went missing.
reschedule_missed = sweep.reschedule_missed

# The platform's hourly rates (the entry rank's), which a centre without
# rates of its own is priced at; and the rule choosing between the two.
platform_rates = planning.platform_rates

# What is known of each teacher for the eligibility rules (`ineligibility`).
candidates = matching_repository.candidates


def stage_ends_at(db: Session, booking_id: int) -> datetime | None:
    """When the booking's matching stage ends; None when it is matching no more."""
    booking = repository.matching(db, booking_id)
    return None if booking is None else booking.stage_ends_at


def answer_invite(
    db: Session, teacher: Teacher, invite_id: int, interested: bool, at: datetime
) -> Invite:
    """A teacher answers an invite; with auto-confirm an interested teacher is booked."""
    return matching.answer(db, teacher, invite_id, interested, at)


def plan(db: Session, centre: Centre, draft: BookingDraft, at: datetime) -> Plan:
    """A draft's days and rates, every rule of the draft checked."""
    return planning.plan(db, centre, draft, at)


# What staff do beyond the centre's actions (the booking desk decides whether
# they may and locks the booking first): matching again from the first stage,
# a job record moved to another teacher; and whether every day has its teachers.
rematch = staff.rematch
move_job_record = staff.move_job_record
seats_filled = matching.seats_filled

# A booking's matching timeline, as staff read it and add to it.
timeline_events = repository.timeline_events
record_event = timeline.record
