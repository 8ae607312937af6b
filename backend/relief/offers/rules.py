"""Pure rules of permanent job offers (UR-Free): what an offer must hold, when it
expires, and how an application may move."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from relief.errors import ParameterError
from relief.models.offers import ApplicationStatus, JobOfferStatus
from relief.offers.errors import (
    EndsOnBeforeStartsOn,
    EnterJobDescription,
    EnterJobTitle,
    ExpiryNotAfterStart,
    RateRangeMustOneFour,
    SelectExpectedStartDate,
    SelectOfferExpiryDate,
    SelectRateRange,
    SelectWorkType,
    StartsOnInPast,
    WorkTypeMustFullTime,
)

# The spec's words (section 5); the service raises the same texts.

WORK_TYPES = (1, 2)  # 1 full-time, 2 part-time
# Rate range 1 to 4 and its hourly band in NZD (spec section 9).
RATE_RANGES: dict[int, tuple[int, int]] = {1: (24, 26), 2: (27, 29), 3: (30, 32), 4: (33, 36)}


@dataclass(frozen=True)
class OfferDraft:
    title: str | None
    description: str | None
    work_type: int | None
    rate_range: int | None
    starts_on: date | None
    ends_on: date | None
    expires_on: date | None


@dataclass(frozen=True)
class ValidOffer:
    title: str
    description: str
    work_type: int
    rate_range: int
    starts_on: date
    ends_on: date | None
    expires_on: date


def checked_offer(draft: OfferDraft, today: date) -> ValidOffer | ParameterError:
    """The draft as a valid offer, or the first thing wrong with it."""
    problem = offer_problem(draft, today)
    if problem is not None:
        return problem
    assert draft.title is not None
    assert draft.description is not None
    assert draft.work_type is not None
    assert draft.rate_range is not None
    assert draft.starts_on is not None
    assert draft.expires_on is not None
    return ValidOffer(
        title=draft.title,
        description=draft.description,
        work_type=draft.work_type,
        rate_range=draft.rate_range,
        starts_on=draft.starts_on,
        ends_on=draft.ends_on,
        expires_on=draft.expires_on,
    )


def offer_problem(draft: OfferDraft, today: date) -> ParameterError | None:
    """The first thing wrong with an offer draft, in the words the centre sees;
    None when it may be posted. `today` is the centre's local date."""
    if not draft.title:
        return EnterJobTitle()
    if not draft.description:
        return EnterJobDescription()
    if draft.work_type is None:
        return SelectWorkType()
    if draft.work_type not in WORK_TYPES:
        return WorkTypeMustFullTime()
    if draft.rate_range is None:
        return SelectRateRange()
    if draft.rate_range not in RATE_RANGES:
        return RateRangeMustOneFour()
    if draft.starts_on is None:
        return SelectExpectedStartDate()
    if draft.expires_on is None:
        return SelectOfferExpiryDate()
    if draft.starts_on < today:
        return StartsOnInPast()
    if draft.ends_on is not None and draft.ends_on < draft.starts_on:
        return EndsOnBeforeStartsOn()
    if draft.expires_on <= draft.starts_on:
        return ExpiryNotAfterStart()
    return None


def expires_at(expires_on: date, zone: str) -> datetime:
    """An offer is open through its whole expiry day in the centre's time zone."""
    return datetime.combine(expires_on + timedelta(days=1), time.min, tzinfo=ZoneInfo(zone))


def is_past_expiry(expires_on: date, zone: str, at: datetime) -> bool:
    return at >= expires_at(expires_on, zone)


def local_today(zone: str, at: datetime) -> date:
    return at.astimezone(ZoneInfo(zone)).date()


# Who may move an application, and where to.
CENTRE_MOVES: dict[ApplicationStatus, frozenset[ApplicationStatus]] = {
    ApplicationStatus.applied: frozenset(
        {ApplicationStatus.shortlisted, ApplicationStatus.hired, ApplicationStatus.declined}
    ),
    ApplicationStatus.shortlisted: frozenset({ApplicationStatus.hired, ApplicationStatus.declined}),
}
TEACHER_MOVES: dict[ApplicationStatus, frozenset[ApplicationStatus]] = {
    ApplicationStatus.applied: frozenset({ApplicationStatus.withdrawn}),
    ApplicationStatus.shortlisted: frozenset({ApplicationStatus.withdrawn}),
    # A teacher who withdrew may apply again while the offer is open.
    ApplicationStatus.withdrawn: frozenset({ApplicationStatus.applied}),
}
# Applications still in the running: the ones a closed or filled offer declines.
ACTIVE_APPLICATIONS = (ApplicationStatus.applied, ApplicationStatus.shortlisted)


def centre_may_move(current: int, wanted: ApplicationStatus) -> bool:
    return wanted in CENTRE_MOVES.get(ApplicationStatus(current), frozenset())


def teacher_may_move(current: int, wanted: ApplicationStatus) -> bool:
    return wanted in TEACHER_MOVES.get(ApplicationStatus(current), frozenset())


def offer_is_open(status: int) -> bool:
    return status == JobOfferStatus.open
