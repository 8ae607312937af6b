"""The live quote and create check a draft with one check: any draft the quote
accepts, create accepts (with that quote), and any draft the quote refuses,
create refuses with the same words. Drafts are generated over the favourite
rules' edges: chosen favourites who can come, who cannot, who are no
favourite or no teacher at all, repeated, too few, of the wrong gender."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from sqlalchemy.orm import Session

from relief.bookings import creation
from relief.bookings.schemas import CreateIn, QuoteRequest
from relief.errors import AppError
from relief.kit.clock import now
from relief.models import Centre, Favourite, Gender, Unavailability
from tests.booking_helpers import next_weekday_at
from tests.factories import make_centre, make_teacher

UNKNOWN_TEACHER = 2_000_000_000


@dataclass
class Scene:
    centre: Centre
    # Favourites who can come (one female, one male), one who cannot on the
    # second day, and a teacher who is no favourite.
    teachers: list[int]
    start: datetime


@pytest.fixture
def scene(db: Session) -> Scene:
    _, centre = make_centre(db)
    start = next_weekday_at(8, 30, days_ahead=3)
    while start.isoweekday() != 1:
        start += timedelta(days=1)
    ids = []
    for gender, favourite in (
        (Gender.female, True),
        (Gender.male, True),
        (Gender.female, True),
        (Gender.female, False),
    ):
        _, teacher = make_teacher(db)
        teacher.gender = gender
        if favourite:
            db.add(Favourite(centre_id=centre.id, teacher_id=teacher.id))
        ids.append(teacher.id)
    busy_day = start + timedelta(days=1)
    db.add(
        Unavailability(
            teacher_id=ids[2], starts_at=busy_day, ends_at=busy_day.replace(hour=17, minute=0)
        )
    )
    db.flush()
    return Scene(centre, ids, start)


def draft(
    scene: Scene, days: int, teachers: int, invite: int, ids: list[int], gender: int
) -> dict[str, Any]:
    last = scene.start + timedelta(days=days - 1)
    return {
        "bookingType": 2,
        "jobStartTime": scene.start.isoformat(),
        "jobEndTime": last.replace(hour=15, minute=0).isoformat(),
        "numberOfTeachers": teachers,
        "qualification": 1,
        "gender": gender,
        "genderJustification": "Boys' group" if gender else None,
        "ageGroup": 3,
        "teacherTalentPool": 1,
        "inviteType": invite,
        "favouriteTeacherIds": ids,
        "inviteRange": 20,
    }


def drafts(scene: Scene) -> st.SearchStrategy[dict[str, Any]]:
    return st.builds(
        draft,
        st.just(scene),
        st.sampled_from([1, 3]),
        st.integers(1, 3),
        st.sampled_from([1, 2, 2]),
        st.lists(st.sampled_from([*scene.teachers, UNKNOWN_TEACHER]), max_size=5),
        st.sampled_from([0, 0, 1, 2]),
    )


def _outcome(call: Any) -> tuple[str, Any]:
    try:
        return "accepted", call()
    except AppError as refused:
        return "refused", (refused.code, refused.msg)


def test_any_draft_the_quote_accepts_create_accepts(db: Session, scene: Scene) -> None:
    at = now()
    seen: set[str] = set()
    free_female, free_male, busy, stranger = scene.teachers

    @settings(
        max_examples=60,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(drafts(scene))
    # Each rule's edge at least once, whatever else is generated.
    @example(draft(scene, 3, 1, 2, [free_female], 0))
    @example(draft(scene, 3, 2, 2, [free_female, free_male, free_female], 0))
    @example(draft(scene, 1, 1, 2, [free_female], 0))
    @example(draft(scene, 3, 1, 2, [free_female, stranger], 0))
    @example(draft(scene, 3, 1, 2, [UNKNOWN_TEACHER], 0))
    @example(draft(scene, 3, 1, 2, [busy], 0))
    @example(draft(scene, 3, 2, 2, [free_female, busy], 0))
    @example(draft(scene, 3, 2, 2, [free_female], 0))
    @example(draft(scene, 3, 1, 2, [free_female, busy], 2))
    @example(draft(scene, 3, 1, 1, [stranger], 0))
    def check(body: dict[str, Any]) -> None:
        savepoint = db.begin_nested()
        try:
            quoted, answer = _outcome(
                lambda: creation.process(db, scene.centre, QuoteRequest(processType=1, **body), at)
            )
            process_id = answer.quote.processId if quoted == "accepted" else "x" * 16
            created, created_answer = _outcome(
                lambda: creation.create(
                    db, scene.centre, CreateIn(processId=process_id, **body), at
                )
            )
            assert created == quoted, (body, answer, created_answer)
            if quoted == "refused":
                assert created_answer == answer
                seen.add(answer[1])
            else:
                assert created_answer.bookingId > 0
                seen.add("accepted")
        finally:
            savepoint.rollback()

    check()
    # The drafts reached every favourite rule, and some were accepted.
    assert {
        "accepted",
        "Favourite invites are not available for single-day bookings.",
        "Only teachers in your favourites can be invited as favourites.",
        "The favourite teacher is unavailable during this period.",
        "No matching favourite teachers for the gender preference.",
        "Please choose at least 2 favourite teachers.",
    } <= seen
