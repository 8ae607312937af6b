"""Turning a booking draft into days, hours and rates, with the spec's rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.bookings import planning_repository, rules
from relief.bookings.errors import (
    AgeGroupMissing,
    BeyondStandardWindow,
    DayEndsBeforeStart,
    DayTooShort,
    EndBeforeStart,
    FavouritesOnSingleDay,
    GenderReasonMissing,
    LongerThanOneYear,
    NoWorkingDays,
    StartInPast,
    TalentPoolMissing,
    TeacherRanksNotConfigured,
    WeekdaysMissing,
)
from relief.bookings.pricing import (
    ZERO,
    HeldRates,
    OwnRates,
    PlatformRates,
    RateCard,
    hourly_rate,
    own_or_platform,
)
from relief.bookings.schemas import BookingDraft
from relief.kit.hours import DayHours, day_hours, money
from relief.models import BookingType, Centre, InviteType
from relief.settings import service as settings

MAX_SPAN_DAYS = 366


@dataclass(frozen=True)
class PlannedDay:
    day: date
    starts_at: datetime
    ends_at: datetime
    hours: DayHours
    hourly_rate: Decimal
    weekend: bool
    holiday: bool

    @property
    def amount(self) -> Decimal:
        return rules.day_amount(self.hours, self.hourly_rate)


@dataclass(frozen=True)
class Plan:
    days: list[PlannedDay]
    live_rate: Decimal
    multi_day: bool
    number_of_teachers: int
    # The centre's own rates and discounts the plan is priced at.
    own: OwnRates = field(default_factory=OwnRates)
    # The platform's rates (entry rank, pay parity) the plan is priced at.
    platform: PlatformRates | None = None

    @property
    def total_hours(self) -> Decimal:
        return sum((d.hours.working_hours for d in self.days), Decimal(0)) * self.number_of_teachers

    @property
    def total(self) -> Decimal:
        return money(sum((d.amount for d in self.days), ZERO) * self.number_of_teachers)

    @property
    def starts_at(self) -> datetime:
        return self.days[0].starts_at

    @property
    def ends_at(self) -> datetime:
        return self.days[-1].ends_at


def platform_rates(db: Session) -> tuple[Decimal, Decimal] | None:
    """The platform's (qualified, unqualified) hourly rates: the entry rank's,
    which a centre without rates of its own is priced at; None before any
    rank is set up."""
    entry = planning_repository.entry_rank(db)
    return (entry.qualified_rate, entry.unqualified_rate) if entry else None


def own_rates(centre: Centre) -> OwnRates:
    """The centre's own rates and discounts as they are now."""
    return OwnRates(
        centre.qualified_rate,
        centre.unqualified_rate,
        centre.qualified_discount,
        centre.unqualified_discount,
    )


def platform_rates_on(db: Session, first_day: date) -> PlatformRates:
    """The entry rank's rates and the pay parity step in force on the day, as
    they are now."""
    entry = planning_repository.entry_rank(db)
    if entry is None:
        raise TeacherRanksNotConfigured()
    return PlatformRates(
        qualified_rate=entry.qualified_rate,
        unqualified_rate=entry.unqualified_rate,
        parity_floor=planning_repository.parity_floor(db, first_day),
    )


def rate_card(db: Session, own: OwnRates, platform: PlatformRates) -> RateCard:
    values = settings.current(db)
    return RateCard(
        qualified_rate=own_or_platform(own.qualified_rate, platform.qualified_rate),
        unqualified_rate=own_or_platform(own.unqualified_rate, platform.unqualified_rate),
        qualified_discount=own.qualified_discount or ZERO,
        unqualified_discount=own.unqualified_discount or ZERO,
        weekend_loading_percent=values.weekend_loading_percent,
        holiday_loading_percent=values.holiday_loading_percent,
        parity_floor=platform.parity_floor,
    )


def check_requirements(draft: BookingDraft) -> None:
    if draft.gender != 0 and not (draft.genderJustification or "").strip():
        raise GenderReasonMissing()
    if draft.ageGroup is None:
        raise AgeGroupMissing()
    if draft.teacherTalentPool is None:
        raise TalentPoolMissing()


def plan(
    db: Session, centre: Centre, draft: BookingDraft, at: datetime, held: HeldRates | None = None
) -> Plan:
    """The days, hours and rates of a draft, or a ParameterError saying what
    is wrong; priced at the centre's own rates and the platform's (entry rank,
    pay parity) as they are now, or at those a live quote was given at
    (`held`)."""
    if draft.jobStartTime < at:
        raise StartInPast()
    if draft.jobEndTime < draft.jobStartTime:
        raise EndBeforeStart()
    check_requirements(draft)

    zone = ZoneInfo(centre.time_zone)
    start = draft.jobStartTime.astimezone(zone)
    end = draft.jobEndTime.astimezone(zone)
    first, last = start.date(), end.date()
    if end.time() <= start.time():
        raise DayEndsBeforeStart()
    if (last - first).days > MAX_SPAN_DAYS:
        raise LongerThanOneYear()
    values = settings.current(db)
    window = values.pre_booking_window_days
    if BookingType(draft.bookingType) is BookingType.standard and first > at.astimezone(
        zone
    ).date() + timedelta(days=window):
        raise BeyondStandardWindow(days=window)
    if BookingType(draft.bookingType) is BookingType.multiple and not draft.weekdays:
        raise WeekdaysMissing()

    multi_day = last > first
    if not multi_day and InviteType(draft.inviteType) is InviteType.favourite:
        raise FavouritesOnSingleDay()

    # National holidays and those of the centre's region (read from its map
    # point, as the holidays' regions are written).
    closed = planning_repository.holidays(db, centre.region, first, last)
    if multi_day:
        dates = rules.booking_dates(
            first,
            last,
            weekdays=frozenset(draft.weekdays),
            include_weekends=draft.includeWeekends,
            include_holidays=draft.includeHolidays,
            holidays=closed,
        )
    else:
        dates = [first]
    if not dates:
        raise NoWorkingDays()

    own = held.own if held is not None else own_rates(centre)
    platform = (
        held.platform
        if held is not None and held.platform is not None
        else platform_rates_on(db, first)
    )
    card = rate_card(db, own, platform)
    minimum = values.minimum_booking_hours
    days = []
    for day in dates:
        starts_at, ends_at = rules.local_span(day, start.time(), end.time(), centre.time_zone)
        hours = day_hours(
            starts_at,
            ends_at,
            lunch_break_minutes=values.lunch_break_minutes,
            lunch_minimum_hours=values.lunch_minimum_hours,
        )
        if not rules.long_enough(hours, minimum):
            raise DayTooShort(hours=f"{minimum.normalize():f}")
        weekend = day.isoweekday() >= 6
        holiday = day in closed
        rate = hourly_rate(card, draft.qualification, weekend=weekend, holiday=holiday)
        days.append(PlannedDay(day, starts_at, ends_at, hours, rate, weekend, holiday))

    live_rate = hourly_rate(card, draft.qualification, weekend=False, holiday=False)
    return Plan(days, live_rate, multi_day, draft.numberOfTeachers, own, platform)
