"""Helpers shared by the teacher API tests (this module holds no tests).

Data is built through the real calls: the centre books through the centre
portal's calls, the teacher answers through the teacher app's.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine, event
from sqlalchemy.orm import Session

from relief.models import Teacher, User
from tests.booking_helpers import create_booking
from tests.factories import PASSWORD, call, make_centre, make_teacher, sign_in

LOGIN = "/teacher/login"


def following_weekday(moment: datetime) -> datetime:
    """The next weekday after `moment`, at the same local time."""
    moment += timedelta(days=1)
    while moment.isoweekday() >= 6:
        moment += timedelta(days=1)
    return moment


def day_at(start: datetime, end_hour: int = 15) -> dict[str, str]:
    """Booking times for one day from `start` to `end_hour`:00 local time."""
    return {
        "jobStartTime": start.isoformat(),
        "jobEndTime": start.replace(hour=end_hour, minute=0).isoformat(),
    }


def teacher_sign_in(client: TestClient, email: str, password: str = PASSWORD) -> str:
    answer = call(client, LOGIN, {"userName": email, "password": password})
    assert answer["rtn_code"] == 0, answer
    token: str = answer["rtn_data"]["token"]
    return token


def ok(envelope: dict[str, Any]) -> Any:
    """The data of a successful answer."""
    assert envelope["rtn_code"] == 0, envelope
    return envelope["rtn_data"]


@dataclass
class Party:
    """A centre and a teacher near it, both signed in."""

    centre_user: User
    centre_token: str
    teacher_user: User
    teacher: Teacher
    teacher_token: str


def party(client: TestClient, db: Session) -> Party:
    centre_user, _ = make_centre(db)
    teacher_user, teacher = make_teacher(db)
    return Party(
        centre_user=centre_user,
        centre_token=sign_in(client, centre_user.email),
        teacher_user=teacher_user,
        teacher=teacher,
        teacher_token=teacher_sign_in(client, teacher_user.email),
    )


def open_invites(client: TestClient, token: str) -> list[dict[str, Any]]:
    page = ok(call(client, "/teacher/invite/list", {"scope": "open"}, token=token))
    items: list[dict[str, Any]] = page["list"]
    return items


def invite_for(client: TestClient, token: str, booking_id: int) -> dict[str, Any]:
    found = [i for i in open_invites(client, token) if i["bookingId"] == booking_id]
    assert len(found) == 1, found
    return found[0]


def book(client: TestClient, p: Party, **overrides: Any) -> tuple[int, int]:
    """The centre books; the teacher answers interested; the centre confirms.
    Answers (booking id, invite id)."""
    booking_id = create_booking(client, p.centre_token, **overrides)
    invite_id: int = invite_for(client, p.teacher_token, booking_id)["inviteId"]
    ok(
        call(
            client,
            "/teacher/invite/answer",
            {"inviteId": invite_id, "interested": True},
            token=p.teacher_token,
        )
    )
    ok(call(client, "/center/job/confirm/price", {"inviteId": invite_id}, token=p.centre_token))
    return booking_id, invite_id


def jobs(client: TestClient, token: str, scope: str = "upcoming") -> list[dict[str, Any]]:
    page = ok(call(client, "/teacher/job/list", {"scope": scope, "pageSize": 100}, token=token))
    items: list[dict[str, Any]] = page["list"]
    return items


@contextmanager
def statements(engine: Engine) -> Iterator[list[str]]:
    """The SQL statements sent meanwhile (savepoint bookkeeping left out)."""
    sent: list[str] = []

    def remember(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if not statement.lstrip().upper().startswith(("SAVEPOINT", "RELEASE", "ROLLBACK")):
            sent.append(statement)

    event.listen(engine, "before_cursor_execute", remember)
    try:
        yield sent
    finally:
        event.remove(engine, "before_cursor_execute", remember)
