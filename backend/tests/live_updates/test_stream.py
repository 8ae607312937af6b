"""Live events are written with the change they tell of (and lost with it),
and each caller's stream carries its own events after the last one it saw,
and nobody else's."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.kit import signing
from relief.kit.clock import now
from relief.live import rules
from relief.live.endpoints import stream_timing
from relief.live.service import Timing, prune
from relief.models import LiveEvent, User
from relief.notices import kinds
from relief.notices.service import notify
from tests.booking_helpers import create_booking
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher, sign_in

QUICK = Timing(poll_seconds=0.02, check_seconds=0.05, lifetime_seconds=0.4)


@pytest.fixture
def quick(client: TestClient) -> Iterator[TestClient]:
    """Streams that end after a moment, so a test reads the whole answer."""
    api: Any = client.app
    api.state.api.dependency_overrides[stream_timing] = lambda: QUICK
    yield client
    del api.state.api.dependency_overrides[stream_timing]


def events_of(db: Session, **audience: int) -> list[LiveEvent]:
    column, value = next(iter(audience.items()))
    return list(
        db.scalars(
            select(LiveEvent).where(getattr(LiveEvent, column) == value).order_by(LiveEvent.id)
        )
    )


def told(db: Session, user: User, booking_id: int = 1) -> int:
    notice = notify(db, user, kinds.BookingConfirmed(bookingId=booking_id), email=False)
    return notice.id


def ticket(client: TestClient, token: str) -> str:
    answer = call(client, "/live/ticket", token=token)
    assert answer["rtn_code"] == 0, answer
    text: str = answer["rtn_data"]["ticket"]
    return text


def received(
    client: TestClient, ticket_text: str, *, last: int | None = None, query: int | None = None
) -> list[dict[str, Any]]:
    """The events of one stream until it ends, after its opening one."""
    return opened(client, ticket_text, last=last, query=query)[1:]


def opened(
    client: TestClient, ticket_text: str, *, last: int | None = None, query: int | None = None
) -> list[dict[str, Any]]:
    """Every event of one stream until it ends, each as its id and data."""
    params: dict[str, Any] = {"ticket": ticket_text}
    if query is not None:
        params["lastEventId"] = query
    headers = {"Last-Event-ID": str(last)} if last is not None else {}
    response = client.get("/api/live/stream", params=params, headers=headers)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream"), response.text
    assert response.headers["x-accel-buffering"] == "no"
    assert response.headers["cache-control"] == "no-cache"
    found = []
    for block in response.text.split("\n\n"):
        fields = dict(
            line.split(": ", 1) for line in block.splitlines() if ": " in line and line[0] != ":"
        )
        if "id" in fields:
            found.append({"id": int(fields["id"]), **json.loads(fields["data"])})
    assert "retry: 3000" in response.text
    return found


def test_an_event_is_written_with_its_change(db: Session) -> None:
    user, _ = make_centre(db)
    notice_id = told(db, user)
    [event] = events_of(db, user_id=user.id)
    assert (event.kind, event.subject_id) == ("notice", notice_id)


def test_no_event_is_left_when_the_change_rolls_back(db: Session) -> None:
    user, _ = make_centre(db)
    before = len(events_of(db, user_id=user.id))
    change = db.begin_nested()
    told(db, user)
    assert len(events_of(db, user_id=user.id)) == before + 1
    change.rollback()
    assert len(events_of(db, user_id=user.id)) == before


def test_a_new_booking_tells_its_centre(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db, agreed=True)
    booking_id = create_booking(client, sign_in(client, user.email))
    kinds_told = {(e.kind, e.subject_id) for e in events_of(db, centre_id=centre.id)}
    assert ("booking", booking_id) in kinds_told


def test_a_stream_answers_what_followed_the_last_event_and_nothing_before(
    quick: TestClient, db: Session
) -> None:
    user, _ = make_centre(db, agreed=True)
    first, second, third = (told(db, user, n) for n in (1, 2, 3))
    ids = [e.id for e in events_of(db, user_id=user.id)]
    token = sign_in(quick, user.email)

    after_first = received(quick, ticket(quick, token), last=ids[0])
    assert [(e["id"], e["kind"], e["subjectId"]) for e in after_first] == [
        (ids[1], "notice", second),
        (ids[2], "notice", third),
    ]
    # The app's parameter when it opens a new connection; the header wins.
    assert [e["id"] for e in received(quick, ticket(quick, token), query=ids[1])] == [ids[2]]
    assert [e["id"] for e in received(quick, ticket(quick, token), last=ids[1], query=ids[0])] == [
        ids[2]
    ]
    # Without an id the stream starts from now, and its first event says where.
    [ready] = opened(quick, ticket(quick, token))
    assert (ready["id"], ready["kind"]) == (ids[2], "ready")
    fourth = told(db, user, 4)
    assert [
        (e["kind"], e["subjectId"]) for e in received(quick, ticket(quick, token), last=ready["id"])
    ] == [("notice", fourth)]
    assert first


def test_a_stream_never_carries_another_partys_events(quick: TestClient, db: Session) -> None:
    mine, centre = make_centre(db, agreed=True)
    other, _ = make_centre(db, agreed=True)
    teacher_user, teacher = make_teacher(db)
    staff = make_staff(db)
    start = max([0, *(e.id for e in db.scalars(select(LiveEvent)))])
    token = sign_in(quick, mine.email)
    booking_id = create_booking(quick, token)
    told(db, other)
    told(db, teacher_user)
    told(db, staff)
    mine_told = told(db, mine)

    seen = received(quick, ticket(quick, token), last=start)
    assert {(e["kind"], e["subjectId"]) for e in seen} >= {
        ("booking", booking_id),
        ("notice", mine_told),
    }
    own = {e.id for e in events_of(db, user_id=mine.id)} | {
        e.id for e in events_of(db, centre_id=centre.id)
    }
    assert {e["id"] for e in seen} == {i for i in own if i > start}

    teacher_token = call(
        quick, "/teacher/login", {"userName": teacher_user.email, "password": PASSWORD}
    )["rtn_data"]["token"]
    teacher_seen = received(quick, ticket(quick, teacher_token), last=start)
    teachers_own = {e.id for e in events_of(db, user_id=teacher_user.id)} | {
        e.id for e in events_of(db, teacher_id=teacher.id)
    }
    assert {e["id"] for e in teacher_seen} == {i for i in teachers_own if i > start}
    # The invite the new booking sent the teacher nearby is among them.
    assert "invite" in {e["kind"] for e in teacher_seen}


def test_a_stream_is_refused_without_a_session(
    quick: TestClient, db: Session, settings: Settings
) -> None:
    user, _ = make_centre(db, agreed=True)
    assert call(quick, "/live/ticket")["rtn_code"] == 1001
    assert call(quick, "/live/ticket", token="not-a-session")["rtn_code"] == 1001

    def refused(ticket_text: str) -> None:
        response = quick.get("/api/live/stream", params={"ticket": ticket_text})
        assert response.headers["content-type"].startswith("application/json")
        assert response.json()["rtn_code"] == 1001

    refused("forged")
    token = sign_in(quick, user.email)
    good = ticket(quick, token)
    # An expired ticket, or one signed with another key, opens nothing.
    key = settings.secret_key
    session_id = rules.session_of_ticket(signing.verify(good, now(), key))
    assert session_id is not None
    refused(signing.sign(rules.ticket_payload(session_id), now(), key))
    refused(signing.sign(rules.ticket_payload(session_id), now(), "another key" * 4))
    # A signed-out session's ticket opens nothing either.
    assert call(quick, "/user/logout", token=token)["rtn_code"] == 0
    refused(good)


def test_the_worker_forgets_events_after_a_day(db: Session) -> None:
    user, _ = make_centre(db)
    told(db, user)
    old = LiveEvent(
        user_id=user.id, kind="notice", subject_id=1, created_at=now() - timedelta(days=2)
    )
    db.add(old)
    db.flush()
    assert prune(db) >= 1
    left = events_of(db, user_id=user.id)
    assert [e.kind for e in left] == ["notice"]
    assert old.id not in {e.id for e in left}
