"""A change is committed before its answer is sent.

Against real server processes on PostgreSQL, a client that makes its next
call the instant an answer arrives must find the change there: 200 rounds of
sign-in then the session user, create then detail, and a teacher's
"interested" then the centre's confirmation, with no refusal.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from relief.db import make_engine
from relief.models import User
from tests.booking_helpers import draft
from tests.factories import PASSWORD, make_centre, make_teacher
from tests.live import (
    api_server,
    fresh_database,
    on_postgresql,
    post,
    post_raw,
    token_for,
)

ROUNDS = 200

pytestmark = pytest.mark.skipif(not on_postgresql(), reason="proven on PostgreSQL")


@pytest.fixture(scope="module")
def database_url() -> str:
    return fresh_database("commit")


@pytest.fixture(scope="module")
def server(database_url: str) -> Iterator[str]:
    with api_server(database_url, workers=2) as base:
        yield base


def place(n: int) -> tuple[float, float]:
    """Centres far enough apart (over 50 km) that each invites only its own teacher."""
    return -35.0 - (n // 12) * 0.5, 166.5 + (n % 12) * 1.0


def test_every_answer_is_committed_before_it_is_sent(database_url: str, server: str) -> None:
    engine = make_engine(database_url)
    rounds: list[tuple[str, str]] = []
    with Session(engine) as db, db.begin():
        for n in range(ROUNDS):
            latitude, longitude = place(n)
            centre_user, _ = make_centre(
                db, email=f"commit{n}@example.test", latitude=latitude, longitude=longitude
            )
            teacher_user, _ = make_teacher(db, latitude=latitude, longitude=longitude)
            rounds.append((centre_user.email or "", token_for(db, teacher_user.id)))
    engine.dispose()

    def round_trip(n: int) -> list[str]:
        refusals: list[str] = []

        def expect(step: str, answer: dict[str, object]) -> dict[str, object]:
            if answer["rtn_code"] != 0:
                refusals.append(f"round {n}, {step}: {answer['rtn_code']} {answer['rtn_msg']}")
            data = answer["rtn_data"]
            return data if isinstance(data, dict) else {}

        email, teacher_token = rounds[n]
        signed_in = expect(
            "sign-in",
            post(server, "/user/password/login", {"userName": email, "password": PASSWORD}),
        )
        token = str(signed_in.get("token"))
        expect("session user after sign-in", post(server, "/user/center/detail", {}, token))

        quoted = expect(
            "quote",
            post(server, "/center/job/create/process", {"processType": 1, **draft()}, token),
        )
        process_id = quoted.get("quote", {}).get("processId")  # type: ignore[attr-defined]
        created = expect(
            "create quoted",
            post(server, "/center/job/create", {**draft(), "processId": process_id}, token),
        )
        booking_id = created.get("bookingId")
        expect(
            "detail after create",
            post(server, "/center/job/book/detail", {"bookingId": booking_id}, token),
        )

        invites = expect(
            "invites after create", post(server, "/teacher/invite/list", {}, teacher_token)
        )
        listed = invites.get("list") or []
        if not listed:
            refusals.append(f"round {n}: the teacher sees no invite after create")
            return refusals
        invite_id = listed[0]["inviteId"]  # type: ignore[index]
        expect(
            "interested",
            post(
                server,
                "/teacher/invite/answer",
                {"inviteId": invite_id, "interested": True},
                teacher_token,
            ),
        )
        expect(
            "confirm after interested",
            post(server, "/center/job/confirm/price", {"inviteId": invite_id}, token),
        )
        return refusals

    with ThreadPoolExecutor(max_workers=8) as pool:
        refusals = [line for lines in pool.map(round_trip, range(ROUNDS)) for line in lines]
    assert refusals == [], f"{len(refusals)} refusals, first: {refusals[:5]}"


def test_a_commit_that_fails_answers_an_error_and_keeps_nothing(
    database_url: str, server: str
) -> None:
    """A change refused at COMMIT (a deferred check here; a cut connection or
    a database shutting down in production) is never answered as a success."""
    engine = make_engine(database_url)
    with engine.begin() as conn:
        conn.execute(
            text(
                "CREATE FUNCTION refuse_at_commit() RETURNS trigger AS $$ BEGIN "
                "RAISE EXCEPTION 'the database is shutting down' USING ERRCODE = '57P01'; "
                "END $$ LANGUAGE plpgsql"
            )
        )
        conn.execute(
            text(
                "CREATE CONSTRAINT TRIGGER refuse_agreement AFTER UPDATE ON users "
                "DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.agreed) "
                "EXECUTE FUNCTION refuse_at_commit()"
            )
        )
    try:
        with Session(engine) as db, db.begin():
            user, _ = make_centre(db, email="refused@example.test", agreed=False)
            user_id, token = user.id, token_for(db, user.id)
        answer = post_raw(server, "/user/agree/agreement", {}, token)
        assert answer.status == 503
        assert answer.envelope["rtn_code"] == 1009
        with Session(engine) as db:
            assert db.scalar(select(User.agreed).where(User.id == user_id)) is False
    finally:
        with engine.begin() as conn:
            conn.execute(text("DROP TRIGGER refuse_agreement ON users"))
            conn.execute(text("DROP FUNCTION refuse_at_commit()"))
        engine.dispose()
