"""Helpers to build bookings through the real calls, and to live through time."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session, sessionmaker

from relief.kit.clock import now
from relief.worker import handlers  # noqa: F401  (registers the task handlers)
from relief.worker.runner import run_due_tasks
from tests.factories import call

AUCKLAND = ZoneInfo("Pacific/Auckland")


def next_weekday_at(hour: int, minute: int = 0, *, days_ahead: int = 2) -> datetime:
    """A weekday `days_ahead` days or more from now, at a local Auckland time."""
    day = (now().astimezone(AUCKLAND) + timedelta(days=days_ahead)).date()
    while day.isoweekday() >= 6:
        day += timedelta(days=1)
    return datetime(day.year, day.month, day.day, hour, minute, tzinfo=AUCKLAND)


def draft(**overrides: Any) -> dict[str, Any]:
    start = next_weekday_at(8, 30)
    body: dict[str, Any] = {
        "bookingType": 1,
        "jobStartTime": start.isoformat(),
        "jobEndTime": start.replace(hour=15, minute=0).isoformat(),
        "numberOfTeachers": 1,
        "qualification": 1,
        "gender": 0,
        "ageGroup": 3,
        "teacherTalentPool": 1,
        "inviteType": 1,
        "inviteRange": 20,
        "notes": "Room 2, ask for Mere at the office.",
    }
    body.update(overrides)
    return body


def quote(client: TestClient, token: str, **overrides: Any) -> dict[str, Any]:
    answer = call(
        client, "/center/job/create/process", {"processType": 1, **draft(**overrides)}, token=token
    )
    assert answer["rtn_code"] == 0, answer
    result: dict[str, Any] = answer["rtn_data"]["quote"]
    return result


def create_booking(client: TestClient, token: str, **overrides: Any) -> int:
    """Quote and create a booking; answer its id."""
    process_id = quote(client, token, **overrides)["processId"]
    answer = call(
        client, "/center/job/create", {**draft(**overrides), "processId": process_id}, token=token
    )
    assert answer["rtn_code"] == 0, answer
    booking_id: int = answer["rtn_data"]["bookingId"]
    return booking_id


def worker_sessions(db: Session) -> sessionmaker[Session]:
    """Sessions for the worker's code on the test's connection, which sees what
    the test set up so far; its transactions become savepoints."""
    db.commit()
    return sessionmaker(
        bind=db.get_bind(), join_transaction_mode="create_savepoint", expire_on_commit=False
    )


def drain(db: Session) -> int:
    """Run every due task through the production runner, on the test's connection."""
    return run_due_tasks(worker_sessions(db))
