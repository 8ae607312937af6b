from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.auth.security import token_digest
from relief.config import CaptchaPolicy, Settings
from relief.kit.clock import now
from relief.models import AuthSession, Captcha, LoginAttempt
from tests.factories import PASSWORD, call, make_centre, make_teacher, sign_in

LOGIN = "/user/password/login"


def fail(client: TestClient, email: str, times: int) -> None:
    for _ in range(times):
        assert call(client, LOGIN, {"userName": email, "password": "wrong"})["rtn_code"] == 1100


def solve_captcha(client: TestClient, db: Session) -> tuple[str, str]:
    uuid = call(client, "/captcha/image")["rtn_data"]["uuid"]
    answer = db.scalar(select(Captcha.answer).where(Captcha.uuid == uuid))
    assert answer is not None
    return uuid, answer


def test_sign_in_answers_token_and_session_user(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db, email="kowhai@example.test")
    answer = call(
        client,
        LOGIN,
        {
            "userName": "Kowhai@Example.test",
            "account": "kowhai@example.test",
            "password": PASSWORD,
            "deviceToken": "",
            "deviceType": "web",
            "captcha": "",
            "uuid": "",
        },
    )
    assert answer["rtn_code"] == 0
    data = answer["rtn_data"]
    assert len(data["token"]) >= 43  # 256 random bits, URL-safe base64
    assert data["user"]["realName"] == centre.name
    assert (
        data["user"]["email"] == data["user"]["userName"] == data["user"]["account"] == user.email
    )
    assert data["user"]["roles"] == ["centre"]
    assert data["user"]["agreed"] == 0
    assert data["user"]["deviceType"] == "web"


def test_token_is_stored_only_as_a_digest(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    stored = db.scalars(select(AuthSession).where(AuthSession.user_id == user.id)).one()
    assert stored.token_hash == token_digest(token)
    assert token not in stored.token_hash


@pytest.mark.parametrize(
    "body",
    [
        {"userName": "nobody@example.test", "password": PASSWORD},
        {"userName": "{email}", "password": "wrong-password"},
    ],
)
def test_wrong_account_or_password_is_refused_alike(
    client: TestClient, db: Session, body: dict[str, str]
) -> None:
    user, _ = make_centre(db)
    body = {**body, "userName": body["userName"].format(email=user.email)}
    answer = call(client, LOGIN, body)
    assert answer["rtn_code"] == 1100
    assert answer["rtn_msg"] == "Account error, please check!"
    assert answer["rtn_data"] == {"captchaRequired": False}


def test_teacher_cannot_sign_in_to_the_centre_portal(client: TestClient, db: Session) -> None:
    user, _ = make_teacher(db)
    assert call(client, LOGIN, {"userName": user.email, "password": PASSWORD})["rtn_code"] == 1100


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"password": PASSWORD}, "Please enter your account."),
        ({"userName": "a@b.c"}, "Parameter error: password is required."),
        (
            {"userName": "a@b.c", "password": ""},
            "Parameter error: password string should have at least 1 character.",
        ),
        (
            {"userName": ["a"], "password": "x"},
            "Parameter error: userName input should be a valid string.",
        ),
        (
            {"userName": "a@b.c", "password": 12345},
            "Parameter error: password input should be a valid string.",
        ),
        (
            {"userName": "a" * 300, "password": "x"},
            "Parameter error: userName string should have at most 254 characters.",
        ),
    ],
)
def test_bad_payloads_get_a_clear_message(
    client: TestClient, db: Session, body: dict[str, object], message: str
) -> None:
    answer = call(client, LOGIN, body)
    assert answer["rtn_code"] == 1000
    assert answer["rtn_msg"] == message
    assert db.scalar(select(LoginAttempt.id)) is None


