from __future__ import annotations

import os
import threading
import time
from collections import Counter
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, delete
from sqlalchemy.orm import Session, sessionmaker

from relief.config import Environment, Settings
from relief.kit import clock
from relief.kit.clock import now
from relief.main import create_app
from relief.models import Task
from relief.worker.registry import HANDLERS, schedule
from relief.worker.runner import run_due_tasks, run_one_task


def test_a_failing_task_is_retried_later(db: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def flaky(session: Session, task: Task) -> None:
        calls.append(task.id)
        if len(calls) == 1:
            raise RuntimeError("the mail server is away")

    monkeypatch.setitem(HANDLERS, "test.flaky", flaky)
    task = schedule(db, "test.flaky", 1, now() - timedelta(seconds=1))
    db.commit()
    sessions = sessionmaker(
        bind=db.get_bind(), join_transaction_mode="create_savepoint", expire_on_commit=False
    )
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
        "relief.devclock.endpoints.get_sessionmaker",
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


def test_production_has_no_dev_calls(settings: Settings) -> None:
    production = settings.model_copy(
        update={"environment": Environment.production, "demo_data": False}
    )
    client = TestClient(create_app(production))
    answer = client.post("/api/dev/clock/advance", json={"minutes": 5})
    assert answer.status_code == 404
    assert answer.json()["rtn_code"] == 1007
