"""The API carries on when its database connections are cut or its processes die.

Real server processes on PostgreSQL take bookings from several clients while
every connection they hold is terminated again and again. No call may answer
a server error; a call that answers success must have its booking stored; a
call that answers 1009 (the database out of reach) may be tried again; and
once the cutting stops, every call succeeds again.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.db import make_engine
from relief.models import Booking
from tests.booking_helpers import draft
from tests.factories import make_centre
from tests.live import (
    api_process,
    api_server,
    cut_connections,
    fresh_database,
    on_postgresql,
    post_raw,
    server_workers,
    token_for,
)

CLIENTS = 4
CALLS_PER_CLIENT = 40

pytestmark = pytest.mark.skipif(not on_postgresql(), reason="proven on PostgreSQL")


@pytest.fixture(scope="module")
def database_url() -> str:
    return fresh_database("faults")


@pytest.fixture(scope="module")
def server(database_url: str) -> Iterator[str]:
    with api_server(database_url, workers=2) as base:
        yield base


def test_cut_connections_lose_nothing_acknowledged(database_url: str, server: str) -> None:
    engine = make_engine(database_url)
    with Session(engine) as db, db.begin():
        tokens = [token_for(db, make_centre(db)[0].id) for _ in range(CLIENTS)]

    def book(token: str) -> tuple[list[int], list[dict[str, Any]]]:
        """Quote and create bookings; answer the acknowledged ids and any
        answer that was neither success nor 1009."""
        acknowledged: list[int] = []
        wrong: list[dict[str, Any]] = []
        for _ in range(CALLS_PER_CLIENT):
            quote = post_raw(
                server, "/center/job/create/process", {"processType": 1, **draft()}, token
            )
            if quote.envelope["rtn_code"] != 0:
                if quote.envelope["rtn_code"] != 1009:
                    wrong.append({"step": "quote", "status": quote.status, **quote.envelope})
                continue
            process_id = quote.envelope["rtn_data"]["quote"]["processId"]
            created = post_raw(
                server, "/center/job/create", {**draft(), "processId": process_id}, token
            )
            code = created.envelope["rtn_code"]
            if code == 0:
                acknowledged.append(created.envelope["rtn_data"]["bookingId"])
            elif code != 1009:
                wrong.append({"step": "create", "status": created.status, **created.envelope})
        return acknowledged, wrong

    stop = threading.Event()
    with ThreadPoolExecutor(max_workers=CLIENTS + 1) as pool:
        cutter = pool.submit(cut_connections, database_url, stop)
        results = list(pool.map(book, tokens))
        stop.set()
        cuts = cutter.result()

    acknowledged = [booking for ids, _ in results for booking in ids]
    wrong = [answer for _, answers in results for answer in answers]
    assert cuts > 0, "no connection was cut: the test proved nothing"
    assert wrong == [], wrong[:5]
    assert acknowledged, "no call succeeded while connections were cut"
    engine.dispose()  # its pooled connection was cut too
    with Session(engine) as db:
        stored = db.scalar(select(func.count()).where(Booking.id.in_(acknowledged)))
    assert stored == len(acknowledged)

    # Once the database stays, every call succeeds again.
    time.sleep(0.2)
    for token in tokens:
        quote = post_raw(server, "/center/job/create/process", {"processType": 1, **draft()}, token)
        if quote.envelope["rtn_code"] == 1009:  # a pooled connection cut at the very end
            quote = post_raw(
                server, "/center/job/create/process", {"processType": 1, **draft()}, token
            )
        assert quote.envelope["rtn_code"] == 0, quote
    engine.dispose()


def test_killed_server_processes_lose_nothing_acknowledged(database_url: str) -> None:
    """Server processes killed mid-request (as by the OOM killer or a crash)
    lose nothing they acknowledged; the supervisor replaces them."""
    engine = make_engine(database_url)
    with Session(engine) as db, db.begin():
        tokens = [token_for(db, make_centre(db)[0].id) for _ in range(CLIENTS)]

    with api_process(database_url, workers=2) as (base, supervisor):

        def book(token: str) -> tuple[list[int], list[dict[str, Any]]]:
            acknowledged: list[int] = []
            wrong: list[dict[str, Any]] = []
            for _ in range(CALLS_PER_CLIENT):
                try:
                    quote = post_raw(
                        base, "/center/job/create/process", {"processType": 1, **draft()}, token
                    )
                    if quote.envelope["rtn_code"] != 0:
                        wrong.append({"step": "quote", **quote.envelope})
                        continue
                    created = post_raw(
                        base,
                        "/center/job/create",
                        {**draft(), "processId": quote.envelope["rtn_data"]["quote"]["processId"]},
                        token,
                    )
                except OSError:
                    continue  # the process answering was killed: nothing was acknowledged
                if created.envelope["rtn_code"] == 0:
                    acknowledged.append(created.envelope["rtn_data"]["bookingId"])
                else:
                    wrong.append({"step": "create", **created.envelope})
            return acknowledged, wrong

        stop = threading.Event()

        def kill_workers() -> int:
            killed = 0
            while not stop.wait(0.7):
                for pid in server_workers(supervisor.pid)[:1]:
                    os.kill(pid, signal.SIGKILL)
                    killed += 1
            return killed

        with ThreadPoolExecutor(max_workers=CLIENTS + 1) as pool:
            killer = pool.submit(kill_workers)
            results = list(pool.map(book, tokens))
            stop.set()
            killed = killer.result()

        acknowledged = [booking for ids, _ in results for booking in ids]
        wrong = [answer for _, answers in results for answer in answers]
        assert killed > 0
        assert wrong == [], wrong[:5]
        assert acknowledged
        with Session(engine) as db:
            stored = db.scalar(select(func.count()).where(Booking.id.in_(acknowledged)))
        assert stored == len(acknowledged)

        # The supervisor has replaced every killed process: calls succeed again.
        deadline = time.monotonic() + 30
        while True:
            try:
                answer = post_raw(
                    base, "/center/job/create/process", {"processType": 1, **draft()}, tokens[0]
                )
                if answer.envelope["rtn_code"] == 0:
                    break
            except OSError:
                pass
            assert time.monotonic() < deadline, "the server did not come back"
            time.sleep(0.2)
    engine.dispose()
