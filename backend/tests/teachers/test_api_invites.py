"""Invites from the teacher's side: what is offered, and the answer."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.models import Approval, Booking, Invite, InviteStatus
from tests.booking_helpers import create_booking, next_weekday_at
from tests.factories import call, make_teacher
from tests.teachers.test_api_support import (
    day_at,
    following_weekday,
    invite_for,
    ok,
    open_invites,
    party,
    teacher_sign_in,
)

ITEM_FIELDS = {
    "inviteId",
    "bookingId",
    "status",
    "centre",
    "distanceKm",
    "days",
    "hourlyRate",
    "boostIncentive",
    "qualification",
    "ageGroup",
    "notes",
    "numberOfTeachers",
    "invitedAt",
    "answeredAt",
    "confirmed",
    "stageEndsAt",
}


def answered(client: TestClient, token: str) -> list[dict[str, Any]]:
    page = ok(call(client, "/teacher/invite/list", {"scope": "answered"}, token=token))
    items: list[dict[str, Any]] = page["list"]
    return items


def answer(client: TestClient, token: str, invite_id: int, interested: bool) -> dict[str, Any]:
    return call(
        client,
        "/teacher/invite/answer",
        {"inviteId": invite_id, "interested": interested},
        token=token,
    )


def test_an_open_invite_has_what_a_teacher_needs_to_decide(client: TestClient, db: Session) -> None:
    p = party(client, db)
    start = next_weekday_at(8, 30)
    booking_id = create_booking(client, p.centre_token)
    item = invite_for(client, p.teacher_token, booking_id)
    assert set(item) == ITEM_FIELDS
    assert item["status"] == 2
    assert item["centre"] == {
        "name": "Kowhai Kids Centre",
        "suburb": "Henderson",
        "city": "Auckland",
    }
    assert item["distanceKm"] == 0.0
    assert item["hourlyRate"] == "32.00"
    assert item["boostIncentive"] is None
    assert item["qualification"] == 1
    assert item["ageGroup"] == 3
    assert item["notes"] == "Room 2, ask for Mere at the office."
    assert item["numberOfTeachers"] == 1
    assert item["answeredAt"] is None
    assert item["confirmed"] is False
    assert item["days"] == [
        {
            "date": start.date().isoformat(),
            "startsAt": item["days"][0]["startsAt"],
            "endsAt": item["days"][0]["endsAt"],
            "breakMinutes": 30,
            "hourlyRate": "32.00",
        }
    ]
    assert datetime.fromisoformat(item["days"][0]["startsAt"]) == start
    assert datetime.fromisoformat(item["days"][0]["endsAt"]) == start.replace(hour=15, minute=0)
    booking = db.get(Booking, booking_id)
    assert booking is not None
    db.refresh(booking)
    assert datetime.fromisoformat(item["stageEndsAt"]) == booking.stage_ends_at
    assert answered(client, p.teacher_token) == []


def test_a_multi_day_invite_lists_every_day(client: TestClient, db: Session) -> None:
    p = party(client, db)
    first = next_weekday_at(8, 30)
    third = following_weekday(following_weekday(first))
    booking_id = create_booking(
        client,
        p.centre_token,
        bookingType=2,
        jobStartTime=first.isoformat(),
        jobEndTime=third.replace(hour=15, minute=0).isoformat(),
        includeHolidays=True,
    )
    days = invite_for(client, p.teacher_token, booking_id)["days"]
    assert [d["date"] for d in days] == [
        first.date().isoformat(),
        following_weekday(first).date().isoformat(),
        third.date().isoformat(),
    ]


def test_a_boost_shows_in_the_day_rates(client: TestClient, db: Session) -> None:
    p = party(client, db)
    booking_id = create_booking(client, p.centre_token)
    ok(call(client, "/center/job/add/reward", {"bookingId": booking_id}, token=p.centre_token))
    item = invite_for(client, p.teacher_token, booking_id)
    assert item["boostIncentive"] == "3.00"
    assert [d["hourlyRate"] for d in item["days"]] == ["35.00"]


def test_answer_interested_moves_the_invite_to_answered(client: TestClient, db: Session) -> None:
    p = party(client, db)
    booking_id = create_booking(client, p.centre_token)
    invite_id = invite_for(client, p.teacher_token, booking_id)["inviteId"]
    item = ok(answer(client, p.teacher_token, invite_id, True))
    assert item["inviteId"] == invite_id
    assert item["status"] == 1
    assert item["answeredAt"] is not None
    assert item["stageEndsAt"] is None
    assert item["confirmed"] is False
    assert open_invites(client, p.teacher_token) == []
    assert [i["inviteId"] for i in answered(client, p.teacher_token)] == [invite_id]
    # The centre confirms: the invite shows it.
    ok(call(client, "/center/job/confirm/price", {"inviteId": invite_id}, token=p.centre_token))
    confirmed = answered(client, p.teacher_token)[0]
    assert confirmed["confirmed"] is True


def test_answer_not_interested(client: TestClient, db: Session) -> None:
    p = party(client, db)
    booking_id = create_booking(client, p.centre_token)
    invite_id = invite_for(client, p.teacher_token, booking_id)["inviteId"]
    assert ok(answer(client, p.teacher_token, invite_id, False))["status"] == 4
    assert answered(client, p.teacher_token)[0]["status"] == 4


def test_an_invite_is_answered_once(client: TestClient, db: Session) -> None:
    p = party(client, db)
    booking_id = create_booking(client, p.centre_token)
    invite_id = invite_for(client, p.teacher_token, booking_id)["inviteId"]
    ok(answer(client, p.teacher_token, invite_id, False))
    again = answer(client, p.teacher_token, invite_id, True)
    assert again["rtn_code"] == 1004
    assert again["rtn_msg"] == "This invite is no longer open."
    invite = db.get(Invite, invite_id)
    assert invite is not None
    db.refresh(invite)
    assert invite.status == InviteStatus.declined


def test_an_invite_of_a_cancelled_booking_is_no_longer_open(
    client: TestClient, db: Session
) -> None:
    p = party(client, db)
    booking_id = create_booking(client, p.centre_token)
    invite_id = invite_for(client, p.teacher_token, booking_id)["inviteId"]
    ok(
        call(
            client,
            "/center/job/book/cancel",
            {"bookingId": booking_id, "reason": "Staff member returned"},
            token=p.centre_token,
        )
    )
    assert open_invites(client, p.teacher_token) == []
    assert [i["inviteId"] for i in answered(client, p.teacher_token)] == [invite_id]
    assert answer(client, p.teacher_token, invite_id, True)["rtn_code"] == 1004


def test_a_teacher_never_sees_or_answers_another_teachers_invite(
    client: TestClient, db: Session
) -> None:
    p = party(client, db)
    other_user, _ = make_teacher(db, latitude=-45.87, longitude=170.50)  # Dunedin: not invited
    other_token = teacher_sign_in(client, other_user.email)
    booking_id = create_booking(client, p.centre_token)
    invite_id = invite_for(client, p.teacher_token, booking_id)["inviteId"]
    assert open_invites(client, other_token) == []
    assert answered(client, other_token) == []
    refused = answer(client, other_token, invite_id, True)
    assert refused["rtn_code"] == 1003
    assert refused["rtn_msg"] == "The invite does not exist."
    invite = db.get(Invite, invite_id)
    assert invite is not None
    db.refresh(invite)
    assert invite.status == InviteStatus.connecting
    assert invite.answered_at is None


def test_an_unknown_invite(client: TestClient, db: Session) -> None:
    p = party(client, db)
    refused = answer(client, p.teacher_token, 987654, True)
    assert refused["rtn_code"] == 1003


def test_a_teacher_awaiting_approval_is_never_invited(client: TestClient, db: Session) -> None:
    p = party(client, db)
    pending_user, _ = make_teacher(db, approval=Approval.pending)
    token = teacher_sign_in(client, pending_user.email)
    create_booking(client, p.centre_token)
    assert open_invites(client, token) == []
    assert len(open_invites(client, p.teacher_token)) == 1


def test_invites_are_paged_newest_first(client: TestClient, db: Session) -> None:
    p = party(client, db)
    start = next_weekday_at(8, 30)
    ids = []
    for n in range(3):
        ids.append(create_booking(client, p.centre_token, **day_at(start, 15 - n)))
    first = ok(
        call(
            client,
            "/teacher/invite/list",
            {"scope": "open", "pageNo": 1, "pageSize": 2},
            token=p.teacher_token,
        )
    )
    second = ok(
        call(
            client,
            "/teacher/invite/list",
            {"scope": "open", "pageNo": 2, "pageSize": 2},
            token=p.teacher_token,
        )
    )
    assert (first["total"], first["pageNo"], first["pageSize"]) == (3, 1, 2)
    assert [i["bookingId"] for i in first["list"] + second["list"]] == ids[::-1]


@pytest.mark.parametrize(
    ("path", "body", "message"),
    [
        (
            "/teacher/invite/list",
            {"scope": "all"},
            "Parameter error: scope input should be 'open' or 'answered'.",
        ),
        (
            "/teacher/invite/list",
            {"pageSize": 0},
            "Parameter error: pageSize input should be greater than or equal to 1.",
        ),
        (
            "/teacher/invite/list",
            {"pageSize": 101},
            "Parameter error: pageSize input should be less than or equal to 100.",
        ),
        (
            "/teacher/invite/list",
            {"pageNo": "one"},
            "Parameter error: pageNo input should be a valid integer, unable to parse string as an integer.",
        ),
        ("/teacher/invite/answer", {"interested": True}, "Parameter error: inviteId is required."),
        ("/teacher/invite/answer", {"inviteId": 1}, "Parameter error: interested is required."),
        (
            "/teacher/invite/answer",
            {"inviteId": 1, "interested": "maybe"},
            "Parameter error: interested input should be a valid boolean, unable to interpret input.",
        ),
        (
            "/teacher/invite/answer",
            {"inviteId": [1], "interested": True},
            "Parameter error: inviteId input should be a valid integer.",
        ),
        (
            "/teacher/invite/answer",
            {"inviteId": -1, "interested": True},
            "Parameter error: inviteId input should be greater than or equal to 1.",
        ),
    ],
)
def test_bad_invite_payloads_get_a_clear_message(
    client: TestClient, db: Session, path: str, body: dict[str, Any], message: str
) -> None:
    p = party(client, db)
    answer_ = call(client, path, body, token=p.teacher_token)
    assert answer_["rtn_code"] == 1000
    assert answer_["rtn_msg"] == message
