"""Racing staff moves of job records against centres' confirmations, on
PostgreSQL through a real server.

Each of twelve teachers is interested in a booking of their own, and a job
record of another booking at the same time is moved to them by staff while
the centre confirms them: for each teacher exactly one of the two wins, and
no teacher ends up in two places at once.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.db import make_engine
from relief.models import BookingDay, BookingStatus, Invite, JobRecord, JobRecordStatus
from tests.bookingdesk.test_desk import booking
from tests.factories import CENTRE_LAT, make_centre, make_staff, make_teacher
from tests.live import api_server, fresh_database, on_postgresql, post, token_for
from tests.race.test_races import create

PAIRS = 12
FAR = 5.0  # degrees of latitude: hundreds of kilometres, never invited

pytestmark = pytest.mark.skipif(not on_postgresql(), reason="races are proven on PostgreSQL")


@pytest.fixture(scope="module")
def move_url() -> str:
    return fresh_database("move_race")


@pytest.fixture(scope="module")
def server(move_url: str) -> Iterator[str]:
    with api_server(move_url, workers=3) as base:
        yield base


def test_a_move_and_a_confirmation_of_the_same_teacher_never_both_win(
    move_url: str, server: str
) -> None:
    engine = make_engine(move_url)
    with Session(engine) as db, db.begin():
        centre_user, centre = make_centre(db)
        centre_token = token_for(db, centre_user.id)
        staff_token = token_for(db, make_staff(db, role="Operations").id)
        takers = [make_teacher(db, latitude=CENTRE_LAT + i * 0.0001) for i in range(PAIRS)]
        holder_ids = [make_teacher(db, latitude=CENTRE_LAT + FAR)[1].id for _ in range(PAIRS)]
        teacher_tokens = {t.id: token_for(db, u.id) for u, t in takers}
        centre_id = centre.id
    taker_ids = list(teacher_tokens)

    # Each taker is interested in a booking of their own ...
    wanted = [create(server, centre_token) for _ in range(PAIRS)]
    with Session(engine) as db:
        invite_of = {
            (i.booking_id, i.teacher_id): i.id
            for i in db.scalars(select(Invite).where(Invite.booking_id.in_(wanted)))
        }
        day = db.scalars(select(BookingDay).where(BookingDay.booking_id == wanted[0])).one()
        starts_at = day.starts_at
    for booking_id, teacher_id in zip(wanted, taker_ids, strict=True):
        answer = post(
            server,
            "/teacher/invite/answer",
            {"inviteId": invite_of[(booking_id, teacher_id)], "interested": True},
            teacher_tokens[teacher_id],
        )
        assert answer["rtn_code"] == 0, answer

    # ... while another teacher holds a job record at the same time elsewhere.
    with Session(engine) as db, db.begin():
        records = [
            booking(
                db,
                centre_id,
                holder_id,
                start=starts_at,
                status=BookingStatus.confirmed,
                record_status=JobRecordStatus.processing,
            )[2].id
            for holder_id in holder_ids
        ]

    start = threading.Barrier(2 * PAIRS)

    def move(pair: int) -> dict[str, Any]:
        start.wait()
        body = {"id": records[pair], "teacherId": taker_ids[pair], "reason": "Holder unwell"}
        return post(server, "/statistical/job/record/move", body, staff_token)

    def confirm(pair: int) -> dict[str, Any]:
        start.wait()
        body = {"inviteId": invite_of[(wanted[pair], taker_ids[pair])]}
        return post(server, "/center/job/confirm/price", body, centre_token)

    with ThreadPoolExecutor(max_workers=2 * PAIRS) as pool:
        moves = [pool.submit(move, p) for p in range(PAIRS)]
        confirms = [pool.submit(confirm, p) for p in range(PAIRS)]
        moved = [f.result() for f in moves]
        confirmed = [f.result() for f in confirms]

    for pair in range(PAIRS):
        answers = (moved[pair], confirmed[pair])
        assert all(a["rtn_code"] in (0, 1004) for a in answers), answers
        assert sorted(a["rtn_code"] for a in answers) == [0, 1004], answers
        if moved[pair]["rtn_code"] != 0:
            assert moved[pair]["rtn_data"]["code"] == 43721, moved[pair]

    with Session(engine) as db:
        active = db.execute(
            select(JobRecord.teacher_id, func.count())
            .where(
                JobRecord.status.in_((2, 6)),
                JobRecord.teacher_id.in_(taker_ids),
            )
            .group_by(JobRecord.teacher_id)
        ).all()
        assert sorted(teacher for teacher, _ in active) == sorted(taker_ids)
        assert all(count == 1 for _, count in active), active
        # A record that did not move is still its holder's.
        kept = db.scalars(select(JobRecord).where(JobRecord.id.in_(records))).all()
        for record in kept:
            assert record.teacher_id in (*taker_ids, *holder_ids)
            if record.teacher_id in holder_ids:
                pair = holder_ids.index(record.teacher_id)
                assert moved[pair]["rtn_code"] == 1004
    engine.dispose()
