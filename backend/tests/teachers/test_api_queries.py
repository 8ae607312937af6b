"""The teacher's hot lists cost a fixed number of queries, whatever the page holds."""

from __future__ import annotations

from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from tests.booking_helpers import create_booking, next_weekday_at
from tests.factories import call
from tests.teachers.test_api_support import (
    Party,
    book,
    day_at,
    following_weekday,
    ok,
    open_invites,
    party,
    statements,
)

# Session and teacher lookup, the count, the page and (invites only) their days.
MOST_STATEMENTS = 6


def counted(
    client: TestClient, engine: Engine, path: str, body: dict[str, object], token: str
) -> tuple[int, int]:
    """(statements sent, rows answered) by one call, after a warm-up call."""
    ok(call(client, path, body, token=token))
    with statements(engine) as sent:
        page = ok(call(client, path, body, token=token))
    return len(sent), len(page["list"])


def invite_some(client: TestClient, p: Party, count: int, days_ahead: int) -> None:
    """`count` bookings, every other one over three days, each inviting the teacher."""
    start = next_weekday_at(8, 30, days_ahead=days_ahead)
    for n in range(count):
        if n % 2:
            create_booking(
                client,
                p.centre_token,
                bookingType=2,
                jobStartTime=start.isoformat(),
                jobEndTime=(start + timedelta(days=2)).replace(hour=15, minute=0).isoformat(),
                includeWeekends=True,
                includeHolidays=True,
            )
        else:
            create_booking(client, p.centre_token, **day_at(start))


def decline_open(client: TestClient, p: Party) -> None:
    for item in open_invites(client, p.teacher_token):
        answer = {"inviteId": item["inviteId"], "interested": False}
        ok(call(client, "/teacher/invite/answer", answer, token=p.teacher_token))


@pytest.mark.parametrize("scope", ["open", "answered"])
def test_invite_list_queries_do_not_grow_with_rows(
    client: TestClient, db: Session, engine: Engine, scope: str
) -> None:
    p = party(client, db)
    body = {"scope": scope, "pageSize": 100}
    invite_some(client, p, 2, days_ahead=2)
    if scope == "answered":
        decline_open(client, p)
    few, few_rows = counted(client, engine, "/teacher/invite/list", body, p.teacher_token)
    invite_some(client, p, 8, days_ahead=4)
    if scope == "answered":
        decline_open(client, p)
    many, many_rows = counted(client, engine, "/teacher/invite/list", body, p.teacher_token)
    assert (few_rows, many_rows) == (2, 10)
    assert many == few
    assert many <= MOST_STATEMENTS


def test_job_list_queries_do_not_grow_with_rows(
    client: TestClient, db: Session, engine: Engine
) -> None:
    p = party(client, db)
    body = {"scope": "upcoming", "pageSize": 100}
    first = next_weekday_at(8, 30)
    second = following_weekday(first)
    book(client, p, **day_at(first))
    book(client, p, **day_at(second))
    few, few_rows = counted(client, engine, "/teacher/job/list", body, p.teacher_token)
    # Eight days in a row, weekends included, after the first two.
    later = second + timedelta(days=1)
    book(
        client,
        p,
        bookingType=2,
        jobStartTime=later.isoformat(),
        jobEndTime=(later + timedelta(days=7)).replace(hour=15, minute=0).isoformat(),
        includeWeekends=True,
        includeHolidays=True,
    )
    many, many_rows = counted(client, engine, "/teacher/job/list", body, p.teacher_token)
    assert (few_rows, many_rows) == (2, 10)
    assert many == few
    assert many <= MOST_STATEMENTS
