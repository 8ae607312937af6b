"""What a centre does to a booking after creating it."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal

from sqlalchemy.orm import Session

from relief.bookings import matching, matching_repository, repository, rules, timeline
from relief.bookings.creation import add_days
from relief.bookings.errors import (
    BookingAlreadyPublic,
    BookingAlreadyStarted,
    BookingHasAllTeachers,
    BookingMissing,
    BookingNoLongerCancelled,
    BookingNoLongerTakingTeachers,
    BookingNotLooking,
    DayNoLongerCancelled,
    DayStarted,
    DayTooLong,
    ExtensionBeforeEnd,
    ExtensionInPast,
    InviteMissing,
    InviteNoLongerWithdrawn,
    JobNoLongerExtended,
    JobRecordMissing,
    NoInterestedTeacher,
    NothingToSplit,
    OnlySearchingBookingSplits,
    SelectCancellationReason,
    TeacherAlreadyBookedTime,
)
from relief.bookings.planning import PlannedDay
from relief.bookings.schemas import CancelFeeOut, ConfirmAllOut
from relief.bookings.status import (
    change_booking,
    change_invite,
    change_job_record,
    revise_job_record,
)
from relief.bookings.voucher import decide_voucher
from relief.errors import AppError
from relief.invoices import service as invoices
from relief.kit.clock import local
from relief.kit.hours import DayHours
from relief.models import (
    ACTIVE_JOB_STATUSES,
    Booking,
    BookingDay,
    BookingStatus,
    Centre,
    Invite,
    InviteStatus,
    InviteType,
    JobRecord,
    JobRecordStatus,
    Teacher,
    User,
)
from relief.notices import kinds
from relief.notices import service as notices
from relief.settings import service as settings
from relief.tasks import schedule
from relief.vouchers import service as vouchers

ZERO = Decimal("0.00")
MAX_DAY = timedelta(hours=16)


def _booking(db: Session, centre: Centre, booking_id: int) -> Booking:
    booking = repository.get_for_centre(db, centre.id, booking_id, lock=True)
    if booking is None:
        raise BookingMissing()
    return booking


def _job_record(db: Session, centre: Centre, job_record_id: int) -> JobRecord:
    record = repository.centre_job_record(db, centre.id, job_record_id)
    if record is None:
        raise JobRecordMissing()
    return record


def _teacher_user(db: Session, teacher_id: int) -> tuple[Teacher, User]:
    teacher = repository.teacher(db, teacher_id)
    assert teacher is not None
    user = repository.user(db, teacher.user_id)
    assert user is not None
    return teacher, user


def record_amount(record: JobRecord) -> Decimal:
    hours = DayHours(
        int((record.ends_at - record.starts_at).total_seconds() // 60), record.break_minutes
    )
    return rules.day_amount(hours, record.hourly_rate)


def _fee_for(
    records: list[JobRecord], at: datetime, free_hours: int
) -> tuple[Decimal, Decimal, bool]:
    amount = sum((record_amount(r) for r in records), ZERO)
    fee = sum(
        (
            rules.cancellation_fee(
                record_amount(r),
                starts_at=r.starts_at,
                at=at,
                free_hours=free_hours,
                confirmed=True,
            )
            for r in records
        ),
        ZERO,
    )
    inside = any(at >= r.starts_at - timedelta(hours=free_hours) for r in records)
    return amount, fee, inside


def _cancellable(
    db: Session, centre: Centre, booking_id: int, job_record_id: int | None
) -> tuple[Booking, list[JobRecord]]:
    booking = _booking(db, centre, booking_id)
    if booking.status in (BookingStatus.canceled, BookingStatus.split):
        raise BookingNoLongerCancelled()
    if job_record_id is None:
        return booking, repository.job_records(db, booking.id, active_only=True)
    record = _job_record(db, centre, job_record_id)
    if record.booking_id != booking.id:
        raise JobRecordMissing()
    if record.status not in ACTIVE_JOB_STATUSES:
        raise DayNoLongerCancelled()
    return booking, [record]


def cancel_fee(
    db: Session, centre: Centre, booking_id: int, job_record_id: int | None, at: datetime
) -> CancelFeeOut:
    """What cancelling would cost, before the centre confirms it."""
    _, records = _cancellable(db, centre, booking_id, job_record_id)
    free_hours = settings.current(db).free_cancellation_hours
    amount, fee, inside = _fee_for(records, at, free_hours)
    return CancelFeeOut(
        amount=amount, fee=fee, insideFreePeriod=inside, freeCancellationHours=free_hours
    )


def cancel(
    db: Session,
    centre: Centre,
    booking_id: int,
    job_record_id: int | None,
    reason: str | None,
    at: datetime,
) -> CancelFeeOut:
    if not (reason or "").strip():
        raise SelectCancellationReason()
    assert reason is not None
    booking, records = _cancellable(db, centre, booking_id, job_record_id)
    if any(r.starts_at <= at for r in records):
        raise DayStarted()
    free_hours = settings.current(db).free_cancellation_hours
    amount, total_fee, inside = _fee_for(records, at, free_hours)
    for record in records:
        change_job_record(record, JobRecordStatus.canceled)
        record.canceled_at = at
        record.cancel_reason = reason
        record.cancel_fee = rules.cancellation_fee(
            record_amount(record),
            starts_at=record.starts_at,
            at=at,
            free_hours=free_hours,
            confirmed=True,
        )
        invoices.bill_cancellation_fee(db, record, at)
    teachers = {r.teacher_id for r in records}
    if job_record_id is None:
        change_booking(booking, BookingStatus.canceled)
        booking.canceled_at = at
        booking.cancel_reason = reason
        booking.stage_ends_at = None
        booking.version += 1
        for invite in repository.open_invites(db, booking.id):
            change_invite(invite, InviteStatus.withdrawn)
            invite.closed_at = at
            teachers.add(invite.teacher_id)
        vouchers.release_for_cancelled_booking(db, booking.id, at)
    timeline.record(
        db,
        booking.id,
        "booking_canceled" if job_record_id is None else "day_canceled",
        at,
        reason=reason,
        fee=str(total_fee),
        jobRecordId=job_record_id,
    )
    if records:
        # The cancelled day may be the booking's last job record to end.
        decide_voucher(db, booking.id, at)
    told = kinds.JobCanceled(bookingId=booking.id, centre=centre.name, reason=reason)
    users = matching_repository.users_of(db, teachers)
    notices.notify_many(db, [(users[t], told) for t in sorted(teachers) if t in users])
    db.flush()
    return CancelFeeOut(
        amount=amount, fee=total_fee, insideFreePeriod=inside, freeCancellationHours=free_hours
    )


def extend(
    db: Session, centre: Centre, job_record_id: int, end_time: datetime, at: datetime
) -> JobRecord:
    """Ask the teacher to stay later; the teacher must accept."""
    repository.lock(db, _job_record(db, centre, job_record_id).booking_id)
    record = repository.job_record(db, job_record_id, lock=True)
    assert record is not None
    if end_time <= at:
        raise ExtensionInPast()
    if record.status not in ACTIVE_JOB_STATUSES:
        raise JobNoLongerExtended()
    if end_time <= record.ends_at:
        raise ExtensionBeforeEnd()
    if end_time - record.starts_at > MAX_DAY:
        raise DayTooLong()
    busy = matching_repository.job_spans(db, [record.teacher_id], record.ends_at, end_time)
    if busy.get(record.teacher_id):
        raise TeacherAlreadyBookedTime()
    record.extension_ends_at = end_time
    record.extension_asked_at = at
    record.extension_answer = None
    teacher, user = _teacher_user(db, record.teacher_id)
    timeline.record(
        db,
        record.booking_id,
        "extension_asked",
        at,
        jobRecordId=record.id,
        until=end_time.isoformat(),
        teacher=matching.teacher_name(teacher),
    )
    notices.notify(
        db,
        user,
        kinds.ExtensionAsked(
            jobRecordId=record.id, centre=centre.name, until=local(end_time, centre.time_zone)
        ),
    )
    db.flush()
    return record


def _look_again(booking: Booking) -> None:
    """A failed booking looks for teachers again; a processing one goes on."""
    if booking.status != BookingStatus.processing:
        change_booking(booking, BookingStatus.processing)


def _restartable(booking: Booking) -> None:
    if booking.status not in (BookingStatus.processing, BookingStatus.failed):
        raise BookingNotLooking()


def boost(db: Session, centre: Centre, booking_id: int, at: datetime) -> Booking:
    booking = _booking(db, centre, booking_id)
    _restartable(booking)
    if booking.starts_at <= at:
        raise BookingAlreadyStarted()
    incentive = settings.current(db).boost_incentive
    booking.boost_incentive = (booking.boost_incentive or ZERO) + incentive
    booking.boosted_at = at
    _look_again(booking)
    timeline.record(db, booking.id, "boosted", at, incentive=str(incentive))
    matching.start_boost(db, booking, at)
    return booking


def make_public(db: Session, centre: Centre, booking_id: int, at: datetime) -> Booking:
    booking = _booking(db, centre, booking_id)
    _restartable(booking)
    if booking.invite_type == InviteType.public:
        raise BookingAlreadyPublic()
    if booking.starts_at <= at:
        raise BookingAlreadyStarted()
    booking.invite_type = InviteType.public
    _look_again(booking)
    timeline.record(db, booking.id, "made_public", at)
    matching.start_matching(db, booking, at)
    return booking


def _centre_invite(db: Session, centre: Centre, invite_id: int) -> tuple[Booking, Invite]:
    """An invite to one of the centre's bookings, the booking locked first and
    then the invite; another centre's invite does not exist for it."""
    found = repository.centre_invite(db, centre.id, invite_id)
    if found is None:
        raise InviteMissing()
    booking = _booking(db, centre, found.booking_id)
    invite = repository.invite(db, invite_id, lock=True)
    assert invite is not None
    return booking, invite


