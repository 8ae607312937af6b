"""No input is a server error: schemathesis fuzzes every call of the OpenAPI
document, in-process, on a PostgreSQL database of its own holding realistic
data (a centre with a worked and billed day, a booked day, bookings still
matching, favourites, a block, a support ticket, a job offer with an
applicant; teachers with invites, documents and availability; platform
staff), as a centre, a teacher and staff.

Every call gets a fresh token of its persona, and the personas are switched
back on before each call, so a fuzzed sign-out, password change or switching
an account off never spoils the calls after it. Each call is tried with valid
and invalid requests (`FUZZ_EXAMPLES` in all, 25 by default); an HTTP 5xx or
`rtn_code` 1999 fails the test with the request that caused it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import pytest
import schemathesis
import time_machine
from fastapi import FastAPI
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from sqlalchemy import Engine, select, update
from sqlalchemy.orm import Session, sessionmaker

from relief.auth.deps import reading_sessions, writing_sessions
from relief.auth.security import new_token, token_digest
from relief.config import Settings, get_settings
from relief.db import READING, get_db, make_engine, transaction
from relief.errors import ServerError, ServiceUnavailable
from relief.kit.clock import now
from relief.main import create_api, create_app
from relief.models import AuthSession, Invite, User
from relief.setup import prepare_database
from relief.worker import handlers  # noqa: F401  (registers the task handlers)
from relief.worker.runner import run_due_tasks
from tests.booking_helpers import create_booking
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher
from tests.images import png
from tests.live import beside_the_suite, empty_database

pytestmark = pytest.mark.skipif(
    not os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql"),
    reason="fuzzed on PostgreSQL, the strictest about integers, texts and dates",
)

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "25"))
PNG = png()


@dataclass(frozen=True)
class Personas:
    engine: Engine
    centre: int
    teacher: int
    staff: int

    def token(self, path: str) -> str:
        """A fresh session of the persona the call is for, all three switched on."""
        if path.startswith("/teacher/"):
            user_id = self.teacher
        elif path.startswith("/admin/"):
            user_id = self.staff
        else:
            user_id = self.centre
        token = new_token()
        with Session(self.engine) as db, db.begin():
            db.execute(
                update(User)
                .where(User.id.in_([self.centre, self.teacher, self.staff]))
                .values(
                    enabled=True,
                    deactive_type=None,
                    deactive_reason=None,
                    deactive_notice=None,
                    deactivated_at=None,
                )
            )
            db.add(
                AuthSession(
                    user_id=user_id,
                    token_hash=token_digest(token),
                    created_at=now(),
                    expires_at=now() + timedelta(hours=1),
                )
            )
        return token


def platform(config: Settings, engine: Engine) -> FastAPI:
    """The whole platform on the fuzz database, each request in its own
    transaction, committed or rolled back as in production."""
    app = create_app(config)
    sessions = sessionmaker(bind=engine, expire_on_commit=False)

    def request_session() -> Iterator[Session]:
        session = sessions()
        try:
            yield from transaction(session)
        finally:
            session.close()

    @contextmanager
    def reading_session() -> Iterator[Session]:
        session = sessions(info={READING: True})
        try:
            yield session
        finally:
            session.close()

    @contextmanager
    def writing_session() -> Iterator[Session]:
        session = sessions()
        try:
            yield session
        finally:
            session.close()

    app.state.api.dependency_overrides[get_db] = request_session
    app.state.api.dependency_overrides[reading_sessions] = lambda: reading_session
    app.state.api.dependency_overrides[writing_sessions] = lambda: writing_session
    app.state.api.dependency_overrides[get_settings] = lambda: config
    return app


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def sign_in(client: TestClient, path: str, email: str) -> str:
    token: str = ok(call(client, path, {"userName": email, "password": PASSWORD}))["token"]
    return token


def invites_of(engine: Engine, booking_id: int) -> dict[int, int]:
    """The booking's invites by teacher id."""
    with Session(engine) as db:
        rows = db.scalars(select(Invite).where(Invite.booking_id == booking_id))
        return {invite.teacher_id: invite.id for invite in rows}


def book(client: TestClient, engine: Engine, centre: str, teachers: list[str], seats: int) -> int:
    """A booking every given teacher is interested in; the first is booked."""
    booking = create_booking(client, centre, numberOfTeachers=seats)
    invites = list(invites_of(engine, booking).values())
    for invite, token in zip(invites, teachers, strict=False):
        answer = {"inviteId": invite, "interested": True}
        ok(call(client, "/teacher/invite/answer", answer, token=token))
    ok(call(client, "/center/job/confirm/price", {"inviteId": invites[0]}, token=centre))
    return booking


