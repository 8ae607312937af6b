"""A teacher's profile as a centre sees it."""

from __future__ import annotations

from datetime import datetime

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.bookings.job_records import apply_leave
from relief.kit.clock import now
from relief.models import Approval, BlockedTeacher, Favourite, JobRecord
from tests.booking_helpers import AUCKLAND, drain
from tests.factories import call, make_centre, sign_in
from tests.favourites.helpers import book, named, ok

MONDAY = datetime(2027, 3, 1, 10, 0, tzinfo=AUCKLAND)
TUESDAY = datetime(2027, 3, 2, 8, 30, tzinfo=AUCKLAND)
FRIDAY_END = datetime(2027, 3, 5, 15, 0, tzinfo=AUCKLAND)
SATURDAY = datetime(2027, 3, 6, 9, 0, tzinfo=AUCKLAND)


def test_profile_shows_the_work_record_and_reliability(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    other_user, _ = make_centre(db, name="Totara Kindergarten")
    teacher = named(db, "Aroha", "Ngata")
    teacher.philosophy = "Children learn through play."
    db.flush()
    with time_machine.travel(MONDAY, tick=False):
        token = sign_in(client, user.email)
        # Tuesday to Friday: four job records.
        booking_id = book(
            client,
            db,
            token,
            [teacher],
            bookingType=1,
            jobStartTime=TUESDAY.isoformat(),
            jobEndTime=FRIDAY_END.isoformat(),
        )
        records = list(
            db.scalars(
                select(JobRecord)
                .where(JobRecord.booking_id == booking_id)
                .order_by(JobRecord.starts_at)
            )
        )
        assert len(records) == 4
        apply_leave(db, teacher, records[-1].id, "Family emergency", now())
    db.add(Favourite(centre_id=centre.id, teacher_id=teacher.id))
    db.flush()

    with time_machine.travel(SATURDAY, tick=False):
        drain(db)
        token = sign_in(client, user.email)
        other = sign_in(client, other_user.email)
        mine = ok(call(client, "/center/teacher/profile", {"teacherId": teacher.id}, token=token))
        theirs = ok(call(client, "/center/teacher/profile", {"teacherId": teacher.id}, token=other))

    assert mine == {
        "teacherId": teacher.id,
        "firstName": "Aroha",
        "lastName": "Ngata",
        "rank": "bronze",
        "rating": None,
        "qualification": 1,
        "gender": 1,
        # Three days of 08:30-15:00 less a 30-minute break.
        "completedHours": "18.00",
        "jobsKept": 3,
        "jobsLeft": 1,
        "reliability": 0.75,
        "lastJobDate": "2027-03-04",
        "philosophy": "Children learn through play.",
        "isFavourite": True,
        "isBlocked": False,
        "workedHere": True,
    }
    assert theirs == {**mine, "isFavourite": False, "workedHere": False}


def test_a_new_teacher_has_no_reliability_yet(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    token = sign_in(client, user.email)
    teacher = named(db, "Hemi", "New")
    db.add(BlockedTeacher(centre_id=centre.id, teacher_id=teacher.id, reason="Test"))
    db.flush()
    data = ok(call(client, "/center/teacher/profile", {"teacherId": teacher.id}, token=token))
    assert data["reliability"] is None
    assert (data["jobsKept"], data["jobsLeft"], data["completedHours"]) == (0, 0, "0.00")
    assert data["lastJobDate"] is None
    assert (data["isBlocked"], data["isFavourite"], data["workedHere"]) == (True, False, False)
    # Contact details and the home address are never part of it.
    assert not {"email", "mobile", "address", "latitude", "longitude"} & set(data)


def test_only_approved_teachers_have_a_profile(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    pending = named(db, "Pita", approval=Approval.pending)
    rejected = named(db, "Rua", approval=Approval.rejected)
    for body, code in (
        ({"teacherId": pending.id}, 1003),
        ({"teacherId": rejected.id}, 1003),
        ({"teacherId": 99_999_999}, 1003),
        ({"teacherId": 0}, 1000),
        ({"teacherId": "x"}, 1000),
        ({}, 1000),
    ):
        answer = call(client, "/center/teacher/profile", body, token=token)
        assert answer["rtn_code"] == code, (body, answer)
    answer = call(client, "/center/teacher/profile", {"teacherId": pending.id}, token=token)
    assert answer["rtn_msg"] == "The teacher does not exist."
    assert call(client, "/center/teacher/profile", {"teacherId": pending.id})["rtn_code"] == 1001
