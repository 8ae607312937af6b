from __future__ import annotations

from datetime import timedelta

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.auth.service import deactivate
from relief.kit.clock import now
from tests.factories import call, make_centre, make_staff, make_teacher, sign_in

SESSION_USER_FIELDS = {
    "avatar",
    "phone",
    "email",
    "userName",
    "account",
    "deviceToken",
    "deviceType",
    "realName",
    "level",
    "agreed",
    "centerContactPerson",
    "deactiveNotice",
    "deactiveReason",
    "deactiveType",
    "roles",
    "passwordIsDefault",
}


def test_centre_detail_has_every_session_user_field(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db, name="Puriri Kindergarten")
    token = sign_in(client, user.email)
    answer = call(client, "/user/center/detail", token=token)
    assert answer["rtn_code"] == 0
    assert set(answer["rtn_data"]) == SESSION_USER_FIELDS
    assert answer["rtn_data"]["realName"] == "Puriri Kindergarten"
    assert answer["rtn_data"]["centerContactPerson"] == centre.contact_person


def test_missing_malformed_and_unknown_tokens_answer_1001(client: TestClient, db: Session) -> None:
    for headers in (
        {},
        {"Authorization": "Bearer"},
        {"Authorization": "Basic abc"},
        {"Authorization": "Bearer not-a-token"},
    ):
        answer = client.post("/api/user/center/detail", json={}, headers=headers).json()
        assert answer["rtn_code"] == 1001
        assert answer["rtn_msg"] == "The current login status has expired, please log in again!"


def test_token_expires_after_one_day(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    with time_machine.travel(now() + timedelta(hours=23, minutes=59)):
        assert call(client, "/user/center/detail", token=token)["rtn_code"] == 0
    with time_machine.travel(now() + timedelta(hours=24, seconds=1)):
        assert call(client, "/user/center/detail", token=token)["rtn_code"] == 1001


def test_logout_revokes_the_token_on_the_server(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    other = sign_in(client, user.email)
    assert call(client, "/user/logout", token=token)["rtn_code"] == 0
    assert call(client, "/user/center/detail", token=token)["rtn_code"] == 1001
    assert call(client, "/user/logout", token=token)["rtn_code"] == 1001
    # Another session of the same account lives on.
    assert call(client, "/user/center/detail", token=other)["rtn_code"] == 0


def test_deactivated_account_with_a_live_token_answers_30030(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    deactivate(db, user, kind=2, reason="Licence lapsed", notice="Your licence has lapsed.")
    # A call that writes and one that only reads check the account alike.
    for path in ("/user/center/detail", "/center/job/book/list"):
        answer = call(client, path, token=token)
        assert answer["rtn_code"] == 30030
        assert answer["rtn_msg"] == "Your licence has lapsed."


def test_centre_calls_refuse_other_kinds_of_account(client: TestClient, db: Session) -> None:
    from relief.auth.security import new_token, token_digest
    from relief.models import AuthSession

    for user in (make_teacher(db)[0], make_staff(db)):
        token = new_token()
        db.add(
            AuthSession(
                user_id=user.id,
                token_hash=token_digest(token),
                expires_at=now() + timedelta(hours=1),
            )
        )
        db.flush()
        for path in (
            "/user/center/detail",
            "/center/home/statics",
            "/user/agree/agreement",
            "/center/job/book/list",
        ):
            assert call(client, path, token=token)["rtn_code"] == 1002
        # Calls shared by every account work.
        assert call(client, "/user/unread/notices", token=token)["rtn_code"] == 0


def test_agreement_is_recorded(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db, agreed=False)
    token = sign_in(client, user.email)
    assert call(client, "/user/center/detail", token=token)["rtn_data"]["agreed"] == 0
    assert call(client, "/user/agree/agreement", token=token)["rtn_data"] == {"agreed": 1}
    assert call(client, "/user/agree/agreement", token=token)["rtn_data"] == {"agreed": 1}
    assert call(client, "/user/center/detail", token=token)["rtn_data"]["agreed"] == 1
    assert user.agreed_at is not None
