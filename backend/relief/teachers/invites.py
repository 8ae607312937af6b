"""Invites from the teacher's side: what is on offer, and the answer."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.orm import Session

from relief.bookings import service as bookings
from relief.kit.envelope import Page
from relief.models import BookingDay, BookingStatus, InviteStatus, Teacher
from relief.teachers.errors import InviteMissing
from relief.teachers.schemas import (
    CentreBrief,
    InviteDay,
    InviteListIn,
    TeacherInvite,
)


def expires_at(row: bookings.InviteRow) -> datetime | None:
    """When an open invite stops being open: the end of the booking's matching
    stage, or the booking's start if that comes first. None once answered."""
    invite, booking, _ = row
    if invite.status != InviteStatus.connecting or booking.status != BookingStatus.processing:
        return None
    if booking.stage_ends_at is None:
        return booking.starts_at
    return min(booking.stage_ends_at, booking.starts_at)


def items(db: Session, rows: Sequence[bookings.InviteRow]) -> list[TeacherInvite]:
    """List items for invite rows, in one more query whatever their number."""
    days_of: dict[int, list[BookingDay]] = bookings.days_of(db, (b.id for _, b, _ in rows))
    result = []
    for row in rows:
        invite, booking, centre = row
        boost = booking.boost_incentive or 0
        result.append(
            TeacherInvite(
                inviteId=invite.id,
                bookingId=booking.id,
                status=invite.status,
                centre=CentreBrief(name=centre.name, suburb=centre.suburb, city=centre.city),
                distanceKm=invite.distance_km,
                days=[
                    InviteDay(
                        date=d.day,
                        startsAt=d.starts_at,
                        endsAt=d.ends_at,
                        breakMinutes=d.break_minutes,
                        hourlyRate=d.hourly_rate + boost,
                    )
                    for d in days_of.get(booking.id, [])
                ],
                hourlyRate=invite.hourly_rate,
                boostIncentive=booking.boost_incentive,
                qualification=booking.qualification,
                ageGroup=booking.age_group,
                notes=booking.notes,
                numberOfTeachers=booking.number_of_teachers,
                invitedAt=invite.invited_at,
                answeredAt=invite.answered_at,
                confirmed=invite.confirmed_at is not None,
                stageEndsAt=expires_at(row),
            )
        )
    return result


def page(db: Session, teacher: Teacher, payload: InviteListIn) -> Page[TeacherInvite]:
    """Open invites (waiting for an answer on a booking still matching) or the
    rest, newest first: three queries whatever the page size."""
    rows, total = bookings.teacher_invite_page(
        db,
        teacher.id,
        open_only=payload.scope == "open",
        offset=payload.offset,
        limit=payload.pageSize,
    )
    return Page[TeacherInvite](
        list=items(db, rows), total=total, pageNo=payload.pageNo, pageSize=payload.pageSize
    )


def item(db: Session, teacher: Teacher, invite_id: int) -> TeacherInvite:
    row = bookings.teacher_invite_row(db, teacher.id, invite_id)
    if row is None:
        raise InviteMissing()
    return items(db, [row])[0]


def answer(
    db: Session, teacher: Teacher, invite_id: int, interested: bool, at: datetime
) -> TeacherInvite:
    """Answer an open invite (interested or not); answers the invite as it is now."""
    bookings.answer_invite(db, teacher, invite_id, interested, at)
    return item(db, teacher, invite_id)
