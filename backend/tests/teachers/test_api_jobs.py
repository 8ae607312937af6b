"""Job records from the teacher's side: upcoming and past, leave, extensions."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import Centre, JobRecord, JobRecordStatus
from tests.booking_helpers import drain, next_weekday_at
from tests.factories import call, make_teacher
from tests.teachers.test_api_support import (
    Party,
    book,
    day_at,
    following_weekday,
    jobs,
    ok,
    party,
    teacher_sign_in,
)

ITEM_FIELDS = {
    "jobRecordId",
    "bookingId",
    "status",
    "centre",
    "date",
    "startsAt",
    "endsAt",
    "breakMinutes",
    "hourlyRate",
    "leaveReason",
    "extensionEndsAt",
    "extensionAnswer",
    "notes",
    "timeSheet",
}


def booked(client: TestClient, db: Session) -> tuple[Party, dict[str, Any]]:
    """A teacher booked for one day; answers the party and the upcoming job."""
    p = party(client, db)
    book(client, p)
    [job] = jobs(client, p.teacher_token)
    return p, job


def record(db: Session, job_record_id: int) -> JobRecord:
    found = db.scalar(select(JobRecord).where(JobRecord.id == job_record_id))
    assert found is not None
    db.refresh(found)
    return found


def leave(client: TestClient, token: str, job_record_id: int, reason: str = "Sick child") -> Any:
    return call(
        client,
        "/teacher/job/leave",
        {"jobRecordId": job_record_id, "reason": reason},
        token=token,
    )


def extend(client: TestClient, p: Party, job_record_id: int, end: datetime) -> None:
    ok(
        call(
            client,
            "/center/job/book/extend",
            {"jobRecordId": job_record_id, "endTime": end.isoformat()},
            token=p.centre_token,
        )
    )


def answer_extension(client: TestClient, token: str, job_record_id: int, accept: bool) -> Any:
    return call(
        client,
        "/teacher/job/extension/answer",
        {"jobRecordId": job_record_id, "accept": accept},
        token=token,
    )


def test_an_upcoming_job_has_what_a_teacher_needs(client: TestClient, db: Session) -> None:
    p = party(client, db)
    centre = db.scalar(select(Centre).where(Centre.user_id == p.centre_user.id))
    assert centre is not None
    centre.address = "7 Great North Road"
    start = next_weekday_at(8, 30)
    booking_id, _ = book(client, p)
    [job] = jobs(client, p.teacher_token)
    assert set(job) == ITEM_FIELDS
    assert job["bookingId"] == booking_id
    assert job["status"] == 2
    assert job["centre"] == {
        "name": "Kowhai Kids Centre",
        "suburb": "Henderson",
        "city": "Auckland",
        "address": "7 Great North Road",
    }
    assert job["date"] == start.date().isoformat()
    assert datetime.fromisoformat(job["startsAt"]) == start
    assert datetime.fromisoformat(job["endsAt"]) == start.replace(hour=15, minute=0)
    assert job["breakMinutes"] == 30
    assert job["hourlyRate"] == "32.00"
    assert job["notes"] == "Room 2, ask for Mere at the office."
    assert (job["leaveReason"], job["extensionEndsAt"], job["extensionAnswer"]) == (
        None,
        None,
        None,
    )
    assert jobs(client, p.teacher_token, "past") == []


def test_upcoming_soonest_first_and_past_newest_first(client: TestClient, db: Session) -> None:
    p = party(client, db)
    first = next_weekday_at(8, 30)
    second = following_weekday(first)
    third = following_weekday(second)
    for day in (second, third, first):
        book(client, p, **day_at(day))
    upcoming = jobs(client, p.teacher_token)
    assert [j["date"] for j in upcoming] == [d.date().isoformat() for d in (first, second, third)]
    with time_machine.travel(third + timedelta(hours=12), tick=False):
        drain(db)
        token = teacher_sign_in(client, p.teacher_user.email)
        assert jobs(client, token) == []
        past = jobs(client, token, "past")
    assert [j["date"] for j in past] == [d.date().isoformat() for d in (third, second, first)]
    assert {j["status"] for j in past} == {3}


def test_a_job_that_ended_without_being_finished_yet_is_past(
    client: TestClient, db: Session
) -> None:
    p, job = booked(client, db)
    ends = datetime.fromisoformat(job["endsAt"])
    with time_machine.travel(ends + timedelta(minutes=1), tick=False):
        token = teacher_sign_in(client, p.teacher_user.email)
        assert jobs(client, token) == []
        assert [j["jobRecordId"] for j in jobs(client, token, "past")] == [job["jobRecordId"]]


def test_paging_of_jobs(client: TestClient, db: Session) -> None:
    p = party(client, db)
    first = next_weekday_at(8, 30)
    book(client, p, **day_at(first))
    book(client, p, **day_at(following_weekday(first)))
    page = ok(
        call(
            client,
            "/teacher/job/list",
            {"scope": "upcoming", "pageNo": 2, "pageSize": 1},
            token=p.teacher_token,
        )
    )
    assert (page["total"], page["pageNo"], page["pageSize"]) == (2, 2, 1)
    assert [j["date"] for j in page["list"]] == [following_weekday(first).date().isoformat()]


def test_apply_leave(client: TestClient, db: Session) -> None:
    p, job = booked(client, db)
    item = ok(leave(client, p.teacher_token, job["jobRecordId"], "  Sick child  "))
    assert item["jobRecordId"] == job["jobRecordId"]
    assert item["status"] == 4
    assert item["leaveReason"] == "Sick child"
    assert jobs(client, p.teacher_token) == []
    assert [j["status"] for j in jobs(client, p.teacher_token, "past")] == [4]
    assert record(db, job["jobRecordId"]).status == JobRecordStatus.leave


def test_leave_is_taken_once(client: TestClient, db: Session) -> None:
    p, job = booked(client, db)
    ok(leave(client, p.teacher_token, job["jobRecordId"]))
    again = leave(client, p.teacher_token, job["jobRecordId"])
    assert again["rtn_code"] == 1004
    assert again["rtn_msg"] == "This job can no longer be left."


def test_no_leave_once_the_job_has_started(client: TestClient, db: Session) -> None:
    p, job = booked(client, db)
    starts = datetime.fromisoformat(job["startsAt"])
    with time_machine.travel(starts + timedelta(minutes=5), tick=False):
        token = teacher_sign_in(client, p.teacher_user.email)
        refused = leave(client, token, job["jobRecordId"])
    assert refused["rtn_code"] == 1004
    assert refused["rtn_msg"] == "A job that has started cannot be left; please contact the centre."
    assert record(db, job["jobRecordId"]).status == JobRecordStatus.processing


def test_accept_an_extension(client: TestClient, db: Session) -> None:
    p, job = booked(client, db)
    until = datetime.fromisoformat(job["endsAt"]) + timedelta(hours=1)
    extend(client, p, job["jobRecordId"], until)
    [waiting] = jobs(client, p.teacher_token)
    assert datetime.fromisoformat(waiting["extensionEndsAt"]) == until
    assert waiting["extensionAnswer"] is None
    item = ok(answer_extension(client, p.teacher_token, job["jobRecordId"], True))
    assert item["status"] == 6
    assert item["extensionAnswer"] == 1
    assert datetime.fromisoformat(item["endsAt"]) == until
    assert [j["status"] for j in jobs(client, p.teacher_token)] == [6]


def test_decline_an_extension(client: TestClient, db: Session) -> None:
    p, job = booked(client, db)
    until = datetime.fromisoformat(job["endsAt"]) + timedelta(hours=1)
    extend(client, p, job["jobRecordId"], until)
    item = ok(answer_extension(client, p.teacher_token, job["jobRecordId"], False))
    assert item["status"] == 2
    assert item["extensionAnswer"] == 0
    assert item["endsAt"] == job["endsAt"]
    again = answer_extension(client, p.teacher_token, job["jobRecordId"], True)
    assert again["rtn_code"] == 1004
    assert again["rtn_msg"] == "There is no extension waiting for your answer."


def test_no_extension_to_answer(client: TestClient, db: Session) -> None:
    p, job = booked(client, db)
    refused = answer_extension(client, p.teacher_token, job["jobRecordId"], True)
    assert refused["rtn_code"] == 1004
    assert refused["rtn_msg"] == "There is no extension waiting for your answer."


def test_a_teacher_never_sees_or_acts_on_another_teachers_job(
    client: TestClient, db: Session
) -> None:
    p, job = booked(client, db)
    until = datetime.fromisoformat(job["endsAt"]) + timedelta(hours=1)
    extend(client, p, job["jobRecordId"], until)
    other_user, _ = make_teacher(db, latitude=-45.87, longitude=170.50)
    other = teacher_sign_in(client, other_user.email)
    assert jobs(client, other) == []
    assert jobs(client, other, "past") == []
    for refused in (
        leave(client, other, job["jobRecordId"]),
        answer_extension(client, other, job["jobRecordId"], True),
    ):
        assert refused["rtn_code"] == 1003
        assert refused["rtn_msg"] == "The job record does not exist."
    kept = record(db, job["jobRecordId"])
    assert kept.status == JobRecordStatus.processing
    assert kept.leave_reason is None
    assert kept.extension_answer is None
    assert kept.ends_at == datetime.fromisoformat(job["endsAt"])


@pytest.mark.parametrize("path", ["/teacher/job/leave", "/teacher/job/extension/answer"])
def test_an_unknown_job_record(client: TestClient, db: Session, path: str) -> None:
    p = party(client, db)
    refused = call(
        client,
        path,
        {"jobRecordId": 987654, "reason": "Sick", "accept": True},
        token=p.teacher_token,
    )
    assert refused["rtn_code"] == 1003


@pytest.mark.parametrize(
    ("path", "body", "message"),
    [
        (
            "/teacher/job/list",
            {"scope": "future"},
            "Parameter error: scope input should be 'upcoming' or 'past'.",
        ),
        (
            "/teacher/job/list",
            {"pageNo": 0},
            "Parameter error: pageNo input should be greater than or equal to 1.",
        ),
        ("/teacher/job/leave", {"reason": "Sick"}, "Parameter error: jobRecordId is required."),
        ("/teacher/job/leave", {"jobRecordId": 1}, "Parameter error: reason is required."),
        (
            "/teacher/job/leave",
            {"jobRecordId": 1, "reason": "   "},
            "Parameter error: reason string should have at least 1 character.",
        ),
        (
            "/teacher/job/leave",
            {"jobRecordId": 1, "reason": "x" * 501},
            "Parameter error: reason string should have at most 500 characters.",
        ),
        (
            "/teacher/job/leave",
            {"jobRecordId": 1, "reason": 7},
            "Parameter error: reason input should be a valid string.",
        ),
        (
            "/teacher/job/leave",
            {"jobRecordId": "first", "reason": "Sick"},
            "Parameter error: jobRecordId input should be a valid integer, unable to parse string as an integer.",
        ),
        (
            "/teacher/job/extension/answer",
            {"jobRecordId": 1},
            "Parameter error: accept is required.",
        ),
        (
            "/teacher/job/extension/answer",
            {"jobRecordId": 1, "accept": "perhaps"},
            "Parameter error: accept input should be a valid boolean, unable to interpret input.",
        ),
    ],
)
def test_bad_job_payloads_get_a_clear_message(
    client: TestClient, db: Session, path: str, body: dict[str, Any], message: str
) -> None:
    p = party(client, db)
    refused = call(client, path, body, token=p.teacher_token)
    assert refused["rtn_code"] == 1000
    assert refused["rtn_msg"] == message


def test_a_bad_leave_changes_nothing(client: TestClient, db: Session) -> None:
    p, job = booked(client, db)
    assert leave(client, p.teacher_token, job["jobRecordId"], "x" * 501)["rtn_code"] == 1000
    assert record(db, job["jobRecordId"]).status == JobRecordStatus.processing
