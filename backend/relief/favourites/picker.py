"""Favourites around a booking: who can take a draft's days (the creation page's
picker), and how each invited favourite stands (the states call)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from relief.bookings import service as bookings
from relief.bookings.schemas import BookingDraft
from relief.favourites import repository
from relief.favourites.errors import BookingDidNotInviteFavourite, BookingMissing
from relief.favourites.rules import contact_state
from relief.favourites.schemas import (
    FavouriteState,
    PickerIn,
    PickerItem,
    PickerOut,
    StatesOut,
)
from relief.models import Centre, InviteType

# The youngest age group. Planning asks for an age group because a booking needs
# one; it changes neither the days nor who may come.
ANY_AGE_GROUP = 1


def _draft(payload: PickerIn) -> BookingDraft:
    """The picker's draft in the shape planning reads: a favourite invite, so a
    single-day draft is refused as it would be on creation. The gender preference
    is applied to each favourite below, so planning does not ask to justify it."""
    return BookingDraft(
        bookingType=payload.bookingType,
        jobStartTime=payload.jobStartTime,
        jobEndTime=payload.jobEndTime,
        weekdays=payload.weekdays,
        includeWeekends=payload.includeWeekends,
        includeHolidays=payload.includeHolidays,
        numberOfTeachers=1,
        qualification=payload.qualification,
        gender=0,
        ageGroup=payload.ageGroup or ANY_AGE_GROUP,
        teacherTalentPool=payload.teacherTalentPool,
        inviteType=InviteType.favourite,
    )


def picker(db: Session, centre: Centre, payload: PickerIn, at: datetime) -> PickerOut:
    """Every favourite, with whether they can take every day of the draft and,
    when not, the first reason why (the matching rules' code)."""
    plan = bookings.plan(db, centre, _draft(payload), at)
    need = bookings.need_spans_for_days(
        payload, centre, [(d.starts_at, d.ends_at) for d in plan.days], plan.days[-1].day
    )
    rows = repository.favourite_teachers(db, centre.id)
    found = bookings.candidates(
        db,
        [(teacher, enabled) for teacher, enabled, _ in rows],
        booking_id=None,
        centre_id=centre.id,
        start=plan.starts_at,
        end=plan.ends_at,
    )
    reasons = {candidate.teacher_id: bookings.ineligibility(candidate, need) for candidate in found}
    items = [
        PickerItem(
            teacherId=teacher.id,
            firstName=teacher.first_name,
            lastName=teacher.last_name,
            rank=rank,
            rating=teacher.rating,
            qualification=teacher.qualification,
            gender=teacher.gender,
            available=reasons[teacher.id] is None,
            reason=reasons[teacher.id],
        )
        for teacher, _, rank in rows
    ]
    items.sort(key=lambda item: not item.available)
    return PickerOut(
        list=items,
        availableCount=sum(1 for item in items if item.available),
        days=len(plan.days),
    )


def states(db: Session, centre: Centre, booking_id: int) -> StatesOut:
    """Each favourite a booking invited, with the spec's contact state."""
    booking = repository.booking(db, centre.id, booking_id)
    if booking is None:
        raise BookingMissing()
    rows = repository.favourite_invites(db, booking.id)
    if not rows and booking.invite_type != InviteType.favourite:
        raise BookingDidNotInviteFavourite()
    return StatesOut(
        bookingId=booking.id,
        bookingStatus=booking.status,
        list=[
            FavouriteState(
                teacherId=teacher.id,
                firstName=teacher.first_name,
                lastName=teacher.last_name,
                rank=rank,
                rating=teacher.rating,
                inviteId=invite.id,
                inviteStatus=invite.status,
                state=contact_state(invite.status),
                confirmed=invite.confirmed_at is not None,
                invitedAt=invite.invited_at,
                answeredAt=invite.answered_at,
            )
            for invite, teacher, rank in rows
        ],
    )
