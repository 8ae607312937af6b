"""Online sessions: staff see who is signed in, when each was last seen, and
end a session."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import AuthSession
from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher, sign_in


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def test_staff_see_who_is_signed_in_and_end_a_session(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    centre_user, _ = make_centre(db)
    teacher_user, _ = make_teacher(db)
    centre = sign_in(client, centre_user.email)
    ok(call(client, "/teacher/login", {"userName": teacher_user.email, "password": PASSWORD}))
    listed = ok(call(client, "/admin/session/list", {"kind": "centre"}, token=admin))
    [row] = [item for item in listed["list"] if item["userId"] == centre_user.id]
    assert (row["email"], row["kind"], row["address"]) == (
        centre_user.email,
        "centre",
        "testclient",
    )
    # Signing in is being seen.
    assert row["lastSeenAt"] == row["signedInAt"]
    everyone = ok(call(client, "/admin/session/list", {}, token=admin))
    assert {item["kind"] for item in everyone["list"]} >= {"centre", "teacher", "staff"}

    # A call notes it was seen, at most once in five minutes: a reading call
    # with a short session of its own, any other in its own transaction.
    session = db.get(AuthSession, row["sessionId"])
    assert session is not None
    first_seen = session.last_seen_at
    assert first_seen is not None
    ok(call(client, "/center/job/book/list", {"status": 1}, token=centre))
    db.refresh(session)
    assert session.last_seen_at == first_seen
    later = now() + timedelta(minutes=6)
    with time_machine.travel(later, tick=False):
        ok(call(client, "/center/job/book/list", {"status": 1}, token=centre))
        db.refresh(session)
        assert session.last_seen_at == later
    with time_machine.travel(later + timedelta(minutes=6), tick=False):
        ok(call(client, "/user/unread/notices", {}, token=centre))
        db.refresh(session)
        assert session.last_seen_at == later + timedelta(minutes=6)

    ok(call(client, "/admin/session/end", {"sessionId": row["sessionId"]}, token=admin))
    assert call(client, "/user/unread/notices", {}, token=centre)["rtn_code"] == 1001
    again = call(client, "/admin/session/end", {"sessionId": row["sessionId"]}, token=admin)
    assert (again["rtn_code"], again["rtn_data"]["code"]) == (1003, 40514)
    after = ok(call(client, "/admin/session/list", {"kind": "centre"}, token=admin))
    assert row["sessionId"] not in [item["sessionId"] for item in after["list"]]
