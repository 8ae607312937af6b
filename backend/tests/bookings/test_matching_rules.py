from __future__ import annotations

import dataclasses
from datetime import UTC, date, datetime, timedelta

import pytest

from relief.bookings.matching_rules import (
    Candidate,
    Need,
    boost_plan,
    favourite_plan,
    ineligibility,
    next_public_stage,
    public_stage_plan,
)
from relief.models import Stage
from relief.settings.catalogue import RunTimeSettings

SETTINGS = RunTimeSettings.defaults()
START = datetime(2026, 11, 24, 19, 30, tzinfo=UTC)
SPAN = (START, START + timedelta(hours=6, minutes=30))
NEED = Need(
    qualification=1,
    gender=0,
    talent_pool=1,
    latitude=-36.879,
    longitude=174.629,
    radius_km=5,
    spans=[SPAN],
    last_day=date(2026, 11, 25),
)
OK = Candidate(
    teacher_id=7,
    approval=1,
    enabled=True,
    qualification=1,
    gender=1,
    talent_pool=1,
    latitude=-36.879,
    longitude=174.629,
    travel_radius_km=20,
    registration_expiry=date(2027, 1, 1),
)


def test_stage_schedule_defaults() -> None:
    plans = [public_stage_plan(s, SETTINGS, 20) for s in (Stage.stage1, Stage.stage2, Stage.stage3)]
    assert [(p.radius_km, p.minutes) for p in plans] == [(5, 10), (10, 15), (20, 30)]
    assert next_public_stage(Stage.stage1) == Stage.stage2
    assert next_public_stage(Stage.stage2) == Stage.stage3
    assert next_public_stage(Stage.stage3) is None
    assert next_public_stage(Stage.boost) is None


def test_no_stage_goes_past_the_invite_range() -> None:
    assert [
        public_stage_plan(s, SETTINGS, 10).radius_km
        for s in (Stage.stage1, Stage.stage2, Stage.stage3)
    ] == [5, 10, 10]


def test_boost_and_favourite_plans() -> None:
    assert (boost_plan(SETTINGS, 5).radius_km, boost_plan(SETTINGS, 5).minutes) == (20, 60)
    assert favourite_plan(SETTINGS).minutes == 55


def test_an_eligible_teacher() -> None:
    assert ineligibility(OK, NEED) is None


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"approval": 0}, "not_approved"),
        ({"approval": 2}, "not_approved"),
        ({"enabled": False}, "disabled"),
        ({"qualification": 2}, "qualification"),
        ({"talent_pool": 2}, "talent_pool"),
        ({"talent_pool": None}, "talent_pool"),
        ({"registration_expiry": date(2026, 11, 24)}, "document_expired"),
        ({"first_aid_expiry": date(2026, 1, 1)}, "document_expired"),
        ({"police_vetting_expiry": date(2025, 1, 1)}, "document_expired"),
        ({"blocked": True}, "blocked"),
        ({"already_invited": True}, "already_invited"),
        (
            {"unavailable": [(START - timedelta(hours=1), START + timedelta(minutes=1))]},
            "unavailable",
        ),
        (
            {"jobs": [(SPAN[1] - timedelta(minutes=1), SPAN[1] + timedelta(hours=2))]},
            "overlapping_job",
        ),
        ({"latitude": -36.879 + 0.05}, "too_far"),  # about 5.6 km
        ({"travel_radius_km": 1, "latitude": -36.879 + 0.02}, "beyond_travel_radius"),
    ],
)
def test_every_eligibility_condition(change: dict[str, object], reason: str) -> None:
    assert ineligibility(dataclasses.replace(OK, **change), NEED) == reason  # type: ignore[arg-type]


def test_touching_spans_do_not_overlap() -> None:
    before = dataclasses.replace(OK, jobs=[(START - timedelta(hours=3), START)])
    after = dataclasses.replace(OK, unavailable=[(SPAN[1], SPAN[1] + timedelta(hours=1))])
    assert ineligibility(before, NEED) is None
    assert ineligibility(after, NEED) is None


def test_gender_preference() -> None:
    female_only = dataclasses.replace(NEED, gender=1)
    assert ineligibility(OK, female_only) is None
    assert ineligibility(dataclasses.replace(OK, gender=2), female_only) == "gender"
    assert ineligibility(dataclasses.replace(OK, gender=2), NEED) is None


def test_document_valid_on_the_last_day_is_fine() -> None:
    assert ineligibility(dataclasses.replace(OK, first_aid_expiry=date(2026, 11, 25)), NEED) is None
