"""The pure rules of job offers, on their edges."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from relief.models.offers import ApplicationStatus as A
from relief.offers import rules
from relief.offers.errors import ExpiryNotAfterStart
from relief.offers.rules import OfferDraft
from tests.refusals import said

TODAY = date(2026, 11, 22)


def draft(**overrides: object) -> OfferDraft:
    values: dict[str, object] = {
        "title": "Teacher",
        "description": "Nursery",
        "work_type": 1,
        "rate_range": 1,
        "starts_on": TODAY,
        "ends_on": None,
        "expires_on": TODAY + timedelta(days=1),
    }
    values.update(overrides)
    return OfferDraft(**values)  # type: ignore[arg-type]


def test_a_complete_draft_is_valid() -> None:
    assert said(rules.offer_problem(draft(), TODAY)) is None
    checked = said(rules.checked_offer(draft(ends_on=TODAY), TODAY))
    assert isinstance(checked, rules.ValidOffer)
    assert checked.ends_on == TODAY


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"title": None}, "Please enter the job title."),
        ({"description": None}, "Please enter the job description."),
        ({"work_type": None}, "Please select the work type."),
        ({"work_type": 3}, "The work type must be full-time or part-time."),
        ({"rate_range": None}, "Please select the rate range."),
        ({"rate_range": 0}, "The rate range must be one of the four bands."),
        ({"rate_range": 5}, "The rate range must be one of the four bands."),
        ({"starts_on": None}, "Please select the expected start date."),
        ({"expires_on": None}, "Please select the offer expiry date."),
        (
            {"starts_on": TODAY - timedelta(days=1)},
            "The expected start date cannot be earlier than today.",
        ),
        (
            {"ends_on": TODAY - timedelta(days=1)},
            "The expected end date cannot be earlier than the start date.",
        ),
        ({"expires_on": TODAY}, ExpiryNotAfterStart.message),
        ({"expires_on": TODAY - timedelta(days=1)}, ExpiryNotAfterStart.message),
    ],
)
def test_each_problem_is_named(overrides: dict[str, object], message: str) -> None:
    assert said(rules.offer_problem(draft(**overrides), TODAY)) == message
    assert said(rules.checked_offer(draft(**overrides), TODAY)) == message


def test_the_four_rate_bands() -> None:
    assert rules.RATE_RANGES == {1: (24, 26), 2: (27, 29), 3: (30, 32), 4: (33, 36)}


def test_an_offer_is_open_through_its_expiry_day_in_the_centres_zone() -> None:
    end = rules.expires_at(date(2026, 11, 30), "Pacific/Auckland")
    # Midnight starting 1 December in Auckland (NZDT, +13) is 11:00 UTC on 30 November.
    assert end == datetime(2026, 11, 30, 11, 0, tzinfo=UTC)
    assert not rules.is_past_expiry(
        date(2026, 11, 30), "Pacific/Auckland", end - timedelta(seconds=1)
    )
    assert rules.is_past_expiry(date(2026, 11, 30), "Pacific/Auckland", end)


def test_local_today_follows_the_zone() -> None:
    at = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)  # 01:00 on the 23rd in Auckland
    assert rules.local_today("Pacific/Auckland", at) == date(2026, 11, 23)


@pytest.mark.parametrize(
    ("current", "wanted", "allowed"),
    [
        (A.applied, A.shortlisted, True),
        (A.applied, A.hired, True),
        (A.applied, A.declined, True),
        (A.shortlisted, A.hired, True),
        (A.shortlisted, A.declined, True),
        (A.shortlisted, A.shortlisted, False),
        (A.hired, A.declined, False),
        (A.declined, A.hired, False),
        (A.withdrawn, A.hired, False),
        (A.applied, A.withdrawn, False),
    ],
)
def test_what_a_centre_may_do_with_an_application(current: A, wanted: A, allowed: bool) -> None:
    assert rules.centre_may_move(current, wanted) is allowed


@pytest.mark.parametrize(
    ("current", "wanted", "allowed"),
    [
        (A.applied, A.withdrawn, True),
        (A.shortlisted, A.withdrawn, True),
        (A.withdrawn, A.applied, True),
        (A.hired, A.withdrawn, False),
        (A.declined, A.withdrawn, False),
        (A.declined, A.applied, False),
        (A.applied, A.hired, False),
    ],
)
def test_what_a_teacher_may_do_with_an_application(current: A, wanted: A, allowed: bool) -> None:
    assert rules.teacher_may_move(current, wanted) is allowed