def realistic_data(client: TestClient, engine: Engine) -> Personas:
    """A centre, teachers around it and staff, with work between them, built
    through the real calls."""
    with Session(engine, expire_on_commit=False) as db, db.begin():
        centre_user, _ = make_centre(db)
        teacher_users = [make_teacher(db)[0] for _ in range(4)]
        seeker_user, seeker = make_teacher(db)
        seeker.free_job_seeker = True
        staff_user = make_staff(db)
    teacher_emails = [user.email for user in teacher_users]

    # A day worked last week: finished, its time sheet confirmed, billed.
    with time_machine.travel(now() - timedelta(days=7), tick=False):
        centre = sign_in(client, "/user/password/login", centre_user.email)
        teachers = [sign_in(client, "/teacher/login", email) for email in teacher_emails]
        book(client, engine, centre, teachers[:1], seats=1)
    run_due_tasks(sessionmaker(bind=engine, expire_on_commit=False))

    centre = sign_in(client, "/user/password/login", centre_user.email)
    teachers = [sign_in(client, "/teacher/login", email) for email in teacher_emails]
    staff = sign_in(client, "/admin/login", staff_user.email)
    seeker_token = sign_in(client, "/teacher/login", seeker_user.email)
    book(client, engine, centre, teachers[:3], seats=2)
    create_booking(client, centre, numberOfTeachers=1)

    teacher_ids = list(invites_of(engine, create_booking(client, centre)).keys())
    for teacher_id in teacher_ids[1:3]:
        ok(call(client, "/center/favourite/add", {"teacherId": teacher_id}, token=centre))
    block = {"teacherId": teacher_ids[-1], "reason": "Late twice."}
    ok(call(client, "/center/teacher/block", block, token=centre))

    upload = client.post(
        "/api/center/support/ticket/upload",
        files={"file": ("rota.png", PNG, "image/png")},
        headers={"Authorization": f"Bearer {centre}"},
    )
    ticket = {
        "category": 1,
        "subject": "Invoice",
        "description": "Which week is this?",
        "fileIds": [ok(upload.json())["fileId"]],
    }
    number = ok(call(client, "/center/support/ticket/submit", ticket, token=centre))["ticketNo"]
    reply = {"ticketNo": number, "body": "The week of the 3rd."}
    ok(call(client, "/admin/support/ticket/reply", reply, token=staff))

    today = now().date()
    offer = {
        "title": "Head teacher",
        "description": "Lead the under-twos room.",
        "workType": 1,
        "rateRange": 3,
        "startsOn": (today + timedelta(days=14)).isoformat(),
        "expiresOn": (today + timedelta(days=21)).isoformat(),
    }
    offer_id = ok(call(client, "/center/offer/create", offer, token=centre))["id"]
    application = {"offerId": offer_id, "message": "Keen."}
    ok(call(client, "/teacher/offer/apply", application, token=seeker_token))

    document = client.post(
        "/api/teacher/document/upload",
        data={"kind": "first_aid", "expiresOn": (today + timedelta(days=300)).isoformat()},
        files={"file": ("first-aid.png", PNG, "image/png")},
        headers={"Authorization": f"Bearer {teachers[0]}"},
    )
    ok(document.json())
    away = now().replace(microsecond=0) + timedelta(days=20)
    span = {"startsAt": away.isoformat(), "endsAt": (away + timedelta(hours=6)).isoformat()}
    ok(call(client, "/teacher/availability/add", span, token=teachers[0]))
    return Personas(engine, centre_user.id, teacher_users[0].id, staff_user.id)


@pytest.fixture(scope="module")
def fuzz(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[FastAPI, Personas]]:
    url = empty_database(beside_the_suite("fuzz"))
    config = Settings(
        _env_file=None,
        RELIEF_ENV="test",
        DATABASE_URL=url,
        DEMO_DATA=False,
        WEB_DIST=str(tmp_path_factory.mktemp("no-web")),
        FILES_DIR=str(tmp_path_factory.mktemp("fuzz-files")),
        SMS_LOG=str(tmp_path_factory.mktemp("fuzz-sms") / "sms.log"),
    )
    engine = make_engine(url)
    prepare_database(engine, config)
    app = platform(config, engine)
    with TestClient(app, raise_server_exceptions=False) as client:
        personas = realistic_data(client, engine)
    yield app, personas
    engine.dispose()


def without_number_discriminators(node: Any) -> Any:
    """The document without the discriminators of unions tagged by a number
    (`processType` 1 or 3): schemathesis reads a discriminator's tags as texts
    and then finds no body of such a union it could send. The union's
    branches, each with its constant tag, stay."""
    if isinstance(node, dict):
        mapping = node.get("discriminator", {}).get("mapping", {})
        return {
            key: without_number_discriminators(value)
            for key, value in node.items()
            if not (key == "discriminator" and mapping and all(tag.isdigit() for tag in mapping))
        }
    if isinstance(node, list):
        return [without_number_discriminators(value) for value in node]
    return node


@pytest.fixture(scope="module")
def api_schema(fuzz: tuple[FastAPI, Personas]) -> Any:
    app, _ = fuzz
    schema = schemathesis.openapi.from_dict(without_number_discriminators(app.state.api.openapi()))
    schema.app = app
    return schema


def operations() -> list[Any]:
    """Every call of the API document (the development calls are not mounted)."""
    api = create_api(Settings(_env_file=None, RELIEF_ENV="test", DEMO_DATA=False))
    return [
        pytest.param(method.upper(), path, id=f"{method.upper()} {path}")
        for path, ops in api.openapi()["paths"].items()
        for method in ops
    ]


@pytest.mark.parametrize(("method", "path"), operations())
def test_no_input_is_a_server_error(
    method: str, path: str, api_schema: Any, fuzz: tuple[FastAPI, Personas]
) -> None:
    _, personas = fuzz
    operation = api_schema[path][method]
    cases = st.one_of(
        operation.as_strategy(GenerationMode.POSITIVE),
        operation.as_strategy(GenerationMode.NEGATIVE),
    )

    @given(case=cases)
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
    )
    def no_server_error(case: Any) -> None:
        headers = {**(case.headers or {}), "Authorization": f"Bearer {personas.token(path)}"}
        response = case.call(headers=headers)
        if path == "/health" and response.status_code == 503:
            # No worker beats beside the fuzzer: the health check says so, as it must.
            assert response.json()["rtn_code"] == ServiceUnavailable.code, response.text[:500]
            return
        assert response.status_code < 500, f"{response.status_code}: {response.text[:500]}"
        if response.headers.get("content-type", [""])[0].startswith("application/json"):
            assert response.json().get("rtn_code") != ServerError.code, response.text[:500]

    no_server_error()
