"""The real processes: a worker whose database connections are cut keeps
going, and `serve` restarts a worker that was killed."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from sqlalchemy import Engine, create_engine, func, select, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session
from sqlalchemy.pool import NullPool

from relief.db import make_engine
from relief.kit.clock import now
from relief.models import BookingEvent, OutboxMessage, Task, WorkerHeartbeat
from relief.notices.kinds import BookingConfirmed
from relief.notices.service import notify
from tests.factories import make_centre
from tests.live import drop_database, free_port, fresh_database, on_postgresql
from tests.worker.processes import booking_past_its_first_stage, environment, running, wait_for

BOOKINGS = 30
NOTICES = 30
OBSERVER = "relief-test-observer"
# Cuts that find the worker connected while work is due.
CUTS = 12


class Inbox:
    """A real SMTP server's handler keeping the Message-ID of each e-mail. It
    takes a moment over each message, as a mail server across a network does,
    so that the worker is still at work while its connections are cut, however
    fast the machine."""

    def __init__(self) -> None:
        self.ids: list[str] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802 (aiosmtpd's name)
        await asyncio.sleep(0.2)
        for line in envelope.content.decode("ascii", "replace").splitlines():
            if line.lower().startswith("message-id:"):
                self.ids.append(line.split(":", 1)[1].strip())
        return "250 OK"


@pytest.fixture
def outage_url() -> Iterator[str]:
    """A fresh PostgreSQL database of this test's own, dropped at the end."""
    try:
        yield fresh_database("outage")
    finally:
        drop_database("outage")


def unfinished(engine: Engine) -> tuple[int, int]:
    """(tasks due and not done, e-mails not sent)."""
    with Session(engine) as db:
        tasks = db.scalar(select(func.count()).where(Task.done_at.is_(None), Task.due_at <= now()))
        mail = db.scalar(select(func.count()).where(OutboxMessage.sent_at.is_(None)))
    return tasks or 0, mail or 0


@pytest.mark.skipif(not on_postgresql(), reason="connections are cut on PostgreSQL")
def test_a_worker_whose_connections_are_cut_runs_every_task_once_and_sends_every_mail(
    outage_url: str,
) -> None:
    # The test's own connections watch; the cuts spare them.
    engine = create_engine(
        make_url(outage_url)
        .update_query_dict({"application_name": OBSERVER})
        .render_as_string(hide_password=False),
        poolclass=NullPool,
    )
    with Session(engine) as db, db.begin():
        user, centre = make_centre(db, email="office@kowhai.test")
        bookings = [booking_past_its_first_stage(db, centre) for _ in range(BOOKINGS)]
        for n in range(NOTICES):
            notify(db, user, BookingConfirmed(bookingId=n + 1))
    due_tasks, waiting_mail = unfinished(engine)
    assert due_tasks == BOOKINGS
    assert waiting_mail >= NOTICES

    inbox = Inbox()
    smtp_port = free_port()
    smtp = Controller(inbox, hostname="127.0.0.1", port=smtp_port)
    smtp.start()
    database = make_url(outage_url).database
    admin = create_engine(
        make_url(outage_url).set(database="postgres").render_as_string(hide_password=False),
        isolation_level="AUTOCOMMIT",
        poolclass=NullPool,
    )
    cuts_while_due = 0

    def cut_every_connection() -> None:
        """Terminate every connection of the database, again and again, while
        work is due (the worker gets a moment to reconnect between cuts)."""
        nonlocal cuts_while_due
        deadline = time.monotonic() + 30
        while cuts_while_due < CUTS and time.monotonic() < deadline:
            with admin.connect() as conn:
                cut = conn.execute(
                    text(
                        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                        "WHERE datname = :name AND backend_type = 'client backend' "
                        "AND application_name <> :observer"
                    ),
                    {"name": database, "observer": OBSERVER},
                ).scalar_one()
            if not any(unfinished(engine)):
                return
            if cut:
                cuts_while_due += 1
            time.sleep(random.uniform(0.1, 0.5))

    env = environment(outage_url, SMTP_PORT=str(smtp_port))
    try:
        with running(["worker"], env) as worker:
            cutter = threading.Thread(target=cut_every_connection)
            cutter.start()
            cutter.join()
            wait_for("every due task and e-mail", lambda: not any(unfinished(engine)), 60)
            assert worker.poll() is None, "the worker died"
            assert cuts_while_due >= 5, f"only {cuts_while_due} cuts hit the worker at work"
            wait_for(
                "the worker's heartbeat after the cuts",
                lambda: _beat_of(engine, worker.pid),
                30,
            )
            worker.send_signal(signal.SIGTERM)
            assert worker.wait(timeout=30) == 0
    finally:
        smtp.stop()
        admin.dispose()

    with Session(engine) as db:
        tasks = db.scalars(
            select(Task).where(Task.kind == "booking.stage_end", Task.ref_id.in_(bookings))
        ).all()
        ran = [task for task in tasks if task.done_at is not None]
        assert sorted(task.ref_id for task in ran) == sorted(bookings)
        # Ran once each: a run cut short rolled back whole, attempts included.
        assert {(task.attempts, task.failed_at) for task in ran} == {(1, None)}
        ended = Counter(
            event.booking_id
            for event in db.scalars(select(BookingEvent).where(BookingEvent.kind == "stage_ended"))
        )
        assert ended == dict.fromkeys(bookings, 1)
        messages = db.scalars(select(OutboxMessage)).all()
        assert all(m.sent_at is not None and m.failed_at is None for m in messages)
        expected = {f"<outbox.{m.id}." for m in messages}
        # At least once: every e-mail arrived; one whose sending was cut
        # before it was marked sent may arrive twice, with the same Message-ID.
        assert {_outbox_prefix(received) for received in inbox.ids} == expected
        assert db.scalar(select(func.count()).select_from(WorkerHeartbeat)) == 0
    engine.dispose()


