"""Platform messages: written as drafts, published once, delivered by the
worker to exactly their audience, in batches that repeat nobody."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.announcements import service
from relief.models import Notice, OutboxMessage, User
from tests.authority.test_every_staff_call import sign_in_staff
from tests.booking_helpers import drain
from tests.factories import call, make_centre, make_staff, make_teacher, sign_in


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def told(db: Session, subject: str) -> list[int]:
    """The accounts holding a notice with this subject, in id order."""
    return sorted(
        notice.user_id
        for notice in db.scalars(select(Notice).where(Notice.kind == "written"))
        if f'"title": "{subject}"' in notice.data
    )


def test_chosen_accounts_get_it_in_the_bell_and_by_e_mail(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    centre_user, _ = make_centre(db)
    teacher_user, _ = make_teacher(db)
    bystander, _ = make_centre(db)
    draft = ok(
        call(
            client,
            "/admin/message/save",
            {
                "subject": "Planned maintenance",
                "description": "The platform pauses on Sunday from 2 to 3 am.",
                "audience": "accounts",
                "accountIds": [teacher_user.id, centre_user.id],
                "sendEmail": True,
            },
            token=admin,
        )
    )
    assert (draft["status"], draft["accountIds"]) == (
        "draft",
        sorted([teacher_user.id, centre_user.id]),
    )
    assert told(db, "Planned maintenance") == []
    published = ok(call(client, "/admin/message/publish", {"id": draft["id"]}, token=admin))
    assert published["status"] == "published"
    drain(db)
    assert told(db, "Planned maintenance") == sorted([centre_user.id, teacher_user.id])
    mails = db.scalars(
        select(OutboxMessage.recipient).where(OutboxMessage.subject == "Planned maintenance")
    )
    assert sorted(mails) == sorted([centre_user.email, teacher_user.email])
    token = sign_in(client, centre_user.email)
    bell = ok(call(client, "/user/notice/list", {}, token=token))
    assert bell["list"][0]["title"] == "Planned maintenance"
    assert bell["list"][0]["body"] == "The platform pauses on Sunday from 2 to 3 am."
    listed = ok(call(client, "/admin/message/list", {"status": "published"}, token=admin))
    assert [(m["id"], m["delivered"]) for m in listed["list"]] == [(draft["id"], 2)]
    assert listed["list"][0]["deliveredAt"] is not None
    assert bystander.id not in told(db, "Planned maintenance")
    # Published is final.
    again = {
        **{k: draft[k] for k in ("id", "subject", "description", "audience")},
        "accountIds": [],
    }
    for path, body in (
        ("/admin/message/save", {**again, "audience": "everyone"}),
        ("/admin/message/publish", {"id": draft["id"]}),
        ("/admin/message/delete", {"id": draft["id"]}),
    ):
        answer = call(client, path, body, token=admin)
        assert (answer["rtn_code"], answer["rtn_data"]["code"]) == (1004, 42802)


def test_an_audience_is_told_in_batches_without_repeats(
    client: TestClient, db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(service, "BATCH", 2)
    admin = sign_in_staff(client, make_staff(db).email)
    teachers = [make_teacher(db)[0] for _ in range(5)]
    teachers[2].enabled = False
    make_centre(db)
    db.flush()
    draft = ok(
        call(
            client,
            "/admin/message/save",
            {"subject": "New pay rates", "description": "From 1 December.", "audience": "teachers"},
            token=admin,
        )
    )
    ok(call(client, "/admin/message/publish", {"id": draft["id"]}, token=admin))
    drain(db)
    every_teacher = db.scalars(
        select(User.id).where(User.kind == "teacher", User.enabled.is_(True))
    ).all()
    assert told(db, "New pay rates") == sorted(every_teacher)
    assert teachers[2].id not in told(db, "New pay rates")
    assert (
        db.scalars(select(OutboxMessage).where(OutboxMessage.subject == "New pay rates")).all()
        == []
    )
    drain(db)
    assert len(told(db, "New pay rates")) == len(every_teacher)


def test_drafts_are_checked_and_can_be_removed(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    staff = make_staff(db)
    base = {"subject": "Hello", "description": "Kia ora", "audience": "accounts"}
    assert call(client, "/admin/message/save", base, token=admin)["rtn_data"]["code"] == 42803
    unknown = call(
        client, "/admin/message/save", {**base, "accountIds": [staff.id, 999_999]}, token=admin
    )
    assert (unknown["rtn_data"]["code"], unknown["rtn_data"]["values"]) == (
        42804,
        {"ids": f"{staff.id}, 999999"},
    )
    draft = ok(call(client, "/admin/message/save", {**base, "audience": "centres"}, token=admin))
    changed = ok(
        call(
            client,
            "/admin/message/save",
            {**base, "id": draft["id"], "audience": "everyone", "subject": "Hi"},
            token=admin,
        )
    )
    assert (changed["subject"], changed["audience"]) == ("Hi", "everyone")
    assert ok(call(client, "/admin/message/delete", {"id": draft["id"]}, token=admin)) == {}
    missing = call(client, "/admin/message/publish", {"id": draft["id"]}, token=admin)
    assert missing["rtn_data"]["code"] == 42801
