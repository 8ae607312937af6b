"""Racing real requests against a real server on PostgreSQL.

200 simultaneous requests race for the last places of two bookings at the same
time: confirmations of interested teachers on one, interested answers with
auto-confirm on the other, by the same teachers. Each booking must end with
exactly the teachers it asked for, and no teacher in two overlapping jobs.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.db import make_engine
from relief.models import Invite, JobRecord
from tests.booking_helpers import draft
from tests.factories import CENTRE_LAT, make_centre, make_teacher
from tests.live import api_server, fresh_database, on_postgresql, post, token_for

TEACHERS = 100
SEATS = 3

pytestmark = pytest.mark.skipif(not on_postgresql(), reason="races are proven on PostgreSQL")


@pytest.fixture(scope="module")
def race_url() -> str:
    return fresh_database("race")


@pytest.fixture(scope="module")
def server(race_url: str) -> Iterator[str]:
    with api_server(race_url, workers=3) as base:
        yield base


def create(base: str, token: str, **overrides: Any) -> int:
    quote = post(
        base, "/center/job/create/process", {"processType": 1, **draft(**overrides)}, token
    )
    assert quote["rtn_code"] == 0, quote
    created = post(
        base,
        "/center/job/create",
        {**draft(**overrides), "processId": quote["rtn_data"]["quote"]["processId"]},
        token,
    )
    assert created["rtn_code"] == 0, created
    booking_id: int = created["rtn_data"]["bookingId"]
    return booking_id


def test_two_hundred_requests_race_for_the_last_places(race_url: str, server: str) -> None:
    engine = make_engine(race_url)
    with Session(engine) as db, db.begin():
        centre_user, _ = make_centre(db)
        centre_token = token_for(db, centre_user.id)
        teachers = [make_teacher(db, latitude=CENTRE_LAT + i * 0.0001) for i in range(TEACHERS)]
        teacher_tokens = {t.id: token_for(db, u.id) for u, t in teachers}

    by_hand = create(server, centre_token, numberOfTeachers=SEATS)
    automatic = create(server, centre_token, numberOfTeachers=SEATS, autoConfirm=True)
    with Session(engine) as db:
        invites = {
            (i.booking_id, i.teacher_id): i.id
            for i in db.scalars(select(Invite).where(Invite.booking_id.in_([by_hand, automatic])))
        }
    assert len(invites) == 2 * TEACHERS

    # Every teacher is interested in the first booking (no auto-confirm) ...
    with ThreadPoolExecutor(max_workers=20) as pool:
        answers = list(
            pool.map(
                lambda tid: post(
                    server,
                    "/teacher/invite/answer",
                    {"inviteId": invites[(by_hand, tid)], "interested": True},
                    teacher_tokens[tid],
                ),
                teacher_tokens,
            )
        )
    assert all(a["rtn_code"] == 0 for a in answers), answers[:3]

    # ... then 100 confirmations of the first and 100 interested answers to the
    # second (auto-confirm), all at once.
    start = threading.Barrier(2 * TEACHERS)

    def confirm(teacher_id: int) -> dict[str, Any]:
        start.wait()
        return post(
            server,
            "/center/job/confirm/price",
            {"inviteId": invites[(by_hand, teacher_id)]},
            centre_token,
        )

    def answer(teacher_id: int) -> dict[str, Any]:
        start.wait()
        return post(
            server,
            "/teacher/invite/answer",
            {"inviteId": invites[(automatic, teacher_id)], "interested": True},
            teacher_tokens[teacher_id],
        )

    with ThreadPoolExecutor(max_workers=2 * TEACHERS) as pool:
        futures = [pool.submit(confirm, t) for t in teacher_tokens] + [
            pool.submit(answer, t) for t in teacher_tokens
        ]
        results = [f.result() for f in futures]

    assert all(r["rtn_code"] in (0, 1004) for r in results), {
        r["rtn_msg"] for r in results if r["rtn_code"] not in (0, 1004)
    }
    with Session(engine) as db:
        for booking_id in (by_hand, automatic):
            teachers_booked = db.scalar(
                select(func.count(func.distinct(JobRecord.teacher_id))).where(
                    JobRecord.booking_id == booking_id, JobRecord.status.in_((2, 6))
                )
            )
            assert teachers_booked == SEATS, booking_id
        per_teacher = db.execute(
            select(JobRecord.teacher_id, func.count())
            .where(JobRecord.status.in_((2, 6)))
            .group_by(JobRecord.teacher_id)
        ).all()
        assert all(count == 1 for _, count in per_teacher)
        assert len(per_teacher) == 2 * SEATS
    engine.dispose()


def test_the_database_itself_refuses_overlapping_jobs(race_url: str) -> None:
    """Even a write that skips the service cannot double-book a teacher."""
    from sqlalchemy.exc import IntegrityError

    engine = make_engine(race_url)
    with Session(engine) as db:
        record = db.scalars(select(JobRecord).where(JobRecord.status == 2)).first()
        assert record is not None
        clone = JobRecord(
            booking_id=record.booking_id,
            booking_day_id=record.booking_day_id,
            teacher_id=record.teacher_id,
            centre_id=record.centre_id,
            seat_no=record.seat_no,
            seats=record.seats,
            starts_at=record.starts_at + timedelta(hours=1),
            ends_at=record.ends_at + timedelta(hours=1),
            break_minutes=0,
            hourly_rate=record.hourly_rate,
        )
        db.add(clone)
        with pytest.raises(IntegrityError):
            db.flush()
    engine.dispose()
