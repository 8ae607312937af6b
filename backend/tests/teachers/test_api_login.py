"""Teacher sign-in: the same captcha and rate-limit rules as every sign-in, and
only teacher accounts; the teacher calls refuse other kinds of account."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.auth.service import deactivate
from relief.models import Approval, AuthSession, Captcha, LoginAttempt
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher, sign_in
from tests.teachers.test_api_support import LOGIN, ok, teacher_sign_in

TEACHER_CALLS = [
    ("/teacher/profile", {}),
    ("/teacher/profile/update", {"travelRadiusKm": 10}),
    ("/teacher/availability/list", {"from": "2026-03-02", "to": "2026-03-08"}),
    (
        "/teacher/availability/add",
        {"startsAt": "2036-03-02T08:00:00+13:00", "endsAt": "2036-03-02T17:00:00+13:00"},
    ),
    ("/teacher/availability/delete", {"id": 1}),
    ("/teacher/invite/list", {"scope": "open"}),
    ("/teacher/invite/answer", {"inviteId": 1, "interested": True}),
    ("/teacher/job/list", {"scope": "upcoming"}),
    ("/teacher/job/leave", {"jobRecordId": 1, "reason": "Sick"}),
    ("/teacher/job/extension/answer", {"jobRecordId": 1, "accept": True}),
]


def test_sign_in_answers_token_and_profile(client: TestClient, db: Session) -> None:
    user, teacher = make_teacher(db, email="mere@example.test")
    data = ok(
        call(
            client,
            LOGIN,
            {
                "userName": "Mere@Example.test",
                "account": "mere@example.test",
                "password": PASSWORD,
                "deviceToken": "fcm-token-1",
                "deviceType": "android",
                "captcha": "",
                "uuid": "",
            },
        )
    )
    assert len(data["token"]) >= 43
    assert data["teacher"]["id"] == teacher.id
    assert data["teacher"]["email"] == user.email
    assert data["teacher"]["approval"] == 1
    assert data["teacher"]["rank"]["name"] == "bronze"
    session = db.scalars(select(AuthSession).where(AuthSession.user_id == user.id)).one()
    assert session.device_type == "android"
    db.refresh(user)
    assert user.device_token == "fcm-token-1"


def test_a_teacher_awaiting_approval_can_sign_in_and_sees_it(
    client: TestClient, db: Session
) -> None:
    user, _ = make_teacher(db, approval=Approval.pending)
    data = ok(call(client, LOGIN, {"userName": user.email, "password": PASSWORD}))
    assert data["teacher"]["approval"] == 0
    profile = ok(call(client, "/teacher/profile", token=data["token"]))
    assert profile["approval"] == 0


@pytest.mark.parametrize("kind", ["centre", "staff"])
def test_other_accounts_cannot_sign_in_to_the_teacher_app(
    client: TestClient, db: Session, kind: str
) -> None:
    user = make_centre(db)[0] if kind == "centre" else make_staff(db)
    answer = call(client, LOGIN, {"userName": user.email, "password": PASSWORD})
    assert answer["rtn_code"] == 1100
    assert answer["rtn_msg"] == "Account error, please check!"
    assert answer["rtn_data"] == {"captchaRequired": False}
    assert db.scalar(select(AuthSession.id).where(AuthSession.user_id == user.id)) is None


def test_wrong_password_and_unknown_account_are_refused_alike(
    client: TestClient, db: Session
) -> None:
    user, _ = make_teacher(db)
    wrong = call(client, LOGIN, {"userName": user.email, "password": "not-it"})
    unknown = call(client, LOGIN, {"userName": "nobody@example.test", "password": PASSWORD})
    assert wrong == unknown
    assert wrong["rtn_code"] == 1100
    failures = db.scalars(select(LoginAttempt).where(LoginAttempt.succeeded.is_(False))).all()
    assert len(failures) == 2


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"password": PASSWORD}, "Please enter your account."),
        ({"userName": "a@b.c"}, "Parameter error: password is required."),
        (
            {"userName": "a@b.c", "password": 42},
            "Parameter error: password input should be a valid string.",
        ),
        ([], "Parameter error: the body must be a JSON object."),
    ],
)
def test_bad_sign_in_payloads_get_a_clear_message(
    client: TestClient, db: Session, body: object, message: str
) -> None:
    answer = call(client, LOGIN, body)
    assert answer["rtn_code"] == 1000
    assert answer["rtn_msg"] == message


def test_captcha_after_three_failures_then_sign_in_with_it(client: TestClient, db: Session) -> None:
    user, _ = make_teacher(db)
    for _ in range(3):
        assert call(client, LOGIN, {"userName": user.email, "password": "x"})["rtn_code"] == 1100
    needs = call(client, LOGIN, {"userName": user.email, "password": PASSWORD})
    assert needs["rtn_code"] == 1101
    assert needs["rtn_data"] == {"captchaRequired": True}
    uuid = ok(call(client, "/captcha/image"))["uuid"]
    answer = db.scalar(select(Captcha.answer).where(Captcha.uuid == uuid))
    signed = call(
        client,
        LOGIN,
        {"userName": user.email, "password": PASSWORD, "captcha": answer, "uuid": uuid},
    )
    assert signed["rtn_code"] == 0


def test_deactivated_teacher_gets_the_notice(client: TestClient, db: Session) -> None:
    user, _ = make_teacher(db)
    deactivate(db, user, kind=1, reason="Vetting lapsed", notice="Please renew your vetting.")
    answer = call(client, LOGIN, {"userName": user.email, "password": PASSWORD})
    assert answer["rtn_code"] == 30030
    assert answer["rtn_msg"] == "Please renew your vetting."


def test_logout_is_the_shared_call(client: TestClient, db: Session) -> None:
    user, _ = make_teacher(db)
    token = teacher_sign_in(client, user.email)
    ok(call(client, "/user/logout", token=token))
    assert call(client, "/teacher/profile", token=token)["rtn_code"] == 1001


@pytest.mark.parametrize(("path", "body"), TEACHER_CALLS)
def test_teacher_calls_need_a_session(
    client: TestClient, db: Session, path: str, body: dict[str, object]
) -> None:
    assert call(client, path, body)["rtn_code"] == 1001
    assert call(client, path, body, token="not-a-token")["rtn_code"] == 1001


@pytest.mark.parametrize(("path", "body"), TEACHER_CALLS)
def test_teacher_calls_refuse_a_centre(
    client: TestClient, db: Session, path: str, body: dict[str, object]
) -> None:
    user, _ = make_centre(db)
    answer = call(client, path, body, token=sign_in(client, user.email))
    assert answer["rtn_code"] == 1002
    assert answer["rtn_msg"] == "This call is for teacher accounts."


def test_centre_calls_refuse_a_teacher(client: TestClient, db: Session) -> None:
    user, _ = make_teacher(db)
    token = teacher_sign_in(client, user.email)
    assert call(client, "/center/job/book/list", {}, token=token)["rtn_code"] == 1002
