from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.kit.clock import now
from relief.models import OutboxMessage
from tests import images
from tests.accounts.helpers import captcha, last_email_code, last_sms, ok
from tests.factories import PASSWORD, call, make_centre, sign_in

PNG = images.png()


@pytest.fixture
def sms_settings(settings: Settings, tmp_path: Any, client: TestClient) -> Settings:
    from relief.config import get_settings

    local = settings.model_copy(update={"sms_log": tmp_path / "sms.log"})
    client.app.state.api.dependency_overrides[get_settings] = lambda: local  # type: ignore[attr-defined]
    return local


def test_a_forgotten_password_is_reset_by_email(
    client: TestClient, db: Session, sms_settings: Settings
) -> None:
    user, _ = make_centre(db, email="forgetful@centre.test")
    old_session = sign_in(client, user.email)
    ok(
        call(
            client,
            "/code/send",
            {"channel": "email", "target": user.email, "purpose": "reset", **captcha(client, db)},
        )
    )
    ticket = ok(
        call(
            client,
            "/code/verify",
            {
                "channel": "email",
                "target": user.email,
                "purpose": "reset",
                "code": last_email_code(db, user.email),
            },
        )
    )["ticket"]
    assert (
        call(client, "/user/password/reset", {"ticket": ticket, "password": "weak"})["rtn_code"]
        == 1000
    )
    ok(call(client, "/user/password/reset", {"ticket": ticket, "password": "NewPass2026"}))
    assert call(client, "/user/center/detail", token=old_session)["rtn_code"] == 1001
    assert (
        call(client, "/user/password/login", {"userName": user.email, "password": PASSWORD})[
            "rtn_code"
        ]
        == 1100
    )
    assert (
        call(client, "/user/password/login", {"userName": user.email, "password": "NewPass2026"})[
            "rtn_code"
        ]
        == 0
    )


def test_a_reset_by_phone(client: TestClient, db: Session, sms_settings: Settings) -> None:
    user, _ = make_centre(db)
    user.phone = "+64271234567"
    db.flush()
    ok(
        call(
            client,
            "/code/send",
            {"channel": "sms", "target": "027 123 4567", "purpose": "reset", **captcha(client, db)},
        )
    )
    code = last_sms(sms_settings, "+64271234567")
    ticket = ok(
        call(
            client,
            "/code/verify",
            {"channel": "sms", "target": "0271234567", "purpose": "reset", "code": code},
        )
    )["ticket"]
    ok(call(client, "/user/password/reset", {"ticket": ticket, "password": "ByPhone2026"}))
    assert (
        call(client, "/user/password/login", {"userName": user.email, "password": "ByPhone2026"})[
            "rtn_code"
        ]
        == 0
    )


def test_a_reset_for_an_unknown_address_sends_nothing_and_tells_nothing(
    client: TestClient, db: Session, sms_settings: Settings
) -> None:
    answer = call(
        client,
        "/code/send",
        {
            "channel": "email",
            "target": "nobody@centre.test",
            "purpose": "reset",
            **captcha(client, db),
        },
    )
    assert answer["rtn_code"] == 0
    assert (
        db.scalar(select(OutboxMessage).where(OutboxMessage.recipient == "nobody@centre.test"))
        is None
    )


def test_change_password_keeps_this_session_and_ends_the_others(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    user.password_is_default = True
    db.flush()
    here, there = sign_in(client, user.email), sign_in(client, user.email)
    assert call(client, "/user/center/detail", token=here)["rtn_data"]["passwordIsDefault"] is True
    wrong = call(
        client,
        "/user/password/change",
        {"oldPassword": "nope", "newPassword": "Changed2026"},
        token=here,
    )
    assert wrong["rtn_msg"] == "The current password is wrong."
    ok(
        call(
            client,
            "/user/password/change",
            {"oldPassword": PASSWORD, "newPassword": "Changed2026"},
            token=here,
        )
    )
    assert call(client, "/user/center/detail", token=here)["rtn_data"]["passwordIsDefault"] is False
    assert call(client, "/user/center/detail", token=there)["rtn_code"] == 1001


def test_personal_center_details_and_avatar(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db, name="Old Name")
    token = sign_in(client, user.email)
    profile = ok(call(client, "/center/profile", token=token))
    assert profile["name"] == "Old Name"
    assert profile["avatarUrl"] is None
    body = {
        **{
            k: profile[k]
            for k in (
                "licenceNumber",
                "companyName",
                "contactPerson",
                "latitude",
                "longitude",
                "address",
                "city",
                "suburb",
                "postalCode",
                "country",
            )
        },
        "name": "New Name",
        "gstNumber": "98-765-432",
    }
    updated = ok(call(client, "/center/profile/update", body, token=token))
    assert (updated["name"], updated["gstNumber"]) == ("New Name", "098-765-432")
    assert call(client, "/user/center/detail", token=token)["rtn_data"]["realName"] == "New Name"
    assert (
        call(client, "/center/profile/update", {**body, "name": "X"}, token=token)["rtn_msg"]
        == "The name must be 2 to 20 characters."
    )

    def avatar(name: str, data: bytes) -> dict[str, Any]:
        response = client.post(
            "/api/center/avatar/upload",
            files={"file": (name, data, "image/png")},
            headers={"Authorization": f"Bearer {token}"},
        )
        result: dict[str, Any] = response.json()
        return result

    assert (
        avatar("big.png", PNG + b"\x00" * 1_048_576)["rtn_msg"] == "The file is larger than 1 MB."
    )
    assert (
        avatar("fake.png", b"GIF89a not a png at all")["rtn_msg"]
        == "Only JPG or PNG files are accepted."
    )
    assert avatar("renamed.jpg", PNG)["rtn_msg"] == "The file's content does not match its name."
    first = ok(avatar("logo.png", PNG))["avatarUrl"]
    assert client.get(first).content == PNG
    cover = images.png(colour="navy")
    second = ok(avatar("logo2.png", cover))["avatarUrl"]
    assert client.get(second).content == cover  # the last uploaded is the cover
    assert client.get(first).json()["rtn_code"] == 1003  # the replaced one is gone
    assert call(client, "/user/center/detail", token=token)["rtn_data"]["avatar"].startswith(
        "/api/file/private/"
    )
    with time_machine.travel(now() + timedelta(days=2), tick=False):
        assert client.get(second).json()["rtn_code"] == 1003
