"""A reset ticket sets a password once; a code is checked once."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from threading import Barrier
from uuid import uuid4

from fastapi.testclient import TestClient
from sqlalchemy import Engine, delete, select
from sqlalchemy.orm import Session

from relief.auth import passwords
from relief.auth import service as auth
from relief.codes import rules
from relief.config import Settings
from relief.errors import ParameterError
from relief.kit import signing
from relief.kit.clock import now
from relief.models import AuthSession, Centre, User
from tests.accounts.helpers import captcha, last_email_code, ok
from tests.factories import PASSWORD, call, make_centre, sign_in

USED = "This verification has already been used; please ask for a new code."


def reset_ticket(client: TestClient, db: Session, email: str) -> str:
    ok(
        call(
            client,
            "/code/send",
            {"channel": "email", "target": email, "purpose": "reset", **captcha(client, db)},
        )
    )
    return str(
        ok(
            call(
                client,
                "/code/verify",
                {
                    "channel": "email",
                    "target": email,
                    "purpose": "reset",
                    "code": last_email_code(db, email),
                },
            )
        )["ticket"]
    )


def test_a_reset_ticket_works_once(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db, email="once@centre.test")
    ticket = reset_ticket(client, db, user.email)
    ok(call(client, "/user/password/reset", {"ticket": ticket, "password": "FirstNew2026"}))
    again = call(client, "/user/password/reset", {"ticket": ticket, "password": "Attacker2026"})
    assert (again["rtn_code"], again["rtn_msg"]) == (1000, USED)
    chinese = client.post(
        "/api/user/password/reset",
        json={"ticket": ticket, "password": "Attacker2026"},
        headers={"Accept-Language": "zh-CN"},
    ).json()
    assert chinese["rtn_msg"] == "此验证已使用过，请重新获取验证码。"
    assert sign_in(client, user.email, "FirstNew2026")
    assert (
        call(client, "/user/password/login", {"userName": user.email, "password": "Attacker2026"})[
            "rtn_code"
        ]
        == 1100
    )


def test_a_refused_reset_leaves_the_ticket_usable(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db, email="weak-first@centre.test")
    ticket = reset_ticket(client, db, user.email)
    weak = call(client, "/user/password/reset", {"ticket": ticket, "password": "short"})
    assert weak["rtn_code"] == 1000
    assert weak["rtn_msg"] == passwords.RULE
    ok(call(client, "/user/password/reset", {"ticket": ticket, "password": "StrongEnough2026"}))


def test_a_ticket_dies_when_the_password_changes_another_way(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db, email="changed@centre.test")
    ticket = reset_ticket(client, db, user.email)
    token = sign_in(client, user.email)
    ok(
        call(
            client,
            "/user/password/change",
            {"oldPassword": PASSWORD, "newPassword": "Changed2026"},
            token=token,
        )
    )
    again = call(client, "/user/password/reset", {"ticket": ticket, "password": "Attacker2026"})
    assert again["rtn_msg"] == USED


def test_a_code_is_checked_once(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db, email="code-once@centre.test")
    ok(
        call(
            client,
            "/code/send",
            {"channel": "email", "target": user.email, "purpose": "reset", **captcha(client, db)},
        )
    )
    body = {
        "channel": "email",
        "target": user.email,
        "purpose": "reset",
        "code": last_email_code(db, user.email),
    }
    ok(call(client, "/code/verify", body))
    again = call(client, "/code/verify", body)
    assert (again["rtn_code"], again["rtn_msg"]) == (1000, "The code is wrong or has expired.")


def test_an_old_ticket_without_a_stamp_is_refused(
    client: TestClient, db: Session, settings: Settings
) -> None:
    user, _ = make_centre(db, email="stampless@centre.test")
    forged = signing.sign(
        f"code|reset|email|{user.email}", now() + rules.TICKET_LIFETIME, settings.secret_key
    )
    answer = call(client, "/user/password/reset", {"ticket": forged, "password": "Attacker2026"})
    assert answer["rtn_code"] == 1000
    assert answer["rtn_msg"] == "Your verification has expired, please start again."


def test_two_resets_with_one_ticket_at_once_let_one_through(
    engine: Engine, settings: Settings
) -> None:
    """Two requests with the same ticket, each in its own committed
    transaction: the account row is locked, so exactly one sets its password."""
    email = f"race-{uuid4().hex[:8]}@centre.test"
    with Session(engine) as setup, setup.begin():
        user, _ = make_centre(setup, email=email)
        ticket = signing.sign(
            f"code|reset|email|{email}|{auth.account_stamp(settings, user)}",
            now() + rules.TICKET_LIFETIME,
            settings.secret_key,
        )
    start = Barrier(2)

    def reset(password: str) -> str:
        start.wait()
        try:
            with Session(engine) as db, db.begin():
                passwords.reset(db, settings, ticket, password, now())
        except ParameterError as refused:
            return refused.msg
        return "reset"

    try:
        with ThreadPoolExecutor(2) as pool:
            outcomes = sorted(pool.map(reset, ["RaceOne2026", "RaceTwo2026"]))
        assert outcomes == [
            "This verification has already been used; please ask for a new code.",
            "reset",
        ]
    finally:
        with Session(engine) as cleanup, cleanup.begin():
            user_id = cleanup.scalar(select(User.id).where(User.email == email))
            cleanup.execute(delete(AuthSession).where(AuthSession.user_id == user_id))
            cleanup.execute(delete(Centre).where(Centre.user_id == user_id))
            cleanup.execute(delete(User).where(User.id == user_id))
