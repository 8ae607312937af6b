"""Matching: staged invites, answers, confirmations and the end of matching.

Every change locks its booking first (and then the teacher), so racing
answers and confirmations are serialised per booking; the database's seat
index and overlap constraint back that up.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.bookings import matching_repository as repository
from relief.bookings import repository as bookings
from relief.bookings import teacher_repository, timeline
from relief.bookings.errors import (
    BookedBySomeoneElse,
    BookingFull,
    BookingNoLongerTakingTeachers,
    InviteMissing,
    InviteNoLongerOpen,
    TeacherAlreadyBookedTime,
    TeacherAlreadyConfirmed,
    TeacherMissing,
    TeacherNotInterested,
)
from relief.bookings.matching_rules import (
    Need,
    StagePlan,
    boost_plan,
    favourite_plan,
    next_public_stage,
    overlaps,
    public_stage_plan,
)
from relief.bookings.status import change_booking, change_invite
from relief.kit.clock import local
from relief.kit.geo import bounding_box
from relief.live import publishing
from relief.live.rules import Kind, Publication
from relief.models import (
    Booking,
    BookingDay,
    BookingStatus,
    Centre,
    Invite,
    InviteStatus,
    InviteType,
    JobRecord,
    Stage,
    Task,
    Teacher,
)
from relief.notices import kinds
from relief.notices import service as notices
from relief.settings import service as settings
from relief.settings.catalogue import RunTimeSettings
from relief.tasks import handles, schedule


def teacher_name(teacher: Teacher) -> str:
    return f"{teacher.first_name} {teacher.last_name}"


def _stage_settings(db: Session) -> RunTimeSettings:
    return settings.current(db)


def need_for(booking: Booking, centre: Centre, days: list[BookingDay], radius_km: float) -> Need:
    return Need(
        qualification=booking.qualification,
        gender=booking.gender,
        talent_pool=booking.talent_pool,
        latitude=centre.latitude,
        longitude=centre.longitude,
        radius_km=radius_km,
        spans=[(d.starts_at, d.ends_at) for d in days],
        last_day=days[-1].day,
    )


def eligible(
    db: Session,
    booking: Booking,
    centre: Centre,
    days: list[BookingDay],
    plan: StagePlan,
    favourite_ids: list[int] | None = None,
    *,
    reinvite_expired: bool = False,
) -> list[tuple[int, float]]:
    """(teacher id, distance km) of the teachers a stage may invite, nearest
    first and at most `stage_invite_limit` of them: one SQL statement that
    applies `matching_rules.ineligibility` (a test keeps the two equal).
    A boost (and a re-run of matching) includes teachers whose invite expired.
    Chosen favourites are all invited."""
    favourites = favourite_ids is not None
    need = need_for(booking, centre, days, radius_km=float("inf") if favourites else plan.radius_km)
    return repository.eligible_teachers(
        db,
        need,
        booking_id=booking.id,
        centre_id=booking.centre_id,
        box=None if favourites else bounding_box(centre.latitude, centre.longitude, plan.radius_km),
        teacher_ids=favourite_ids,
        reinvite_expired=reinvite_expired,
        limit=None if favourites else settings.current(db).stage_invite_limit,
    )


def invite_eligible(
    db: Session,
    booking: Booking,
    plan: StagePlan,
    at: datetime,
    favourite_ids: list[int] | None = None,
    *,
    reinvite_expired: bool | None = None,
) -> int:
    """Invite every eligible teacher of a stage; answer how many were invited.
    Teachers whose invite expired are invited again by a boost, or when
    `reinvite_expired` says so."""
    centre, _ = bookings.centre_and_user(db, booking.centre_id)
    days = bookings.days(db, booking.id)
    if not days:
        return 0
    again = plan.stage == Stage.boost if reinvite_expired is None else reinvite_expired
    found = eligible(db, booking, centre, days, plan, favourite_ids, reinvite_expired=again)
    expired = (
        {i.teacher_id: i for i in bookings.invites(db, booking.id, (InviteStatus.expired,))}
        if again
        else {}
    )
    users = repository.users_of(db, [t for t, _ in found])
    rate = booking.hourly_rate + (booking.boost_incentive or 0)
    invites = []
    for teacher_id, distance in found:
        earlier = expired.get(teacher_id)
        if earlier is not None:
            change_invite(earlier, InviteStatus.connecting)
            earlier.stage = plan.stage
            earlier.invited_at = at
            earlier.answered_at = None
            earlier.closed_at = None
            earlier.hourly_rate = rate
        else:
            invites.append(
                {
                    "booking_id": booking.id,
                    "teacher_id": teacher_id,
                    "status": InviteStatus.connecting,
                    "stage": plan.stage,
                    "distance_km": round(distance, 2),
                    "hourly_rate": rate,
                    "invited_at": at,
                }
            )
    if invites:
        added = repository.add_invites(db, invites)
        publishing.publish(
            db,
            [Publication(Kind.invite, i, teacher_id=t) for i, t in added]
            + [Publication(Kind.booking, booking.id, booking_id=booking.id)],
        )
    news = kinds.InviteNew(
        bookingId=booking.id,
        centre=centre.name,
        place=centre.suburb or centre.city or "",
        startsAt=local(days[0].starts_at, centre.time_zone),
        rate=rate,
    )
    notices.notify_many(db, [(users[t], news) for t, _ in found if t in users])
    db.flush()
    return len(found)


def start_stage(
    db: Session,
    booking: Booking,
    plan: StagePlan,
    at: datetime,
    favourite_ids: list[int] | None = None,
    *,
    reinvite_expired: bool | None = None,
) -> int:
    booking.stage = plan.stage
    booking.stage_started_at = at
    booking.stage_ends_at = at + timedelta(minutes=plan.minutes)
    booking.version += 1
    invited = invite_eligible(
        db, booking, plan, at, favourite_ids, reinvite_expired=reinvite_expired
    )
    timeline.record(
        db,
        booking.id,
        "stage_started",
        at,
        stage=int(plan.stage),
        radiusKm=plan.radius_km if plan.stage != Stage.favourite else None,
        minutes=plan.minutes,
        invited=invited,
    )
    schedule(db, "booking.stage_end", booking.id, booking.stage_ends_at, booking.version)
    db.flush()
    return invited


def start_matching(
    db: Session, booking: Booking, at: datetime, favourite_ids: list[int] | None = None
) -> int:
    values = _stage_settings(db)
    if booking.invite_type == InviteType.favourite:
        return start_stage(db, booking, favourite_plan(values), at, favourite_ids or [])
    return start_stage(
        db, booking, public_stage_plan(Stage.stage1, values, booking.invite_range_km), at
    )


def start_boost(db: Session, booking: Booking, at: datetime) -> int:
    """Re-invite at the widest radius; invites still open take the boosted rate."""
    rate = booking.hourly_rate + (booking.boost_incentive or 0)
    for invite in bookings.open_invites(db, booking.id):
        invite.hourly_rate = rate
    plan = boost_plan(_stage_settings(db), booking.invite_range_km)
    return start_stage(db, booking, plan, at)


def _close_invites(db: Session, invites: list[Invite], status: InviteStatus, at: datetime) -> None:
    for invite in invites:
        change_invite(invite, status)
        invite.closed_at = at


def seats_filled(db: Session, booking: Booking) -> bool:
    days = bookings.days(db, booking.id)
    held = repository.active_seats(db, [d.id for d in days])
    return bool(days) and all(len(held[d.id]) >= booking.number_of_teachers for d in days)


def complete(db: Session, booking: Booking, at: datetime) -> None:
    """Enough teachers are confirmed: the booking is confirmed and every open
    invite is withdrawn."""
    change_booking(booking, BookingStatus.confirmed)
    booking.confirmed_at = at
    booking.stage = Stage.ended
    booking.stage_ends_at = None
    booking.version += 1
    centre, centre_user = bookings.centre_and_user(db, booking.centre_id)
    withdrawn = bookings.open_invites(db, booking.id)
    _close_invites(db, withdrawn, InviteStatus.withdrawn, at)
    users = repository.users_of(db, {i.teacher_id for i in withdrawn})
    filled = kinds.InviteFilled(bookingId=booking.id, centre=centre.name)
    notices.notify_many(db, [(user, filled) for user in users.values()])
    timeline.record(db, booking.id, "booking_confirmed", at)
    notices.notify(
        db,
        centre_user,
        kinds.BookingConfirmed(bookingId=booking.id),
    )
    db.flush()


def confirm(db: Session, booking: Booking, invite: Invite, at: datetime) -> list[JobRecord]:
    """Book an interested teacher: one job record per day, on a free seat.

    The booking must be locked by the caller.
    """
    if booking.status != BookingStatus.processing:
        raise BookingNoLongerTakingTeachers()
    if invite.booking_id != booking.id:
        raise InviteMissing()
    if invite.confirmed_at is not None:
        raise TeacherAlreadyConfirmed()
    if invite.status != InviteStatus.interested:
        raise TeacherNotInterested()
    days = bookings.days(db, booking.id)
    held = repository.active_seats(db, [d.id for d in days])
    seats = {}
    for day in days:
        free = sorted(set(range(1, booking.number_of_teachers + 1)) - held[day.id])
        if not free:
            raise BookingFull()
        seats[day.id] = free[0]
    teacher = bookings.lock_teacher(db, invite.teacher_id)
    if teacher is None:
        raise TeacherMissing()
    busy = repository.job_spans(db, [teacher.id], days[0].starts_at, days[-1].ends_at)
    if any(
        overlaps(span, (d.starts_at, d.ends_at)) for span in busy.get(teacher.id, []) for d in days
    ):
        raise TeacherAlreadyBookedTime()

    boost = booking.boost_incentive or 0
    records = [
        JobRecord(
            booking_id=booking.id,
            booking_day_id=day.id,
            teacher_id=teacher.id,
            invite_id=invite.id,
            centre_id=booking.centre_id,
            seat_no=seats[day.id],
            seats=booking.number_of_teachers,
            starts_at=day.starts_at,
            ends_at=day.ends_at,
            break_minutes=day.break_minutes,
            hourly_rate=day.hourly_rate + boost,
        )
        for day in days
    ]
    try:
        with db.begin_nested():
            db.add_all(records)
            db.flush()
    except IntegrityError as error:
        raise BookedBySomeoneElse() from error
    invite.confirmed_at = at
    for record in records:
        schedule(db, "job.finish", record.id, record.ends_at)
    centre, _ = bookings.centre_and_user(db, booking.centre_id)
    timeline.record(
        db, booking.id, "teacher_confirmed", at, teacherId=teacher.id, teacher=teacher_name(teacher)
    )
    user = bookings.user(db, teacher.user_id)
    if user is not None:
        notices.notify(
            db,
            user,
            kinds.JobConfirmed(
                bookingId=booking.id,
                centre=centre.name,
                days=len(records),
                startsAt=local(days[0].starts_at, centre.time_zone),
            ),
        )
    if seats_filled(db, booking):
        complete(db, booking, at)
    db.flush()
    return records


def answer(db: Session, teacher: Teacher, invite_id: int, interested: bool, at: datetime) -> Invite:
    """A teacher answers an invite; with auto-confirm an interested teacher is booked."""
    found = teacher_repository.own_invite(db, teacher.id, invite_id)
    if found is None:
        raise InviteMissing()
    if found.status != InviteStatus.connecting:
        # Closed already (the booking filled, or the teacher answered): no need
        # to queue for the booking's lock to hear it.
        raise InviteNoLongerOpen()
    booking = bookings.lock(db, found.booking_id)
    assert booking is not None
    if booking.status != BookingStatus.processing:
        # Filled or ended while this answer queued: refused with one statement
        # under the lock, so a crowd of late answers passes it quickly.
        raise InviteNoLongerOpen()
    invite = bookings.invite(db, invite_id, lock=True)
    assert invite is not None
    if invite.status != InviteStatus.connecting:
        raise InviteNoLongerOpen()
    change_invite(invite, InviteStatus.interested if interested else InviteStatus.declined)
    invite.answered_at = at
    timeline.record(
        db,
        booking.id,
        "teacher_interested" if interested else "teacher_declined",
        at,
        teacherId=teacher.id,
        teacher=teacher_name(teacher),
    )
    _centre, centre_user = bookings.centre_and_user(db, booking.centre_id)
    if interested:
        notices.notify(
            db,
            centre_user,
            kinds.TeacherInterested(
                bookingId=booking.id,
                teacher=teacher_name(teacher),
                autoConfirm=booking.auto_confirm,
            ),
        )
        if booking.auto_confirm:
            confirm(db, booking, invite, at)
    db.flush()
    return invite


def end_matching(db: Session, booking: Booking, at: datetime, *, reason: str) -> None:
    """No stage is left: fail the booking when nobody is confirmed or waiting."""
    _, centre_user = bookings.centre_and_user(db, booking.centre_id)
    confirmed = repository.confirmed_teacher_count(db, booking.id)
    waiting = bookings.open_invites(db, booking.id)
    booking.stage = Stage.ended
    booking.stage_ends_at = None
    booking.version += 1
    if confirmed == 0 and not waiting:
        change_booking(booking, BookingStatus.failed)
        booking.failed_at = at
        timeline.record(db, booking.id, "booking_failed", at, reason=reason)
        notices.notify(
            db, centre_user, kinds.BookingFailed(bookingId=booking.id, startReached=False)
        )
    else:
        timeline.record(
            db, booking.id, "matching_ended_short", at, confirmed=confirmed, waiting=len(waiting)
        )
        notices.notify(
            db,
            centre_user,
            kinds.MatchingEndedShort(
                bookingId=booking.id, confirmed=confirmed, wanted=booking.number_of_teachers
            ),
        )
    db.flush()


@handles("booking.stage_end")
def stage_ended(db: Session, task: Task) -> None:
    booking = bookings.lock(db, task.ref_id)
    if (
        booking is None
        or booking.status != BookingStatus.processing
        or booking.version != task.ref_version
    ):
        return
    at = task.due_at
    expiring = bookings.invites(db, booking.id, (InviteStatus.connecting,))
    _close_invites(db, expiring, InviteStatus.expired, at)
    timeline.record(db, booking.id, "stage_ended", at, stage=booking.stage, expired=len(expiring))
    following = (
        next_public_stage(Stage(booking.stage))
        if booking.invite_type == InviteType.public
        else None
    )
    if following is not None and booking.stage != Stage.boost:
        plan = public_stage_plan(following, _stage_settings(db), booking.invite_range_km)
        start_stage(db, booking, plan, at)
    else:
        end_matching(db, booking, at, reason="stages_over")


@handles("booking.start")
def booking_started(db: Session, task: Task) -> None:
    """The start time came: matching ends for good."""
    booking = bookings.lock(db, task.ref_id)
    if booking is None or booking.status != BookingStatus.processing:
        return
    at = task.due_at
    _close_invites(db, bookings.open_invites(db, booking.id), InviteStatus.expired, at)
    confirmed = repository.confirmed_teacher_count(db, booking.id)
    _, centre_user = bookings.centre_and_user(db, booking.centre_id)
    booking.stage = Stage.ended
    booking.stage_ends_at = None
    booking.version += 1
    if confirmed:
        change_booking(booking, BookingStatus.confirmed)
        booking.confirmed_at = at
        timeline.record(db, booking.id, "booking_confirmed_short", at, confirmed=confirmed)
    else:
        change_booking(booking, BookingStatus.failed)
        booking.failed_at = at
        timeline.record(db, booking.id, "booking_failed", at, reason="start_time")
        notices.notify(
            db, centre_user, kinds.BookingFailed(bookingId=booking.id, startReached=True)
        )
    db.flush()