def test_captcha_required_after_three_failures_for_the_account(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    fail(client, user.email, 2)
    third = call(client, LOGIN, {"userName": user.email, "password": "wrong"})
    assert third["rtn_data"] == {"captchaRequired": True}

    answer = call(client, LOGIN, {"userName": user.email, "password": PASSWORD})
    assert answer["rtn_code"] == 1101

    wrong = call(
        client,
        LOGIN,
        {
            "userName": user.email,
            "password": PASSWORD,
            "captcha": "0000",
            "uuid": solve_captcha(client, db)[0],
        },
    )
    assert wrong["rtn_code"] == 1102

    uuid, text = solve_captcha(client, db)
    ok = call(
        client,
        LOGIN,
        {"userName": user.email, "password": PASSWORD, "captcha": text.lower(), "uuid": uuid},
    )
    assert ok["rtn_code"] == 0

    # The same captcha cannot be used twice.
    again = call(
        client, LOGIN, {"userName": user.email, "password": PASSWORD, "captcha": text, "uuid": uuid}
    )
    assert again["rtn_code"] == 1102


def test_captcha_required_after_three_failures_from_one_address(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    for n in range(3):
        call(client, LOGIN, {"userName": f"guess{n}@example.test", "password": "x"})
    assert call(client, "/captcha/image")["rtn_data"]["required"] is True
    assert call(client, LOGIN, {"userName": user.email, "password": PASSWORD})["rtn_code"] == 1101


def test_captcha_always_when_the_setting_says_so(
    client: TestClient, db: Session, settings: Settings
) -> None:
    user, _ = make_centre(db)
    from relief.config import get_settings

    client.app.state.api.dependency_overrides[get_settings] = lambda: settings.model_copy(  # type: ignore[attr-defined]
        update={"captcha_policy": CaptchaPolicy.always}
    )
    assert call(client, "/captcha/image")["rtn_data"]["required"] is True
    assert call(client, LOGIN, {"userName": user.email, "password": PASSWORD})["rtn_code"] == 1101
    uuid, text = solve_captcha(client, db)
    answer = call(
        client, LOGIN, {"userName": user.email, "password": PASSWORD, "captcha": text, "uuid": uuid}
    )
    assert answer["rtn_code"] == 0


def test_repeated_failures_are_rate_limited(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    for _ in range(10):
        uuid, text = solve_captcha(client, db)
        answer = call(
            client,
            LOGIN,
            {"userName": user.email, "password": "wrong", "captcha": text, "uuid": uuid},
        )
        assert answer["rtn_code"] == 1100
    uuid, text = solve_captcha(client, db)
    blocked = call(
        client, LOGIN, {"userName": user.email, "password": PASSWORD, "captcha": text, "uuid": uuid}
    )
    assert blocked["rtn_code"] == 1006
    assert "15 minutes" in blocked["rtn_msg"]
    # After the window the account can sign in again (with a captcha no longer needed).
    with time_machine.travel(now() + timedelta(minutes=16)):
        assert call(client, LOGIN, {"userName": user.email, "password": PASSWORD})["rtn_code"] == 0


def test_deactivated_account_answers_30030_with_the_notice(client: TestClient, db: Session) -> None:
    from relief.auth.service import deactivate

    user, _ = make_centre(db)
    deactivate(
        db,
        user,
        kind=1,
        reason="Unpaid invoices",
        notice="Your account is paused: please contact support.",
    )
    answer = call(client, LOGIN, {"userName": user.email, "password": PASSWORD})
    assert answer["rtn_code"] == 30030
    assert answer["rtn_msg"] == "Your account is paused: please contact support."


def test_expired_captcha_is_refused(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    fail(client, user.email, 3)
    uuid, text = solve_captcha(client, db)
    with time_machine.travel(now() + timedelta(minutes=6)):
        answer = call(
            client,
            LOGIN,
            {"userName": user.email, "password": PASSWORD, "captcha": text, "uuid": uuid},
        )
    assert answer["rtn_code"] == 1102