def withdraw_invite(db: Session, centre: Centre, invite_id: int, at: datetime) -> Invite:
    booking, invite = _centre_invite(db, centre, invite_id)
    if invite.confirmed_at is not None or invite.status not in (
        InviteStatus.connecting,
        InviteStatus.interested,
    ):
        raise InviteNoLongerWithdrawn()
    change_invite(invite, InviteStatus.withdrawn)
    invite.closed_at = at
    teacher, user = _teacher_user(db, invite.teacher_id)
    timeline.record(
        db,
        booking.id,
        "invite_withdrawn",
        at,
        teacherId=teacher.id,
        teacher=matching.teacher_name(teacher),
    )
    notices.notify(db, user, kinds.InviteWithdrawn(bookingId=booking.id, centre=centre.name))
    db.flush()
    return invite


def confirm_price(db: Session, centre: Centre, invite_id: int, at: datetime) -> list[JobRecord]:
    booking, invite = _centre_invite(db, centre, invite_id)
    return matching.confirm(db, booking, invite, at)


def confirm_all(db: Session, centre: Centre, booking_id: int, at: datetime) -> ConfirmAllOut:
    booking = _booking(db, centre, booking_id)
    if booking.status != BookingStatus.processing:
        raise BookingNoLongerTakingTeachers()
    waiting = [
        i
        for i in repository.invites(db, booking.id, (InviteStatus.interested,))
        if i.confirmed_at is None
    ]
    if not waiting:
        raise NoInterestedTeacher()
    confirmed, skipped = 0, []
    for invite in waiting:
        if booking.status != BookingStatus.processing:
            break
        try:
            with db.begin_nested():
                matching.confirm(db, booking, invite, at)
            confirmed += 1
        except AppError as error:
            teacher = repository.teacher(db, invite.teacher_id)
            skipped.append(
                f"{matching.teacher_name(teacher) if teacher else invite.teacher_id}: {error.msg}"
            )
    return ConfirmAllOut(confirmed=confirmed, skipped=skipped)


