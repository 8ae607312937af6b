"""A whole small life through both apps: a centre books, a teacher answers, the
centre confirms, the teacher cannot come after all and the day is matched again."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.booking_helpers import create_booking, next_weekday_at
from tests.factories import call
from tests.teachers.test_api_support import jobs, ok, open_invites, party


def notice_kinds(client: TestClient, token: str) -> list[str]:
    page = ok(call(client, "/user/notice/list", {"pageSize": 100}, token=token))
    return [n["kind"] for n in page["list"]]


def test_book_answer_confirm_work_and_leave(client: TestClient, db: Session) -> None:
    p = party(client, db)
    start = next_weekday_at(8, 30)

    # The centre books a relief teacher; the nearby teacher is invited.
    booking_id = create_booking(client, p.centre_token)
    assert ok(call(client, "/user/unread/notices", token=p.teacher_token)) == {
        "userUnReadNotices": 1
    }
    assert notice_kinds(client, p.teacher_token) == ["invite_new"]

    # The teacher sees what they need to decide.
    [invite] = open_invites(client, p.teacher_token)
    assert invite["bookingId"] == booking_id
    assert invite["centre"]["name"] == "Kowhai Kids Centre"
    assert invite["centre"]["suburb"] == "Henderson"
    assert invite["distanceKm"] == 0.0
    assert invite["hourlyRate"] == "32.00"
    assert invite["notes"] == "Room 2, ask for Mere at the office."
    assert [d["date"] for d in invite["days"]] == [start.date().isoformat()]

    # Interested; the centre sees it and confirms the price.
    answered = ok(
        call(
            client,
            "/teacher/invite/answer",
            {"inviteId": invite["inviteId"], "interested": True},
            token=p.teacher_token,
        )
    )
    assert answered["status"] == 1
    detail = ok(
        call(client, "/center/job/book/detail", {"bookingId": booking_id}, token=p.centre_token)
    )
    assert [(i["inviteId"], i["status"]) for i in detail["invites"]] == [(invite["inviteId"], 1)]
    confirmed = ok(
        call(
            client,
            "/center/job/confirm/price",
            {"inviteId": invite["inviteId"]},
            token=p.centre_token,
        )
    )
    assert confirmed["booking"]["status"] == 1

    # The job is in the teacher's upcoming jobs.
    [job] = jobs(client, p.teacher_token)
    assert (job["bookingId"], job["status"], job["date"]) == (
        booking_id,
        2,
        start.date().isoformat(),
    )
    assert "job_confirmed" in notice_kinds(client, p.teacher_token)

    # The teacher cannot come: leave; the day is back in matching as a new booking.
    left = ok(
        call(
            client,
            "/teacher/job/leave",
            {"jobRecordId": job["jobRecordId"], "reason": "Covid positive"},
            token=p.teacher_token,
        )
    )
    assert left["status"] == 4
    assert jobs(client, p.teacher_token) == []
    processing = ok(
        call(
            client,
            "/center/job/book/list",
            {"scope": "processing"},
            token=p.centre_token,
        )
    )
    [again] = [b for b in processing["list"] if b["parentId"] == booking_id]
    assert again["status"] == 2
    assert again["numberOfTeachers"] == 1
    assert (again["startsAt"], again["endsAt"]) == (job["startsAt"], job["endsAt"])
    assert "teacher_leave" in notice_kinds(client, p.centre_token)
    # The teacher who cannot come is not invited to the day again.
    assert open_invites(client, p.teacher_token) == []
