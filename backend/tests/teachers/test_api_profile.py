"""The teacher's profile: what it shows, and the few fields a teacher may change."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import Approval, Teacher, TeacherRank
from tests.booking_helpers import drain, next_weekday_at
from tests.factories import call, make_teacher
from tests.teachers.test_api_support import (
    book,
    day_at,
    following_weekday,
    jobs,
    ok,
    party,
    teacher_sign_in,
)

PROFILE_FIELDS = {
    "id",
    "firstName",
    "lastName",
    "email",
    "mobile",
    "gender",
    "qualification",
    "registrationNumber",
    "talentPool",
    "ageGroups",
    "approval",
    "freeJobSeeker",
    "address",
    "suburb",
    "city",
    "postalCode",
    "latitude",
    "longitude",
    "travelRadiusKm",
    "rank",
    "points",
    "rating",
    "completedHours",
    "philosophy",
    "registrationExpiry",
    "firstAidExpiry",
    "policeVettingExpiry",
}


def rank(db: Session, name: str) -> TeacherRank:
    found = db.scalar(select(TeacherRank).where(TeacherRank.name == name))
    assert found is not None
    return found


def signed_in(client: TestClient, db: Session) -> tuple[Teacher, str]:
    user, teacher = make_teacher(db)
    return teacher, teacher_sign_in(client, user.email)


def test_profile_has_every_field(client: TestClient, db: Session) -> None:
    teacher, token = signed_in(client, db)
    teacher.mobile = "+64 21 555 0101"
    teacher.philosophy = "Play is how children learn."
    teacher.rating = Decimal("4.50")
    teacher.first_aid_expiry = date(2027, 5, 1)
    teacher.police_vetting_expiry = date(2028, 1, 31)
    teacher.free_job_seeker = True
    data = ok(call(client, "/teacher/profile", token=token))
    assert set(data) == PROFILE_FIELDS
    assert data["firstName"] == teacher.first_name
    assert data["registrationNumber"] == teacher.registration_number
    assert data["mobile"] == "+64 21 555 0101"
    assert data["philosophy"] == "Play is how children learn."
    assert data["rating"] == "4.50"
    assert data["freeJobSeeker"] is True
    assert data["firstAidExpiry"] == "2027-05-01"
    assert data["policeVettingExpiry"] == "2028-01-31"
    assert data["registrationExpiry"] == teacher.registration_expiry.isoformat()  # type: ignore[union-attr]
    assert data["travelRadiusKm"] == 20
    assert data["completedHours"] == "0.00"
    assert data["rank"] == {
        "name": "bronze",
        "pointsNeeded": 0,
        "nextRank": "silver",
        "pointsToNext": 300,
    }


@pytest.mark.parametrize(
    ("rank_name", "points", "expected"),
    [
        (
            "silver",
            450,
            {"name": "silver", "pointsNeeded": 300, "nextRank": "black", "pointsToNext": 550},
        ),
        (
            "black",
            1200,
            {"name": "black", "pointsNeeded": 1000, "nextRank": None, "pointsToNext": None},
        ),
    ],
)
def test_rank_shows_the_way_to_the_next_one(
    client: TestClient, db: Session, rank_name: str, points: int, expected: dict[str, Any]
) -> None:
    teacher, token = signed_in(client, db)
    teacher.rank_id = rank(db, rank_name).id
    teacher.points = points
    data = ok(call(client, "/teacher/profile", token=token))
    assert data["points"] == points
    assert data["rank"] == expected


def test_completed_hours_are_the_confirmed_time_sheets(client: TestClient, db: Session) -> None:
    p = party(client, db)
    first = next_weekday_at(8, 30)
    second = following_weekday(first)
    book(client, p, **day_at(first))
    book(client, p, **day_at(second))
    left = next(j for j in jobs(client, p.teacher_token) if j["date"] == second.date().isoformat())
    ok(
        call(
            client,
            "/teacher/job/leave",
            {"jobRecordId": left["jobRecordId"], "reason": "Family matter"},
            token=p.teacher_token,
        )
    )
    with time_machine.travel(second + timedelta(hours=12), tick=False):
        drain(db)
    db.expire_all()  # the worker credited the teacher in its own session
    data = ok(call(client, "/teacher/profile", token=p.teacher_token))
    # The first day's time sheet was confirmed at 18:00 with the booked hours:
    # 08:30 to 15:00 with a 30-minute unpaid break, 6 paid hours; the day left counts none.
    assert data["completedHours"] == "6.00"
    assert data["points"] == 6


def test_update_changes_only_the_fields_sent(client: TestClient, db: Session) -> None:
    teacher, token = signed_in(client, db)
    teacher.city = "Auckland"
    data = ok(
        call(
            client,
            "/teacher/profile/update",
            {
                "latitude": -36.9,
                "longitude": 174.7,
                "address": " 12 Kauri Road ",
                "suburb": "Titirangi",
                "postalCode": "0604",
                "travelRadiusKm": 15,
                "mobile": "+64 21 123 4567",
                "philosophy": "Children lead; I follow.",
            },
            token=token,
        )
    )
    assert data["latitude"] == -36.9
    assert data["longitude"] == 174.7
    assert data["address"] == "12 Kauri Road"
    assert data["suburb"] == "Titirangi"
    assert data["city"] == "Auckland"
    assert data["postalCode"] == "0604"
    assert data["travelRadiusKm"] == 15
    assert data["mobile"] == "+64 21 123 4567"
    assert data["philosophy"] == "Children lead; I follow."
    db.refresh(teacher)
    assert (teacher.latitude, teacher.longitude, teacher.travel_radius_km) == (-36.9, 174.7, 15)
    assert teacher.address == "12 Kauri Road"
    assert teacher.city == "Auckland"


def test_update_clears_a_text_sent_empty(client: TestClient, db: Session) -> None:
    teacher, token = signed_in(client, db)
    teacher.address = "12 Kauri Road"
    teacher.mobile = "+64 21 123 4567"
    data = ok(call(client, "/teacher/profile/update", {"address": "", "mobile": None}, token=token))
    assert data["address"] is None
    assert data["mobile"] is None


def test_update_ignores_fields_a_teacher_may_not_change(client: TestClient, db: Session) -> None:
    teacher, token = signed_in(client, db)
    teacher.approval = Approval.pending
    before = ok(call(client, "/teacher/profile", token=token))
    after = ok(
        call(
            client,
            "/teacher/profile/update",
            {
                "approval": 1,
                "firstName": "Someone",
                "points": 5000,
                "rating": "5.00",
                "qualification": 3,
                "email": "new@example.test",
                "registrationExpiry": "2099-01-01",
            },
            token=token,
        )
    )
    assert after == before
    db.refresh(teacher)
    assert teacher.approval == Approval.pending
    assert teacher.points == 0


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            {"latitude": 91, "longitude": 0},
            "Parameter error: latitude input should be less than or equal to 90.",
        ),
        (
            {"latitude": -90.5, "longitude": 0},
            "Parameter error: latitude input should be greater than or equal to -90.",
        ),
        (
            {"latitude": 0, "longitude": 180.01},
            "Parameter error: longitude input should be less than or equal to 180.",
        ),
        (
            {"latitude": 0, "longitude": -181},
            "Parameter error: longitude input should be greater than or equal to -180.",
        ),
        (
            {"latitude": -36.9},
            "Parameter error: latitude and longitude of your home must be given together.",
        ),
        (
            {"longitude": 174.7},
            "Parameter error: latitude and longitude of your home must be given together.",
        ),
        ({"latitude": None, "longitude": 174.7}, "Parameter error: latitude cannot be empty."),
        (
            {"latitude": "north", "longitude": 174.7},
            "Parameter error: latitude input should be a valid number, unable to parse string as a number.",
        ),
        (
            {"travelRadiusKm": 0},
            "Parameter error: travelRadiusKm input should be greater than or equal to 1.",
        ),
        (
            {"travelRadiusKm": 101},
            "Parameter error: travelRadiusKm input should be less than or equal to 100.",
        ),
        (
            {"travelRadiusKm": 10.5},
            "Parameter error: travelRadiusKm input should be a valid integer, got a number with a fractional part.",
        ),
        ({"travelRadiusKm": None}, "Parameter error: travelRadiusKm cannot be empty."),
        (
            {"mobile": "call me"},
            "Parameter error: mobile must be a phone number such as +64 21 123 4567.",
        ),
        ({"mobile": 211234567}, "Parameter error: mobile input should be a valid string."),
        (
            {"philosophy": "x" * 2001},
            "Parameter error: philosophy string should have at most 2000 characters.",
        ),
        (
            {"address": "x" * 256},
            "Parameter error: address string should have at most 255 characters.",
        ),
        (
            {"postalCode": "1" * 17},
            "Parameter error: postalCode string should have at most 16 characters.",
        ),
        ("travel", "Parameter error: the body must be a JSON object."),
    ],
)
def test_update_refuses_bad_values_with_a_clear_message(
    client: TestClient, db: Session, body: Any, message: str
) -> None:
    teacher, token = signed_in(client, db)
    answer = call(client, "/teacher/profile/update", body, token=token)
    assert answer["rtn_code"] == 1000
    assert answer["rtn_msg"] == message
    db.refresh(teacher)
    assert teacher.travel_radius_km == 20
    assert teacher.mobile is None


def test_an_empty_update_changes_nothing(client: TestClient, db: Session) -> None:
    _, token = signed_in(client, db)
    before = ok(call(client, "/teacher/profile", token=token))
    assert ok(call(client, "/teacher/profile/update", {}, token=token)) == before
