"""Personas of the job offer tests: centres, free job seekers, staff."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Centre, Teacher
from tests.factories import PASSWORD, call, make_centre, make_teacher, sign_in


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def centre(client: TestClient, db: Session, name: str = "Kowhai Kids") -> tuple[str, Centre]:
    user, row = make_centre(db, name=name)
    return sign_in(client, user.email), row


def seeker(
    client: TestClient, db: Session, *, free: bool = True, **kwargs: Any
) -> tuple[str, Teacher]:
    user, teacher = make_teacher(db, **kwargs)
    teacher.free_job_seeker = free
    db.flush()
    answer = call(client, "/teacher/login", {"userName": user.email, "password": PASSWORD})
    return ok(answer)["token"], teacher


def today() -> date:
    return now().date()


def offer_body(**overrides: Any) -> dict[str, Any]:
    start = today() + timedelta(days=14)
    body: dict[str, Any] = {
        "title": "Head teacher, under-twos room",
        "description": "Lead a warm team of four in our nursery.",
        "workType": 1,
        "rateRange": 3,
        "startsOn": start.isoformat(),
        "endsOn": None,
        "expiresOn": (start + timedelta(days=7)).isoformat(),
    }
    body.update(overrides)
    return body


def post_offer(client: TestClient, token: str, **overrides: Any) -> dict[str, Any]:
    data: dict[str, Any] = ok(
        call(client, "/center/offer/create", offer_body(**overrides), token=token)
    )
    return data
