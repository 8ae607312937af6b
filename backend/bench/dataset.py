"""The bench's data on PostgreSQL: a fresh database, teachers spread as New
Zealanders live, the bench centre, and the stage search's timing, shared by
`make bench` (bench/__main__.py) and the growth bench (bench/growth.py)."""

from __future__ import annotations

import os
import random
import time
from datetime import timedelta

from sqlalchemy import Engine, insert, select, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from relief.auth.security import new_token, token_digest
from relief.bookings import matching, matching_repository
from relief.bookings.matching_rules import public_stage_plan
from relief.config import Settings
from relief.db import make_engine
from relief.kit.clock import now
from relief.kit.geo import bounding_box
from relief.models import (
    AuthSession,
    Booking,
    BookingDay,
    Centre,
    Stage,
    Teacher,
    TeacherRank,
    User,
)
from relief.settings.catalogue import RunTimeSettings
from relief.setup import prepare_database

URL = os.environ.get(
    "BENCH_DATABASE_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/relief_bench"
)
STAGE_RUNS = 300
# Where teachers live: a third in the Auckland urban area (as a third of New
# Zealanders do), the rest across the country.
AUCKLAND = (-37.10, -36.60, 174.50, 175.00)
AUCKLAND_SHARE = 0.35
NEW_ZEALAND = (-46.5, -35.0, 168.5, 178.5)


def fresh_database(address: str = URL) -> str:
    """Drop and create the database of `address`; answer its full address."""
    url = make_url(address)
    admin = make_engine(
        url.set(database="postgres").render_as_string(hide_password=False),
        isolation_level="AUTOCOMMIT",
    )
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{url.database}" WITH (FORCE)'))
        conn.execute(text(f'CREATE DATABASE "{url.database}"'))
    admin.dispose()
    return url.render_as_string(hide_password=False)


def prepared(address: str = URL) -> tuple[str, Engine, Settings]:
    """A fresh database at `address` with the schema and reference data: answer
    its full address, an engine and the settings to run the services with."""
    url = fresh_database(address)
    engine = make_engine(url)
    settings = Settings(_env_file=None, DATABASE_URL=url, DEMO_DATA=False, RELIEF_ENV="test")
    prepare_database(engine, settings)
    return url, engine, settings


def insert_teachers(db: Session, rng: random.Random, first: int, count: int, password: str) -> None:
    """Teachers `first` to `first + count - 1` (bench{n}@example.test, all with the
    password hash `password`): a third in Auckland, the rest across the country,
    95% approved, in batches of 10,000."""
    ranks = [r.id for r in db.scalars(select(TeacherRank))]
    batch = 10_000
    for start in range(first, first + count, batch):
        users = [
            {
                "kind": "teacher",
                "email": f"bench{n}@example.test",
                "password_hash": password,
                "enabled": True,
                "agreed": True,
                "level": 1,
                "password_is_default": False,
                "created_at": now(),
                "updated_at": now(),
            }
            for n in range(start, min(start + batch, first + count))
        ]
        ids = db.execute(insert(User).returning(User.id), users).scalars().all()
        teachers = []
        for user_id in ids:
            box = AUCKLAND if rng.random() < AUCKLAND_SHARE else NEW_ZEALAND
            teachers.append(
                {
                    "user_id": user_id,
                    "first_name": "Bench",
                    "last_name": str(user_id),
                    "gender": rng.choice((1, 1, 2)),
                    "email": f"t{user_id}@example.test",
                    "qualification": rng.choice((1, 1, 2, 3)),
                    "talent_pool": 1,
                    "approval": 1 if rng.random() < 0.95 else 0,
                    "free_job_seeker": False,
                    "latitude": rng.uniform(box[0], box[1]),
                    "longitude": rng.uniform(box[2], box[3]),
                    "travel_radius_km": rng.choice((10, 20, 30)),
                    "rank_id": rng.choice(ranks),
                    "points": 0,
                    "completed_minutes": 0,
                    "created_at": now(),
                    "updated_at": now(),
                }
            )
        db.execute(insert(Teacher), teachers)


def add_centre(db: Session, password: str) -> tuple[Centre, str]:
    """The bench centre in west Auckland and a session of its account: answer
    the centre and the session's token."""
    user = User(
        kind="centre", email="bench-centre@example.test", password_hash=password, agreed=True
    )
    db.add(user)
    db.flush()
    centre = Centre(
        user_id=user.id,
        name="Bench Centre",
        latitude=-36.879,
        longitude=174.629,
        city="Auckland",
    )
    db.add(centre)
    token = new_token()
    db.add(
        AuthSession(
            user_id=user.id,
            token_hash=token_digest(token),
            expires_at=now() + timedelta(hours=6),
        )
    )
    db.flush()
    return centre, token


def vacuum(engine: Engine) -> None:
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        conn.execute(text("VACUUM ANALYZE"))


def stage_search(
    engine: Engine, centre_id: int, runs: int = STAGE_RUNS
) -> tuple[list[float], str, int]:
    """Time finding one stage's eligible teachers for bookings of random centres."""
    rng = random.Random(7)
    settings = RunTimeSettings.defaults()
    timings: list[float] = []
    found_total = 0
    with Session(engine) as db:
        booking = db.scalars(select(Booking).where(Booking.centre_id == centre_id)).first()
        centre = db.get(Centre, centre_id)
        assert booking is not None
        assert centre is not None
        days = list(db.scalars(select(BookingDay).where(BookingDay.booking_id == booking.id)))
        for _ in range(runs):
            centre.latitude = rng.uniform(AUCKLAND[0] + 0.1, AUCKLAND[1] - 0.1)
            centre.longitude = rng.uniform(AUCKLAND[2] + 0.1, AUCKLAND[3] - 0.1)
            booking.qualification = rng.choice((1, 2))
            plan = public_stage_plan(
                rng.choice((Stage.stage1, Stage.stage2, Stage.stage3)), settings, 20
            )
            started = time.perf_counter()
            found = matching.eligible(db, booking, centre, days, plan)
            timings.append((time.perf_counter() - started) * 1000)
            found_total += len(found)
        db.rollback()
        need = matching.need_for(booking, centre, days, radius_km=20)
        compiled = matching_repository.eligible_teachers_query(
            need,
            booking_id=booking.id,
            centre_id=centre_id,
            box=bounding_box(centre.latitude, centre.longitude, 20),
        ).compile(engine, compile_kwargs={"literal_binds": True})
        plan_text = "\n".join(row[0] for row in db.execute(text(f"EXPLAIN {compiled}")))
    return timings, plan_text, found_total


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]
