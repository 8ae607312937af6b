"""`GET /api/health` tells whether the platform works; staff see the detail."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from relief.auth.deps import reading_sessions
from relief.config import Environment, Settings
from relief.db import make_engine
from relief.kit.clock import now
from relief.main import create_app
from relief.models import OutboxMessage, WorkerHeartbeat
from relief.notices.kinds import Written
from relief.notices.service import notify
from relief.tasks import schedule
from relief.worker.heartbeat import Heartbeat
from tests.admin.test_api import ok, staff_token
from tests.booking_helpers import worker_sessions
from tests.factories import call, make_centre, sign_in


def health(client: TestClient) -> tuple[int, dict[str, Any]]:
    answer = client.get("/api/health")
    return answer.status_code, answer.json()


def test_without_a_live_worker_the_platform_is_unavailable(client: TestClient) -> None:
    status, body = health(client)
    assert status == 503
    assert body["rtn_code"] == 1009
    assert body["rtn_data"]["database"] is True
    assert body["rtn_data"]["workersAlive"] == 0
    assert body["rtn_data"]["healthy"] is False


def test_a_beating_worker_makes_it_healthy_until_its_beats_stop(
    client: TestClient, db: Session
) -> None:
    Heartbeat(worker_sessions(db)).beat()
    status, body = health(client)
    assert status == 200
    assert body["rtn_code"] == 0
    assert body["rtn_data"] == {
        "healthy": True,
        "database": True,
        "workersAlive": 1,
        "overdueTasks": 0,
        "overdueMail": 0,
        "parkedTasks": 0,
        "parkedMail": 0,
    }
    with time_machine.travel(now() + timedelta(seconds=61), tick=False):
        status, body = health(client)
    assert status == 503
    assert body["rtn_data"]["workersAlive"] == 0


def test_overdue_and_parked_work_is_counted_but_does_not_make_it_unhealthy(
    client: TestClient, db: Session
) -> None:
    Heartbeat(worker_sessions(db)).beat()
    schedule(db, "booking.stage_end", 1, now() - timedelta(minutes=6))
    schedule(db, "booking.stage_end", 2, now() - timedelta(minutes=1))
    parked = schedule(db, "booking.stage_end", 3, now() - timedelta(hours=1))
    parked.failed_at = now()
    user, _ = make_centre(db)
    notify(db, user, Written(title="No teacher was found", body="Boost it."))
    message = db.scalars(select(OutboxMessage)).one()
    message.failed_at = now()
    db.flush()
    status, body = health(client)
    assert status == 200
    figures = body["rtn_data"]
    assert (figures["overdueTasks"], figures["parkedTasks"], figures["parkedMail"]) == (1, 1, 1)


def test_a_database_that_cannot_be_reached_is_unavailable(
    client: TestClient, tmp_path: Path
) -> None:
    unreachable = make_engine(f"sqlite:///{tmp_path / 'no' / 'such' / 'relief.db'}")

    @contextmanager
    def unreachable_reading() -> Iterator[Session]:
        with Session(unreachable) as session:
            yield session

    app = client.app.state.api  # type: ignore[attr-defined]
    app.dependency_overrides[reading_sessions] = lambda: unreachable_reading
    status, body = health(client)
    assert status == 503
    assert body["rtn_code"] == 1009
    assert body["rtn_data"]["database"] is False
    assert body["rtn_data"]["workersAlive"] is None


def test_in_development_too_a_lost_database_is_a_503_not_a_500(
    settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    unreachable = sessionmaker(bind=make_engine(f"sqlite:///{tmp_path / 'no' / 'relief.db'}"))
    # The development server follows the demo clock, read from the database.
    monkeypatch.setattr("relief.db.get_sessionmaker", lambda: unreachable)
    app = create_app(settings.model_copy(update={"environment": Environment.development}))

    @contextmanager
    def unreachable_reading() -> Iterator[Session]:
        with unreachable() as session:
            yield session

    app.state.api.dependency_overrides[reading_sessions] = lambda: unreachable_reading
    with TestClient(app, raise_server_exceptions=False) as client:
        status, body = health(client)
    assert status == 503
    assert body["rtn_data"]["database"] is False


def test_the_open_check_names_no_host_and_staff_see_every_worker(
    client: TestClient, db: Session
) -> None:
    beat = Heartbeat(worker_sessions(db))
    beat.beat()
    db.add(
        WorkerHeartbeat(
            host="gone.example",
            pid=4242,
            started_at=now() - timedelta(hours=3),
            beat_at=now() - timedelta(hours=2),
        )
    )
    db.flush()
    _, body = health(client)
    assert "workers" not in body["rtn_data"]
    assert beat.host not in client.get("/api/health").text

    token = staff_token(client, db)
    detail = ok(call(client, "/admin/health", token=token))
    assert detail["healthy"] is True
    assert detail["workersAlive"] == 1
    assert [(w["host"], w["pid"], w["alive"]) for w in detail["workers"]] == [
        (beat.host, beat.pid, True),
        ("gone.example", 4242, False),
    ]
    centre, _ = make_centre(db)
    assert call(client, "/admin/health", token=sign_in(client, centre.email))["rtn_code"] == 1002
    assert call(client, "/admin/health")["rtn_code"] == 1001


def test_heartbeats_of_workers_long_gone_are_pruned_and_a_stopped_worker_leaves(
    db: Session,
) -> None:
    sessions = worker_sessions(db)
    old = Heartbeat(sessions)
    old.beat()
    with time_machine.travel(now() + timedelta(days=2), tick=False):
        fresh = Heartbeat(sessions)
        fresh.beat()
        fresh.prune()
        assert [row.id for row in db.scalars(select(WorkerHeartbeat))] == [fresh.beat_id]
        # A worker whose row was pruned while it could not reach the database
        # writes a new one at its next beat.
        old.beat()
        assert old.beat_id != fresh.beat_id
        assert len(db.scalars(select(WorkerHeartbeat)).all()) == 2
    fresh.stop()
    assert [row.id for row in db.scalars(select(WorkerHeartbeat))] == [old.beat_id]
