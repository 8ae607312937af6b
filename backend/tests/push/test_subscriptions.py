"""A teacher's browsers subscribe to notifications and unsubscribe; each
teacher reaches only their own subscriptions."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.kit import vapid
from relief.models import PushSubscription
from tests.factories import call, make_centre, make_teacher, sign_in
from tests.push.support import Browser, pushing_settings, use_settings
from tests.teachers.test_api_support import ok, teacher_sign_in

ENDPOINT = "https://push.example.test/send/one"


@pytest.fixture
def pushing(client: TestClient, settings: Settings) -> Settings:
    on = pushing_settings(settings)
    use_settings(client, on)
    return on


def teacher(client: TestClient, db: Session) -> tuple[int, str]:
    user, _ = make_teacher(db)
    return user.id, teacher_sign_in(client, user.email)


def subscribe(client: TestClient, token: str, endpoint: str = ENDPOINT) -> dict[str, Any]:
    return call(
        client, "/teacher/push/subscribe", Browser.new().subscription(endpoint), token=token
    )


def rows(db: Session) -> list[tuple[int, str]]:
    return [
        (row.user_id, row.endpoint)
        for row in db.scalars(select(PushSubscription).order_by(PushSubscription.id))
    ]


def test_the_state_names_the_public_key(client: TestClient, db: Session, pushing: Settings) -> None:
    _, token = teacher(client, db)
    state = ok(call(client, "/teacher/push", token=token))
    assert pushing.vapid_private_key is not None
    assert state == {
        "enabled": True,
        "publicKey": vapid.public_key(pushing.vapid_private_key),
        "subscriptions": 0,
    }


def test_without_a_key_notifications_are_off(client: TestClient, db: Session) -> None:
    _, token = teacher(client, db)
    assert ok(call(client, "/teacher/push", token=token)) == {
        "enabled": False,
        "publicKey": None,
        "subscriptions": 0,
    }
    refused = subscribe(client, token)
    assert refused["rtn_code"] == 1004
    assert refused["rtn_data"]["code"] == 45801
    assert rows(db) == []


def test_a_teacher_subscribes_and_unsubscribes(
    client: TestClient, db: Session, pushing: Settings
) -> None:
    user_id, token = teacher(client, db)
    assert ok(subscribe(client, token))["subscriptions"] == 1
    assert ok(subscribe(client, token, ENDPOINT + "-phone"))["subscriptions"] == 2
    # The same browser again: its keys are renewed, no second row.
    assert ok(subscribe(client, token))["subscriptions"] == 2
    assert rows(db) == [(user_id, ENDPOINT), (user_id, ENDPOINT + "-phone")]
    gone = ok(call(client, "/teacher/push/unsubscribe", {"endpoint": ENDPOINT}, token=token))
    assert gone["subscriptions"] == 1
    assert rows(db) == [(user_id, ENDPOINT + "-phone")]


def test_a_teacher_cannot_unsubscribe_another_teachers_browser(
    client: TestClient, db: Session, pushing: Settings
) -> None:
    owner_id, owner = teacher(client, db)
    _, other = teacher(client, db)
    ok(subscribe(client, owner))
    answer = ok(call(client, "/teacher/push/unsubscribe", {"endpoint": ENDPOINT}, token=other))
    assert answer["subscriptions"] == 0
    assert rows(db) == [(owner_id, ENDPOINT)]
    # Nor see how many browsers another teacher subscribed.
    assert ok(call(client, "/teacher/push", token=other))["subscriptions"] == 0


def test_a_browser_follows_the_teacher_who_signed_in_last(
    client: TestClient, db: Session, pushing: Settings
) -> None:
    _, first = teacher(client, db)
    second_id, second = teacher(client, db)
    ok(subscribe(client, first))
    ok(subscribe(client, second))
    assert rows(db) == [(second_id, ENDPOINT)]
    assert ok(call(client, "/teacher/push", token=first))["subscriptions"] == 0


@pytest.mark.parametrize(
    "endpoint", ["http://push.example.test/send", "https://user:pw@push.example.test/x"]
)
def test_an_address_the_platform_will_not_send_to_is_refused(
    client: TestClient, db: Session, pushing: Settings, endpoint: str
) -> None:
    _, token = teacher(client, db)
    refused = subscribe(client, token, endpoint)
    assert refused["rtn_code"] == 1000
    assert refused["rtn_data"]["code"] == 45802
    assert refused["rtn_data"]["field"] == "endpoint"
    assert rows(db) == []


def test_a_centre_cannot_subscribe(client: TestClient, db: Session, pushing: Settings) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    assert subscribe(client, token)["rtn_code"] != 0
    assert rows(db) == []