def _outbox_prefix(message_id: str) -> str:
    """`<outbox.12.` of `<outbox.12.20261124093000@relief.example>`."""
    return message_id[: message_id.index(".", len("<outbox.")) + 1]


def _beat_of(engine: Engine, pid: int) -> WorkerHeartbeat | None:
    try:
        with Session(engine) as db:
            return db.scalar(select(WorkerHeartbeat).where(WorkerHeartbeat.pid == pid))
    except OperationalError:  # the database is not migrated yet
        return None


def _health(port: int) -> int:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=5) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)
    except OSError:
        return 0


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_serve_restarts_a_killed_worker_and_stops_it_at_shutdown(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'relief.db'}"
    port = free_port()
    engine = make_engine(url)
    with running(["serve"], environment(url, PORT=str(port), HOST="127.0.0.1")) as serve:
        wait_for("a healthy platform", lambda: _health(port) == 200, 90)
        with Session(engine) as db:
            [first] = db.scalars(select(WorkerHeartbeat)).all()
        os.kill(first.pid, signal.SIGKILL)

        # Work falls due while the worker is gone ...
        with Session(engine) as db, db.begin():
            _, centre = make_centre(db)
            booking_id = booking_past_its_first_stage(db, centre)

        # ... and the worker `serve` started again beats and runs it.
        def new_worker() -> WorkerHeartbeat | None:
            with Session(engine) as db:
                return db.scalar(select(WorkerHeartbeat).where(WorkerHeartbeat.pid != first.pid))

        second = wait_for("a new worker's heartbeat", new_worker, 60)
        assert _alive(second.pid)

        def stage_ended() -> bool:
            with Session(engine) as db:
                task = db.scalar(
                    select(Task).where(Task.kind == "booking.stage_end", Task.ref_id == booking_id)
                )
                return task is not None and task.done_at is not None

        wait_for("the due stage end to run", stage_ended, 60)
        assert serve.poll() is None
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=5) as answer:
            assert json.loads(answer.read())["rtn_data"]["workersAlive"] >= 1

        serve.send_signal(signal.SIGTERM)
        assert serve.wait(timeout=30) == 0
    # The worker was stopped with the server: it left, removing its heartbeat.
    with Session(engine) as db:
        assert [beat.pid for beat in db.scalars(select(WorkerHeartbeat))] == [first.pid]
    wait_for("the worker to be gone", lambda: not _alive(second.pid), 10)
    engine.dispose()
