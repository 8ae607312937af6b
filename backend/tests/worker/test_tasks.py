from __future__ import annotations

import os
import threading
import time
from collections import Counter
from datetime import timedelta
from pathlib import Path

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import Engine, delete
from sqlalchemy.orm import Session, sessionmaker

from relief.config import Settings
from relief.db import make_engine
from relief.kit import clock
from relief.kit.clock import now
from relief.main import create_app
from relief.models import Task
from relief.settings import service as runtime
from relief.tasks import HANDLERS, schedule
from relief.worker.loop import Worker
from relief.worker.runner import run_due_tasks, run_one_task
from tests.booking_helpers import worker_sessions


def test_a_failing_task_is_retried_later(db: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def flaky(session: Session, task: Task) -> None:
        calls.append(task.id)
        if len(calls) == 1:
            raise RuntimeError("the mail server is away")

    monkeypatch.setitem(HANDLERS, "test.flaky", flaky)
    task = schedule(db, "test.flaky", 1, now() - timedelta(seconds=1))
    sessions = worker_sessions(db)
    assert run_due_tasks(sessions) == 1
    db.refresh(task)
    assert task.done_at is None
    assert task.attempts == 1
    assert task.last_error == "RuntimeError: the mail server is away"
    assert task.due_at > now()
    clock.set_offset(timedelta(minutes=1))
    try:
        assert run_due_tasks(sessions) == 1
    finally:
        clock.set_offset(timedelta(0))
    db.refresh(task)
    assert task.done_at is not None
    assert len(calls) == 2


def test_a_task_that_keeps_failing_is_parked_and_the_others_still_run(
    db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    ran: list[int] = []

    def broken(session: Session, task: Task) -> None:
        raise ValueError("this booking's data makes the handler trip")

    def fine(session: Session, task: Task) -> None:
        ran.append(task.ref_id)

    monkeypatch.setitem(HANDLERS, "test.broken", broken)
    monkeypatch.setitem(HANDLERS, "test.fine", fine)
    runtime.put(db, "task_max_attempts", 2)
    due = now() - timedelta(seconds=1)
    stuck = schedule(db, "test.broken", 1, due - timedelta(seconds=1))
    for ref in (2, 3, 4):
        schedule(db, "test.fine", ref, due)
    sessions = worker_sessions(db)
    assert run_due_tasks(sessions) == 4
    assert sorted(ran) == [2, 3, 4]
    db.refresh(stuck)
    assert (stuck.attempts, stuck.failed_at, stuck.done_at) == (1, None, None)
    assert stuck.last_error == "ValueError: this booking's data makes the handler trip"

    with time_machine.travel(now() + timedelta(minutes=1), tick=False):
        schedule(db, "test.fine", 5, now())
        db.commit()
        assert run_due_tasks(sessions) == 2
    db.refresh(stuck)
    assert stuck.attempts == 2
    assert stuck.failed_at is not None
    assert stuck.done_at is None
    assert sorted(ran) == [2, 3, 4, 5]
    # Parked: never claimed again until staff retry it.
    with time_machine.travel(now() + timedelta(days=1), tick=False):
        assert run_due_tasks(sessions) == 0
    db.refresh(stuck)
    assert stuck.attempts == 2


def test_a_task_kind_without_a_handler_is_parked_too(db: Session) -> None:
    runtime.put(db, "task_max_attempts", 1)
    orphan = schedule(db, "test.no_such_kind", 1, now() - timedelta(seconds=1))
    sessions = worker_sessions(db)
    assert run_due_tasks(sessions) == 1
    db.refresh(orphan)
    assert orphan.failed_at is not None
    assert orphan.last_error == "LookupError: no handler for task kind test.no_such_kind"


def test_the_worker_round_waits_when_the_database_cannot_be_reached(
    settings: Settings, tmp_path: Path
) -> None:
    unreachable = make_engine(f"sqlite:///{tmp_path / 'no' / 'such' / 'relief.db'}")
    worker = Worker(sessionmaker(bind=unreachable), settings)
    assert worker.run_round() is False
    assert worker.database.failures == 1
    # It does not try again until the pause is over, and then waits longer.
    assert worker.run_round() is False
    assert worker.database.failures == 1
    worker.database.until = 0.0
    assert worker.run_round() is False
    assert worker.database.failures == 2
    assert worker.database.until - time.monotonic() > 0.5


def test_a_part_of_the_round_that_fails_pauses_alone(
    db: Session, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    monkeypatch.setitem(HANDLERS, "test.later", lambda session, task: calls.append(task.ref_id))
    schedule(db, "test.later", 9, now() - timedelta(seconds=1))
    worker = Worker(worker_sessions(db), settings)
    sweep = next(step for step in worker.steps if step.name == "sweep")

    def tripping() -> bool:
        raise RuntimeError("the sweep tripped")

    sweep.run = tripping
    assert worker.run_round() is False
    assert calls == [9]
    assert sweep.pause.failures == 1
    assert worker.database.failures == 0


@pytest.mark.skipif(
    not os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql"),
    reason="several workers share PostgreSQL (SQLite has one writer)",
)
def test_several_workers_never_run_the_same_task(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    ran: Counter[int] = Counter()

    def slow(session: Session, task: Task) -> None:
        ran[task.ref_id] += 1
        time.sleep(0.05)

    monkeypatch.setitem(HANDLERS, "test.slow", slow)
    sessions = sessionmaker(bind=engine, expire_on_commit=False)
    with sessions() as db, db.begin():
        for n in range(40):
            schedule(db, "test.slow", n, now() - timedelta(seconds=1))

    def worker() -> None:
        while run_one_task(sessions):
            pass

    threads = [threading.Thread(target=worker) for _ in range(4)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    try:
        assert sorted(ran) == list(range(40))
        assert set(ran.values()) == {1}
        assert time.monotonic() - started < 40 * 0.05  # they did run side by side
    finally:
        with sessions() as db, db.begin():
            db.execute(delete(Task).where(Task.kind == "test.slow"))


def test_the_dev_clock_moves_the_platform_and_runs_what_fell_due(
    db: Session, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    from relief.db import get_db, transaction

    calls: list[int] = []
    monkeypatch.setitem(HANDLERS, "test.later", lambda session, task: calls.append(task.ref_id))
    schedule(db, "test.later", 5, now() + timedelta(minutes=30))
    app = create_app(settings.model_copy(update={"demo_data": True}))

    def test_db():  # type: ignore[no-untyped-def]
        db.commit()
        yield from transaction(db)

    app.state.api.dependency_overrides[get_db] = test_db
    monkeypatch.setattr(
        "relief.worker.endpoints.get_sessionmaker",
        lambda: sessionmaker(
            bind=db.get_bind(), join_transaction_mode="create_savepoint", expire_on_commit=False
        ),
    )
    client = TestClient(app)
    try:
        before = client.post("/api/dev/clock", json={}).json()["rtn_data"]
        assert before["offsetMinutes"] == 0
        assert client.post("/api/dev/tasks/run", json={}).json()["rtn_data"]["ran"] == 0
        moved = client.post("/api/dev/clock/advance", json={"minutes": 31}).json()["rtn_data"]
        assert moved["offsetMinutes"] == 31
        assert client.post("/api/dev/tasks/run", json={}).json()["rtn_data"]["ran"] == 1
        assert calls == [5]
        assert client.post("/api/dev/clock/advance", json={"minutes": 0}).json()["rtn_code"] == 1000
        assert client.post("/api/dev/clock/reset", json={}).json()["rtn_data"]["offsetMinutes"] == 0
    finally:
        clock.set_offset(timedelta(0))


def test_production_has_no_dev_calls(production: Settings) -> None:
    client = TestClient(create_app(production))
    answer = client.post("/api/dev/clock/advance", json={"minutes": 5})
    assert answer.status_code == 404
    assert answer.json()["rtn_code"] == 1007