def split(db: Session, centre: Centre, booking_id: int, at: datetime) -> tuple[Booking, Booking]:
    """A partly filled booking: the filled part continues as confirmed, the rest
    becomes a new processing booking, and the original is marked split."""
    booking = _booking(db, centre, booking_id)
    if booking.status not in (BookingStatus.processing, BookingStatus.failed):
        raise OnlySearchingBookingSplits()
    records = repository.job_records(db, booking.id, active_only=True)
    teachers = sorted({r.teacher_id for r in records})
    if not teachers:
        raise NothingToSplit()
    if len(teachers) >= booking.number_of_teachers:
        raise BookingHasAllTeachers()
    if booking.starts_at <= at:
        raise BookingAlreadyStarted()
    days = repository.days(db, booking.id)

    filled = _copy(booking, number_of_teachers=len(teachers), status=BookingStatus.confirmed, at=at)
    rest = _copy(
        booking,
        number_of_teachers=booking.number_of_teachers - len(teachers),
        status=BookingStatus.processing,
        at=at,
    )
    db.add_all([filled, rest])
    db.flush()
    planned = [_planned(d) for d in days]
    add_days(db, filled, planned)
    add_days(db, rest, planned)
    filled.confirmed_at = at
    new_days = {d.day: d for d in repository.days(db, filled.id)}
    old_days = {d.id: d.day for d in days}
    seat_of = {teacher_id: n for n, teacher_id in enumerate(teachers, start=1)}
    for record in records:
        record.booking_id = filled.id
        record.booking_day_id = new_days[old_days[record.booking_day_id]].id
        record.seats = len(teachers)
        record.seat_no = seat_of[record.teacher_id]
        revise_job_record(record)
    for invite in repository.open_invites(db, booking.id):
        change_invite(invite, InviteStatus.withdrawn)
        invite.closed_at = at
    change_booking(booking, BookingStatus.split)
    booking.stage_ends_at = None
    booking.version += 1
    timeline.record(
        db, booking.id, "booking_split", at, filledBookingId=filled.id, restBookingId=rest.id
    )
    timeline.record(db, filled.id, "split_from", at, bookingId=booking.id)
    timeline.record(db, rest.id, "split_from", at, bookingId=booking.id)
    db.flush()
    schedule(db, "booking.start", rest.id, rest.starts_at)
    rest.invite_type = InviteType.public
    matching.start_matching(db, rest, at)
    return filled, rest


