"""Creating bookings: the live quote, the abandonment report and the booking itself."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from relief.bookings import matching, matching_repository, planning, quotes, timeline
from relief.bookings.errors import (
    FavouriteUnavailable,
    NoFavouriteOfGender,
    NotAFavourite,
    TooFewFavourites,
)
from relief.bookings.matching_rules import ineligibility, need_spans_for_days
from relief.bookings.pricing import HeldRates
from relief.bookings.schemas import (
    AbandonReport,
    BookingDraft,
    CreatedOut,
    CreateIn,
    ProcessOut,
    QuoteRequest,
)
from relief.errors import QuoteExpired
from relief.models import (
    Booking,
    BookingDay,
    BookingStatus,
    Centre,
    CreationReport,
    InviteType,
)
from relief.tasks import schedule
from relief.vouchers import service as vouchers


def process(
    db: Session, centre: Centre, payload: QuoteRequest | AbandonReport, at: datetime
) -> ProcessOut:
    """`/center/job/create/process`: quote a draft (processType 1) or record an
    abandoned one (processType 3)."""
    if isinstance(payload, AbandonReport):
        db.add(
            CreationReport(
                centre_id=centre.id,
                process_id=payload.processId,
                process_type=payload.processType,
                talent_pool=payload.teacherTalentPool,
                starts_at=payload.jobStartTime,
                ends_at=payload.jobEndTime,
                gender=payload.gender,
                utilization=payload.jobUtilization,
                live_rate=payload.liveRate,
                created_at=at,
            )
        )
        db.flush()
        return ProcessOut(reported=True)
    plan, _ = checked_draft(db, centre, payload, at)
    return ProcessOut(quote=quotes.issue(db, centre, payload, plan, at, payload.voucherId))


def checked_draft(
    db: Session,
    centre: Centre,
    draft: BookingDraft,
    at: datetime,
    held: HeldRates | None = None,
) -> tuple[planning.Plan, list[int] | None]:
    """Every rule of a draft, checked the same for the live quote and for
    creating: its plan, and for a favourite invite the favourites to invite.
    So a draft the quote accepts is one create accepts."""
    plan = planning.plan(db, centre, draft, at, held)
    if InviteType(draft.inviteType) is not InviteType.favourite:
        return plan, None
    return plan, check_favourites(db, centre, draft, plan)


def check_favourites(
    db: Session, centre: Centre, draft: BookingDraft, plan: planning.Plan
) -> list[int]:
    """The chosen favourites, when enough of them can take every day."""
    chosen = list(dict.fromkeys(draft.favouriteTeacherIds))
    if len(chosen) < draft.numberOfTeachers:
        raise TooFewFavourites(number=draft.numberOfTeachers)
    if matching_repository.favourite_teacher_ids(db, centre.id, chosen) != set(chosen):
        raise NotAFavourite()
    rows = matching_repository.teachers_with_enabled(db, chosen)
    if draft.gender and not any(t.gender == draft.gender for t, _ in rows):
        raise NoFavouriteOfGender()
    need = need_spans_for_days(
        draft, centre, [(d.starts_at, d.ends_at) for d in plan.days], plan.days[-1].day
    )
    candidates = matching_repository.candidates(
        db, rows, booking_id=None, centre_id=centre.id, start=plan.starts_at, end=plan.ends_at
    )
    available = [c.teacher_id for c in candidates if ineligibility(c, need) is None]
    if len(available) < draft.numberOfTeachers:
        raise FavouriteUnavailable()
    return available


def create(db: Session, centre: Centre, payload: CreateIn, at: datetime) -> CreatedOut:
    # Priced at the rates the live quote was given at, if any.
    held = quotes.held_rates(db, centre, payload.processId, payload, at)
    plan, favourite_ids = checked_draft(db, centre, payload, at, held)
    if quotes.take(db, centre, payload.processId, payload, plan, at) is None:
        if held is not None:
            plan = planning.plan(db, centre, payload, at)
        fresh = quotes.issue(db, centre, payload, plan, at, payload.voucherId)
        raise QuoteExpired(data={"quote": fresh.model_dump(mode="json")}, keep_changes=True)

    booking = Booking(
        centre_id=centre.id,
        booking_type=payload.bookingType,
        status=BookingStatus.processing,
        invite_type=payload.inviteType,
        qualification=payload.qualification,
        gender=payload.gender,
        gender_justification=payload.genderJustification if payload.gender else None,
        age_group=payload.ageGroup,
        talent_pool=payload.teacherTalentPool,
        invite_range_km=payload.inviteRange,
        number_of_teachers=payload.numberOfTeachers,
        notes=payload.notes,
        auto_confirm=payload.autoConfirm,
        multi_day=plan.multi_day,
        include_weekends=payload.includeWeekends,
        include_holidays=payload.includeHolidays,
        repeat_weekdays=",".join(str(d) for d in sorted(set(payload.weekdays))),
        starts_at=plan.starts_at,
        ends_at=plan.ends_at,
        hourly_rate=plan.live_rate,
        created_at=at,
    )
    db.add(booking)
    db.flush()
    add_days(db, booking, plan.days)
    if payload.voucherId is not None:
        vouchers.attach(db, centre, payload.voucherId, booking, at)
    timeline.record(
        db,
        booking.id,
        "booking_created",
        at,
        teachers=booking.number_of_teachers,
        days=len(plan.days),
    )
    schedule(db, "booking.start", booking.id, booking.starts_at)
    matching.start_matching(db, booking, at, favourite_ids)
    return CreatedOut(bookingId=booking.id, status=booking.status)


def add_days(db: Session, booking: Booking, days: list[planning.PlannedDay]) -> None:
    for day in days:
        db.add(
            BookingDay(
                booking_id=booking.id,
                day=day.day,
                starts_at=day.starts_at,
                ends_at=day.ends_at,
                break_minutes=day.hours.break_minutes,
                hourly_rate=day.hourly_rate,
                weekend=day.weekend,
                holiday=day.holiday,
            )
        )
    db.flush()
