"""The creation page's favourites picker and the states of a favourite booking."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.models import Favourite, Gender, Qualification, Teacher, Unavailability
from tests.booking_helpers import AUCKLAND, create_booking, drain
from tests.factories import call, make_centre, sign_in
from tests.favourites.helpers import answer, book, count_statements, invite_of, named, ok

# Monday 1 March 2027, mid-morning in Auckland; the draft runs Wednesday to Friday.
MONDAY = datetime(2027, 3, 1, 10, 0, tzinfo=AUCKLAND)
WEDNESDAY = datetime(2027, 3, 3, 8, 30, tzinfo=AUCKLAND)
FRIDAY_END = datetime(2027, 3, 5, 15, 0, tzinfo=AUCKLAND)


@pytest.fixture(autouse=True)
def monday() -> Iterator[None]:
    with time_machine.travel(MONDAY, tick=False):
        yield


def picker_body(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "bookingType": 1,
        "jobStartTime": WEDNESDAY.isoformat(),
        "jobEndTime": FRIDAY_END.isoformat(),
        "qualification": 1,
        "gender": 1,
        "teacherTalentPool": 1,
    }
    body.update(overrides)
    return body


def favourite(db: Session, centre_id: int, teacher: Teacher) -> Teacher:
    db.add(Favourite(centre_id=centre_id, teacher_id=teacher.id))
    db.flush()
    return teacher


def test_picker_shows_who_can_take_every_day_and_why_not(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    other_user, _ = make_centre(db, name="Totara Kindergarten")
    token = sign_in(client, user.email)
    other = sign_in(client, other_user.email)
    free = favourite(db, centre.id, named(db, "Anahera", "Free"))
    off = favourite(db, centre.id, named(db, "Bella", "Away"))
    busy = favourite(db, centre.id, named(db, "Carys", "Booked"))
    male = favourite(db, centre.id, named(db, "Dan", "Male", gender=Gender.male))
    unqualified = favourite(
        db,
        centre.id,
        named(db, "Eru", "Learner", qualification=Qualification.unqualified),
    )
    named(db, "Fern", "NotAFavourite")
    # Away on Thursday morning.
    db.add(
        Unavailability(
            teacher_id=off.id,
            starts_at=datetime(2027, 3, 4, 10, 0, tzinfo=AUCKLAND),
            ends_at=datetime(2027, 3, 4, 12, 0, tzinfo=AUCKLAND),
        )
    )
    db.flush()
    # Booked by another centre on Wednesday.
    book(
        client,
        db,
        other,
        [busy],
        jobStartTime=WEDNESDAY.isoformat(),
        jobEndTime=WEDNESDAY.replace(hour=15).isoformat(),
    )

    data = ok(call(client, "/center/job/book/favorite/teacher/list", picker_body(), token=token))
    assert data["days"] == 3
    assert data["availableCount"] == 1
    assert data["list"][0]["teacherId"] == free.id
    reasons = {item["teacherId"]: (item["available"], item["reason"]) for item in data["list"]}
    assert reasons == {
        free.id: (True, None),
        off.id: (False, "unavailable"),
        busy.id: (False, "overlapping_job"),
        male.id: (False, "gender"),
        unqualified.id: (False, "qualification"),
    }
    first = data["list"][0]
    assert first == {
        "teacherId": free.id,
        "firstName": "Anahera",
        "lastName": "Free",
        "rank": "bronze",
        "rating": None,
        "qualification": 1,
        "gender": 1,
        "available": True,
        "reason": None,
    }

    # No gender preference: the male favourite can come too.
    data = ok(
        call(client, "/center/job/book/favorite/teacher/list", picker_body(gender=0), token=token)
    )
    assert data["availableCount"] == 2
    # Thursday only, on a weekly repeat: the Wednesday job and the Thursday
    # absence decide alone.
    data = ok(
        call(
            client,
            "/center/job/book/favorite/teacher/list",
            picker_body(bookingType=2, weekdays=[3, 5]),
            token=token,
        )
    )
    assert data["days"] == 2
    repeat = {item["teacherId"]: item["reason"] for item in data["list"]}
    assert repeat[off.id] is None
    assert repeat[busy.id] == "overlapping_job"

    # Another centre's favourites are its own.
    theirs = ok(call(client, "/center/job/book/favorite/teacher/list", picker_body(), token=other))
    assert theirs == {"list": [], "availableCount": 0, "days": 3}


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        (
            {"jobEndTime": WEDNESDAY.replace(hour=15).isoformat()},
            "Favourite invites are not available for single-day bookings.",
        ),
        (
            {"jobStartTime": (MONDAY - timedelta(days=1)).isoformat()},
            "The start time cannot be earlier than now.",
        ),
        (
            {"jobEndTime": (WEDNESDAY - timedelta(days=1)).isoformat()},
            "The end time cannot be earlier than the start time.",
        ),
        ({"teacherTalentPool": None}, None),
        ({"gender": 3}, None),
        ({"qualification": 0}, None),
        ({"weekdays": [8]}, None),
        ({"jobStartTime": "2027-03-03T08:30:00"}, None),
        ({"jobStartTime": "next Wednesday"}, None),
        ({"bookingType": 4}, None),
    ],
)
def test_picker_refuses_a_bad_draft(
    client: TestClient, db: Session, overrides: dict[str, Any], message: str | None
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    answer = call(
        client, "/center/job/book/favorite/teacher/list", picker_body(**overrides), token=token
    )
    assert answer["rtn_code"] == 1000, answer
    if message:
        assert answer["rtn_msg"] == message
    missing = call(client, "/center/job/book/favorite/teacher/list", {}, token=token)
    assert missing["rtn_code"] == 1000


def test_picker_runs_a_fixed_number_of_statements(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    token = sign_in(client, user.email)

    def count(n: int) -> int:
        for i in range(n):
            favourite(db, centre.id, named(db, f"Pick{i}"))
        with count_statements(db) as statements:
            data = ok(
                call(client, "/center/job/book/favorite/teacher/list", picker_body(), token=token)
            )
        assert data["availableCount"] >= n
        return len(statements)

    assert count(2) == count(8)


def test_states_of_a_favourite_booking(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    other_user, _ = make_centre(db, name="Totara Kindergarten")
    token = sign_in(client, user.email)
    other = sign_in(client, other_user.email)
    keen = favourite(db, centre.id, named(db, "Amiria", "Keen"))
    no = favourite(db, centre.id, named(db, "Hine", "No"))
    quiet = favourite(db, centre.id, named(db, "Moana", "Quiet"))
    withdrawn = favourite(db, centre.id, named(db, "Tui", "Withdrawn"))
    booking_id = create_booking(
        client,
        token,
        inviteType=2,
        favouriteTeacherIds=[keen.id, no.id, quiet.id, withdrawn.id],
        jobStartTime=WEDNESDAY.isoformat(),
        jobEndTime=FRIDAY_END.isoformat(),
    )

    def states(token: str = token) -> dict[int, tuple[int, int, bool]]:
        data = ok(
            call(
                client,
                "/center/job/book/favorite/teacher/states",
                {"bookingId": booking_id},
                token=token,
            )
        )
        assert data["bookingId"] == booking_id
        return {
            item["teacherId"]: (item["state"], item["inviteStatus"], item["confirmed"])
            for item in data["list"]
        }

    assert states() == {
        keen.id: (1, 2, False),
        no.id: (1, 2, False),
        quiet.id: (1, 2, False),
        withdrawn.id: (1, 2, False),
    }
    answer(db, booking_id, keen)
    answer(db, booking_id, no, interested=False)
    cancel = call(
        client,
        "/center/job/invite/cancel",
        {"inviteId": invite_of(db, booking_id, withdrawn).id},
        token=token,
    )
    assert cancel["rtn_code"] == 0, cancel
    assert states() == {
        keen.id: (1, 1, False),
        no.id: (3, 4, False),
        quiet.id: (1, 2, False),
        withdrawn.id: (2, 0, False),
    }

    # The favourite stage ends: the unanswered invite expires.
    with time_machine.travel(MONDAY + timedelta(hours=2), tick=False):
        drain(db)
        assert states()[quiet.id] == (2, 3, False)
        confirmed = call(
            client,
            "/center/job/confirm/price",
            {"inviteId": invite_of(db, booking_id, keen).id},
            token=token,
        )
        assert confirmed["rtn_code"] == 0, confirmed
        assert states() == {
            keen.id: (1, 1, True),
            no.id: (3, 4, False),
            quiet.id: (2, 3, False),
            withdrawn.id: (2, 0, False),
        }

        # Another centre cannot read them.
        refused = call(
            client,
            "/center/job/book/favorite/teacher/states",
            {"bookingId": booking_id},
            token=other,
        )
        assert refused["rtn_code"] == 1003
        assert refused["rtn_msg"] == "The booking does not exist."


def test_states_refuse_a_public_booking_and_bad_ids(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    named(db, "Ngaio", "Public")
    public = create_booking(client, token)
    for body, code in (
        ({"bookingId": public}, 1000),
        ({"bookingId": 0}, 1000),
        ({"bookingId": "one"}, 1000),
        ({}, 1000),
        ({"bookingId": 99_999_999}, 1003),
    ):
        answer = call(client, "/center/job/book/favorite/teacher/states", body, token=token)
        assert answer["rtn_code"] == code, (body, answer)
    answer = call(
        client, "/center/job/book/favorite/teacher/states", {"bookingId": public}, token=token
    )
    assert answer["rtn_msg"] == "This booking did not invite favourite teachers."
