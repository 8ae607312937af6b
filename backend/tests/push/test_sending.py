"""The worker pushes a teacher's notices to their subscribed browsers
through a real push service protocol: encrypted by pywebpush, signed with
the platform's VAPID key, with a time to live; a subscription the push
service has forgotten is removed, any other failure tried again."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.kit.clock import now
from relief.models import Booking, OutboxMessage, PushSubscription
from relief.notices.kinds import BookingConfirmed, JobCanceled
from relief.notices.service import notify
from relief.notices.wording import word
from relief.push.rules import DEFAULT_TIME_TO_LIVE
from relief.worker.runner import send_due_mail, send_due_pushes
from tests.booking_helpers import create_booking, drain, worker_sessions
from tests.factories import call, make_teacher
from tests.push.support import (
    Browser,
    PushService,
    pushing_settings,
    running_push_service,
    use_settings,
)
from tests.teachers.test_api_support import Party, ok, party


@pytest.fixture
def push_service() -> Iterator[PushService]:
    yield from running_push_service()


@pytest.fixture
def pushing(client: TestClient, settings: Settings) -> Settings:
    on = pushing_settings(settings)
    use_settings(client, on)
    return on


def subscribe(client: TestClient, token: str, browser: Browser, endpoint: str) -> None:
    ok(call(client, "/teacher/push/subscribe", browser.subscription(endpoint), token=token))


def pushes(db: Session) -> list[OutboxMessage]:
    db.expire_all()
    return list(
        db.scalars(
            select(OutboxMessage).where(OutboxMessage.channel == "push").order_by(OutboxMessage.id)
        )
    )


def opened(browser: Browser, body: bytes) -> dict[str, Any]:
    payload: dict[str, Any] = json.loads(browser.decrypt(body))
    return payload


def test_an_invite_is_pushed_for_the_rest_of_its_stage(
    client: TestClient, db: Session, pushing: Settings, push_service: PushService
) -> None:
    p: Party = party(client, db)
    browser = Browser.new()
    subscribe(client, p.teacher_token, browser, push_service.endpoint("phone"))
    booking_id = create_booking(client, p.centre_token)
    drain(db)
    queued = pushes(db)
    assert len(queued) == 1
    booking = db.get(Booking, booking_id)
    assert booking is not None
    assert booking.stage_ends_at is not None
    left = (booking.stage_ends_at - now()).total_seconds()

    assert send_due_pushes(worker_sessions(db), pushing) == 1

    (received,) = push_service.received
    assert received.path == "/push/phone"
    # The push service keeps it for what is left of the stage, and no longer.
    assert left - 60 <= int(received.headers["ttl"]) <= left
    assert received.headers["content-encoding"] == "aes128gcm"
    authorization = received.headers["authorization"]
    assert authorization.startswith("vapid t=")
    assert ",k=" in authorization
    # Only the browser can read it: the notice's own words and the page to open.
    payload = opened(browser, received.body)
    assert payload["opens"] == "/invites"
    assert payload["tag"] == f"notice-{queued[0].notice_id}"
    assert payload["title"] == queued[0].subject
    assert payload["title"]
    assert payload["body"]
    assert pushes(db)[0].sent_at is not None
    # The e-mail of the same notice goes its own way.
    assert send_due_pushes(worker_sessions(db), pushing) == 0


def test_an_invite_whose_stage_ended_is_not_pushed(
    client: TestClient, db: Session, pushing: Settings, push_service: PushService
) -> None:
    p = party(client, db)
    subscribe(client, p.teacher_token, Browser.new(), push_service.endpoint("late"))
    booking_id = create_booking(client, p.centre_token)
    drain(db)
    booking = db.get(Booking, booking_id)
    assert booking is not None
    assert booking.stage_ends_at is not None
    with time_machine.travel(booking.stage_ends_at + timedelta(seconds=1), tick=False):
        assert send_due_pushes(worker_sessions(db), pushing) == 0
    assert push_service.received == []
    assert pushes(db) == []


def test_a_push_is_in_the_teachers_language_and_lives_a_day(
    client: TestClient, db: Session, pushing: Settings, push_service: PushService
) -> None:
    user, _ = make_teacher(db)
    user.language = "zh"
    db.flush()
    browser = Browser.new()
    db.add(
        PushSubscription(
            user_id=user.id,
            endpoint=push_service.endpoint("zh"),
            **browser.keys(),
        )
    )
    db.flush()
    notify(db, user, JobCanceled(bookingId=7, centre="Kowhai Kids", reason="Closed for a flood"))
    assert word(JobCanceled(bookingId=7, centre="K", reason="R"), "zh") != word(
        JobCanceled(bookingId=7, centre="K", reason="R"), "en"
    )
    assert send_due_pushes(worker_sessions(db), pushing) == 1
    (received,) = push_service.received
    assert int(received.headers["ttl"]) == DEFAULT_TIME_TO_LIVE.total_seconds()
    payload = opened(browser, received.body)
    assert payload["opens"] == "/jobs"
    facts = JobCanceled(bookingId=7, centre="Kowhai Kids", reason="Closed for a flood")
    chinese = word(facts, "zh")
    assert (payload["title"], payload["body"]) == (chinese.title, chinese.body)


def test_only_the_pushed_kinds_are_pushed(
    client: TestClient, db: Session, pushing: Settings, push_service: PushService
) -> None:
    user, _ = make_teacher(db)
    db.add(
        PushSubscription(
            user_id=user.id, endpoint=push_service.endpoint("x"), **Browser.new().keys()
        )
    )
    db.flush()
    notify(db, user, BookingConfirmed(bookingId=3))
    assert pushes(db) == []


def test_a_subscription_the_push_service_forgot_is_removed(
    client: TestClient, db: Session, pushing: Settings, push_service: PushService
) -> None:
    user, _ = make_teacher(db)
    kept, forgotten = Browser.new(), Browser.new()
    for name, browser in (("kept", kept), ("forgotten", forgotten)):
        db.add(
            PushSubscription(
                user_id=user.id, endpoint=push_service.endpoint(name), **browser.keys()
            )
        )
    db.flush()
    push_service.statuses["/push/forgotten"] = 410
    notify(db, user, JobCanceled(bookingId=7, centre="Kowhai Kids", reason="Closed"))
    notify(db, user, JobCanceled(bookingId=8, centre="Kowhai Kids", reason="Closed"))
    assert len(pushes(db)) == 4
    assert send_due_pushes(worker_sessions(db), pushing) == 2
    db.expire_all()
    endpoints = [row.endpoint for row in db.scalars(select(PushSubscription))]
    assert endpoints == [push_service.endpoint("kept")]
    # The forgotten browser's other push went with it: tried once, never again.
    assert [r.path for r in push_service.received].count("/push/forgotten") == 1
    assert [row.sent_at is not None for row in pushes(db)] == [True, True]


def test_a_push_service_that_fails_is_tried_again(
    client: TestClient, db: Session, pushing: Settings, push_service: PushService
) -> None:
    user, _ = make_teacher(db)
    db.add(
        PushSubscription(
            user_id=user.id, endpoint=push_service.endpoint("busy"), **Browser.new().keys()
        )
    )
    db.flush()
    push_service.statuses["/push/busy"] = 503
    notify(db, user, JobCanceled(bookingId=7, centre="Kowhai Kids", reason="Closed"))
    assert send_due_pushes(worker_sessions(db), pushing) == 0
    (waiting,) = pushes(db)
    assert waiting.sent_at is None
    assert waiting.failed_at is None
    assert waiting.attempts == 1
    assert "503" in (waiting.last_error or "")
    assert waiting.next_attempt_at > now()
    push_service.statuses.clear()
    with time_machine.travel(waiting.next_attempt_at + timedelta(seconds=1), tick=False):
        assert send_due_pushes(worker_sessions(db), pushing) == 1
    assert pushes(db)[0].sent_at is not None
    assert len(push_service.received) == 2


def test_the_mail_sender_leaves_pushes_alone(
    client: TestClient, db: Session, pushing: Settings, push_service: PushService
) -> None:
    user, _ = make_teacher(db)
    db.add(
        PushSubscription(
            user_id=user.id, endpoint=push_service.endpoint("m"), **Browser.new().keys()
        )
    )
    db.flush()
    notify(db, user, JobCanceled(bookingId=7, centre="Kowhai Kids", reason="Closed"), email=False)
    closed = pushing.model_copy(update={"smtp_port": 1})
    assert send_due_mail(worker_sessions(db), closed) == 0
    (waiting,) = pushes(db)
    assert waiting.attempts == 0
    assert waiting.last_error is None
