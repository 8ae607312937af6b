"""The audit log against real server processes: while the database's
connections are cut, and while server processes are killed, every staff
change that was acknowledged has exactly one entry, with its change."""

from __future__ import annotations

import json
import os
import signal
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.db import make_engine
from relief.models import AuditEntry
from tests.factories import make_staff
from tests.live import (
    api_process,
    cut_connections,
    fresh_database,
    on_postgresql,
    post_raw,
    server_workers,
    token_for,
)

CLIENTS = 3
CALLS_PER_CLIENT = 30
SETTING = "boost_duration_minutes"

pytestmark = pytest.mark.skipif(not on_postgresql(), reason="proven on PostgreSQL")


@pytest.fixture(scope="module")
def database_url() -> str:
    return fresh_database("audit_faults")


def change_settings(base: str, token: str, values: range) -> tuple[list[int], list[object]]:
    """Set the setting to each value; answer the acknowledged values and any
    answer that was neither success nor the database out of reach (1009)."""
    acknowledged: list[int] = []
    wrong: list[object] = []
    for value in values:
        try:
            answer = post_raw(
                base, "/admin/setting/update", {"key": SETTING, "value": value}, token
            )
        except OSError:
            continue  # the process answering was killed: nothing was acknowledged
        code = answer.envelope["rtn_code"]
        if code == 0:
            acknowledged.append(value)
        elif code != 1009:
            wrong.append(answer)
    return acknowledged, wrong


def kept_values(database_url: str) -> list[int]:
    """The new value of every successful setting change the log keeps."""
    engine = make_engine(database_url)
    with Session(engine) as db:
        rows = db.scalars(
            select(AuditEntry).where(
                AuditEntry.call == "/admin/setting/update", AuditEntry.rtn_code == 0
            )
        ).all()
    engine.dispose()
    values = []
    for entry in rows:
        [change] = json.loads(entry.changes)
        values.append(int(change["fields"]["value"][1]))
    return values


def run_under(database_url: str, fault: Callable[[threading.Event, int], int]) -> None:
    engine = make_engine(database_url)
    with Session(engine) as db, db.begin():
        tokens = [token_for(db, make_staff(db).id) for _ in range(CLIENTS)]
    engine.dispose()
    before = kept_values(database_url)
    with api_process(database_url, workers=2) as (base, supervisor):
        stop = threading.Event()
        with ThreadPoolExecutor(max_workers=CLIENTS + 1) as pool:
            faults = pool.submit(fault, stop, supervisor.pid)
            # Each client sets values of its own, so that each entry names its call.
            results = list(
                pool.map(
                    change_settings,
                    [base] * CLIENTS,
                    tokens,
                    [
                        range(100 + n * CALLS_PER_CLIENT, 100 + (n + 1) * CALLS_PER_CLIENT)
                        for n in range(CLIENTS)
                    ],
                )
            )
            stop.set()
            assert faults.result() > 0, "no fault happened: the test proved nothing"
    acknowledged = sorted(value for values, _ in results for value in values)
    wrong = [answer for _, answers in results for answer in answers]
    assert wrong == [], wrong[:5]
    assert acknowledged, "no change was acknowledged"
    new = sorted(kept_values(database_url)[len(before) :])
    # Every acknowledged change is kept once; a change whose answer was lost
    # with its process may be kept too, but never twice.
    assert set(acknowledged) <= set(new)
    assert len(new) == len(set(new))


def test_cut_connections_leave_no_acknowledged_change_unrecorded(database_url: str) -> None:
    def cut(stop: threading.Event, _supervisor: int) -> int:
        return cut_connections(database_url, stop)

    run_under(database_url, cut)


def test_killed_processes_leave_no_acknowledged_change_unrecorded(database_url: str) -> None:
    def kill(stop: threading.Event, supervisor: int) -> int:
        killed = 0
        while not stop.wait(0.5):
            for pid in server_workers(supervisor)[:1]:
                os.kill(pid, signal.SIGKILL)
                killed += 1
        return killed

    run_under(database_url, kill)
