"""A finished job with its time sheet, built through the real calls and the worker."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.booking_helpers import AUCKLAND, drain
from tests.factories import call, sign_in
from tests.teachers.test_api_support import Party, book, jobs, ok, party, teacher_sign_in


@dataclass
class Finished:
    p: Party
    booking_id: int
    job: dict[str, Any]
    starts: datetime
    ends: datetime


def booked_job(
    client: TestClient, db: Session, p: Party | None = None, **overrides: Any
) -> Finished:
    p = p or party(client, db)
    booking_id, _ = book(client, p, **overrides)
    job = next(j for j in jobs(client, p.teacher_token) if j["bookingId"] == booking_id)
    return Finished(
        p,
        booking_id,
        job,
        datetime.fromisoformat(job["startsAt"]).astimezone(AUCKLAND),
        datetime.fromisoformat(job["endsAt"]).astimezone(AUCKLAND),
    )


@contextmanager
def after(db: Session, client: TestClient, p: Party, moment: datetime) -> Iterator[Party]:
    """At `moment`, with due tasks run and both parties signed in again."""
    with time_machine.travel(moment, tick=False):
        drain(db)
        yield Party(
            centre_user=p.centre_user,
            centre_token=sign_in(client, p.centre_user.email),
            teacher_user=p.teacher_user,
            teacher=p.teacher,
            teacher_token=teacher_sign_in(client, p.teacher_user.email),
        )


def sheets(client: TestClient, token: str, status: int = 1) -> list[dict[str, Any]]:
    page = ok(
        call(
            client, "/center/job/time/sheet/list", {"status": status, "pageSize": 100}, token=token
        )
    )
    items: list[dict[str, Any]] = page["list"]
    return items


def confirm(client: TestClient, token: str, sheet_id: int, **adjust: Any) -> dict[str, Any]:
    return call(
        client, "/center/job/confirm/time/sheet", {"timeSheetId": sheet_id, **adjust}, token=token
    )


def just_after(f: Finished) -> datetime:
    return f.ends + timedelta(minutes=1)
