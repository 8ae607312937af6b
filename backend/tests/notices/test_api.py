"""Each account keeps a language; its notices are listed worded in it, with
their kind and typed facts."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.notices import kinds
from relief.notices.service import notify
from tests.factories import PASSWORD, call, make_centre, make_teacher, sign_in


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def teacher_sign_in(client: TestClient, email: str) -> str:
    token: str = ok(call(client, "/teacher/login", {"userName": email, "password": PASSWORD}))[
        "token"
    ]
    return token


def test_an_account_sets_its_language(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    assert user.language == "en"
    assert ok(call(client, "/user/language", {"language": "zh"}, token=token)) == {"language": "zh"}
    db.refresh(user)
    assert user.language == "zh"
    refused = call(client, "/user/language", {"language": "fr"}, token=token)
    assert refused["rtn_code"] == 1000
    db.refresh(user)
    assert user.language == "zh"
    assert call(client, "/user/language", {"language": "en"})["rtn_code"] == 1001


def test_notices_are_listed_in_the_readers_language_with_typed_facts(
    client: TestClient, db: Session
) -> None:
    user, _ = make_teacher(db)
    token = teacher_sign_in(client, user.email)
    notify(
        db,
        user,
        kinds.JobCanceled(bookingId=12, centre="Kowhai Kids", reason="Ratio covered"),
    )

    def listed() -> dict[str, Any]:
        notice: dict[str, Any] = ok(call(client, "/user/notice/list", {}, token=token))["list"][0]
        return notice

    english = listed()
    assert english["kind"] == "job_canceled"
    assert english["title"] == "Kowhai Kids cancelled a booking"
    assert english["body"] == "Kowhai Kids cancelled booking 12: Ratio covered."
    assert english["data"] == {
        "kind": "job_canceled",
        "bookingId": 12,
        "centre": "Kowhai Kids",
        "reason": "Ratio covered",
    }
    ok(call(client, "/user/language", {"language": "zh"}, token=token))
    chinese = listed()
    assert chinese["title"] == "Kowhai Kids 取消了一个预订"
    assert chinese["body"] == "Kowhai Kids 取消了预订 12：Ratio covered。"
    assert chinese["data"] == english["data"]


def test_a_notice_written_before_notices_were_typed_reads_as_it_was(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    notify(db, user, kinds.Written(title="Booking 3 is confirmed", body="Booked."))
    [notice] = ok(call(client, "/user/notice/list", {}, token=token))["list"]
    assert (notice["kind"], notice["title"], notice["body"]) == (
        "written",
        "Booking 3 is confirmed",
        "Booked.",
    )


def test_moments_in_facts_keep_the_centres_offset(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    until = datetime(2026, 11, 24, 4, 30, tzinfo=UTC)
    notify(
        db,
        user,
        kinds.ExtensionAccepted(
            jobRecordId=5,
            teacher="Aroha Smith",
            until=until.astimezone(ZoneInfo("Pacific/Auckland")),
        ),
    )
    [notice] = ok(call(client, "/user/notice/list", {}, token=token))["list"]
    assert notice["data"]["until"] == "2026-11-24T17:30:00+13:00"
    assert notice["body"] == "Aroha Smith will stay until 17:30."


def test_a_new_account_speaks_english(db: Session) -> None:
    user, _ = make_centre(db)
    db.flush()
    db.expire(user)
    assert user.language == "en"
