"""Helpers for tests that run the real worker and server processes."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import TypeVar

import time_machine
from sqlalchemy.orm import Session

from relief.bookings import creation
from relief.bookings.schemas import CreateIn, QuoteRequest
from relief.kit.clock import now
from relief.models import Centre
from tests.booking_helpers import draft

BACKEND = Path(__file__).resolve().parents[2]
T = TypeVar("T")


def wait_for(what: str, check: Callable[[], T | None], seconds: float = 60.0) -> T:
    """Poll `check` until it answers something truthy; fail after `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        answer = check()
        if answer:
            return answer
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up waiting for {what} after {seconds:.0f} s")
        time.sleep(0.1)


def environment(database_url: str, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "DATABASE_URL": database_url,
        "RELIEF_ENV": "test",
        "DEMO_DATA": "false",
        "WEB_DIST": "/nonexistent",
        **extra,
    }


@contextmanager
def running(command: list[str], env: dict[str, str]) -> Iterator[subprocess.Popen[bytes]]:
    """A `python -m relief` process, stopped (and reaped) at the end."""
    process = subprocess.Popen([sys.executable, "-m", "relief", *command], cwd=BACKEND, env=env)
    try:
        yield process
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def booking_past_its_first_stage(db: Session, centre: Centre) -> int:
    """A booking made through the real calls 20 minutes ago: its first
    matching stage has ended, so its `booking.stage_end` task is due."""
    with time_machine.travel(now() - timedelta(minutes=20), tick=False):
        at = now()
        body = draft()
        quoted = creation.process(db, centre, QuoteRequest(processType=1, **body), at)
        assert quoted.quote is not None
        created = creation.create(
            db, centre, CreateIn(**body, processId=quoted.quote.processId), at
        )
    return created.bookingId