def _planned(day: BookingDay) -> PlannedDay:
    gross = int((day.ends_at - day.starts_at).total_seconds() // 60)
    return PlannedDay(
        day.day,
        day.starts_at,
        day.ends_at,
        DayHours(gross, day.break_minutes),
        day.hourly_rate,
        day.weekend,
        day.holiday,
    )


def _copy(
    booking: Booking, *, number_of_teachers: int, status: BookingStatus, at: datetime
) -> Booking:
    return Booking(
        centre_id=booking.centre_id,
        parent_id=booking.id,
        booking_type=booking.booking_type,
        status=status,
        invite_type=booking.invite_type,
        qualification=booking.qualification,
        gender=booking.gender,
        gender_justification=booking.gender_justification,
        age_group=booking.age_group,
        talent_pool=booking.talent_pool,
        invite_range_km=booking.invite_range_km,
        number_of_teachers=number_of_teachers,
        notes=booking.notes,
        auto_confirm=booking.auto_confirm,
        multi_day=booking.multi_day,
        include_weekends=booking.include_weekends,
        include_holidays=booking.include_holidays,
        repeat_weekdays=booking.repeat_weekdays,
        starts_at=booking.starts_at,
        ends_at=booking.ends_at,
        hourly_rate=booking.hourly_rate,
        boost_incentive=booking.boost_incentive,
        created_at=at,
    )
