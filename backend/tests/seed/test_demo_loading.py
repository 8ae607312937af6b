"""Loading the demo data: once into an empty database, never again; at any
moment of the week and the year the history is told the same way."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import time_machine
from sqlalchemy import Engine, func, select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.db import make_engine
from relief.kit import clock
from relief.models import (
    Base,
    Booking,
    Invite,
    Invoice,
    JobRecord,
    OutboxMessage,
    Teacher,
    TimeSheet,
    Voucher,
)
from relief.seed.demo import load_demo_data
from relief.setup import prepare_database
from tests.live import beside_the_suite, drop_database, empty_database

AUCKLAND = ZoneInfo("Pacific/Auckland")


def counts(engine: Engine) -> dict[str, int]:
    with Session(engine) as db:
        return {
            table.name: int(db.scalar(select(func.count()).select_from(table)) or 0)
            for table in Base.metadata.sorted_tables
        }


@pytest.fixture
def fresh_url(tmp_path: Path) -> Iterator[str]:
    if os.environ.get("TEST_DATABASE_URL"):
        url = empty_database(beside_the_suite("seed"))
        yield url
        drop_database("seed")
    else:
        yield f"sqlite:///{tmp_path / 'demo.db'}"


def test_the_demo_loads_into_an_empty_database_once(fresh_url: str, tmp_path: Path) -> None:
    settings = Settings(
        _env_file=None,
        RELIEF_ENV="test",
        DATABASE_URL=fresh_url,
        DEMO_DATA=True,
        FILES_DIR=str(tmp_path / "files"),
    )
    engine = make_engine(fresh_url)
    try:
        offset = clock.offset()
        prepare_database(engine, settings)
        assert clock.offset() == offset
        loaded = counts(engine)
        assert loaded["bookings"] > 20
        assert loaded["users"] == 63
        assert any((tmp_path / "files").rglob("*")), "the demo teachers' papers are stored"

        prepare_database(engine, settings)
        assert counts(engine) == loaded, "a second start adds nothing"
        with Session(engine) as db:
            unsent = select(func.count()).select_from(OutboxMessage)
            assert db.scalar(unsent.where(OutboxMessage.sent_at.is_(None))) == 0
    finally:
        engine.dispose()


# Moments the history must be told at as well as at any other: a Monday
# before work, a Wednesday after the day's jobs, just after 18:00 on a
# Friday, a weekend, Christmas Day, and the night summer time starts.
MOMENTS = (
    datetime(2027, 3, 8, 6, 45, tzinfo=AUCKLAND),
    datetime(2027, 5, 12, 16, 30, tzinfo=AUCKLAND),
    datetime(2027, 6, 4, 18, 2, tzinfo=AUCKLAND),
    datetime(2027, 8, 14, 11, 0, tzinfo=AUCKLAND),
    datetime(2026, 12, 25, 9, 30, tzinfo=AUCKLAND),
    datetime(2027, 9, 26, 1, 30, tzinfo=AUCKLAND),
)


@pytest.mark.parametrize("moment", MOMENTS, ids=lambda m: f"{m:%a-%d-%b-%Y-%H%M}")
def test_the_history_is_the_same_at_any_moment(
    moment: datetime, db: Session, settings: Settings
) -> None:
    with time_machine.travel(moment, tick=False):
        cast = load_demo_data(db, settings)
        now = clock.now()
    kowhai = cast.centre.id

    def statuses(column: object, *where: object) -> set[int]:
        return set(db.scalars(select(column).where(*where).distinct()))  # type: ignore[call-overload]

    assert statuses(Booking.status, Booking.centre_id == kowhai) == {0, 1, 2, 3, 4}
    assert statuses(Booking.stage, Booking.centre_id == kowhai, Booking.status == 2) >= {
        1,
        2,
        3,
        4,
        5,
    }
    assert statuses(JobRecord.status, JobRecord.centre_id == kowhai) == {2, 3, 4, 5, 6}
    assert statuses(Invoice.status, Invoice.centre_id == kowhai) == {1, 2, 3}
    assert statuses(Voucher.status, Voucher.centre_id == kowhai) == {0, 2, 5}
    waiting = select(func.count()).where(TimeSheet.centre_id == kowhai, TimeSheet.status == 1)
    assert (db.scalar(waiting.select_from(TimeSheet)) or 0) >= 2
    demo_teacher = db.scalars(select(Teacher).where(Teacher.email == "teacher05@example.com")).one()
    assert statuses(Invite.status, Invite.teacher_id == demo_teacher.id) >= {1, 2}
    ahead = select(func.count()).where(
        JobRecord.teacher_id == demo_teacher.id, JobRecord.starts_at > now
    )
    assert (db.scalar(ahead.select_from(JobRecord)) or 0) >= 1
