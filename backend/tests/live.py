"""Real server processes on a database of their own, for the tests that must
prove a behaviour against the platform as production runs it (several
processes, real connections) rather than the in-process test client."""

from __future__ import annotations

import http.client
import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlencode, urlsplit

from sqlalchemy import text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.orm import Session

from relief.auth.security import new_token, token_digest
from relief.config import Settings
from relief.db import make_engine
from relief.kit.clock import now
from relief.models import AuthSession
from relief.setup import prepare_database
from tests.booking_helpers import draft

BACKEND = Path(__file__).resolve().parents[1]


def on_postgresql() -> bool:
    return os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _on_server(url: URL, statement: str) -> None:
    """Run a statement on the server's maintenance database, outside any transaction."""
    admin = make_engine(
        url.set(database="postgres").render_as_string(hide_password=False),
        isolation_level="AUTOCOMMIT",
    )
    with admin.connect() as conn:
        conn.execute(text(statement))
    admin.dispose()


def empty_database(url: URL) -> str:
    """The database `url` names, dropped if it was there and made anew, empty."""
    _on_server(url, f'DROP DATABASE IF EXISTS "{url.database}" WITH (FORCE)')
    _on_server(url, f'CREATE DATABASE "{url.database}"')
    return url.render_as_string(hide_password=False)


def beside_the_suite(suffix: str) -> URL:
    """A database named after the suite's own: `<name>_<suffix>`."""
    base = make_url(os.environ["TEST_DATABASE_URL"])
    return base.set(database=f"{base.database}_{suffix}")


def fresh_database(suffix: str) -> str:
    """A new, migrated PostgreSQL database beside the test database; its URL."""
    url = empty_database(beside_the_suite(suffix))
    engine = make_engine(url)
    prepare_database(
        engine, Settings(_env_file=None, DATABASE_URL=url, DEMO_DATA=False, RELIEF_ENV="test")
    )
    engine.dispose()
    return url


def drop_database(suffix: str) -> None:
    """Drop a database `fresh_database(suffix)` made (closing its connections)."""
    url = beside_the_suite(suffix)
    _on_server(url, f'DROP DATABASE IF EXISTS "{url.database}" WITH (FORCE)')


@contextmanager
def api_server(database_url: str, *, workers: int = 2) -> Iterator[str]:
    """The API served by uvicorn in `workers` processes; yields its base URL."""
    with api_process(database_url, workers=workers) as (base, _process):
        yield base


@contextmanager
def api_process(
    database_url: str, *, workers: int = 2
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """The API served by uvicorn in `workers` processes; yields its base URL
    and the supervising process (whose children are the workers)."""
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "RELIEF_ENV": "test",
        "DEMO_DATA": "false",
        "WEB_DIST": "/nonexistent",
    }
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "relief.main:create_app",
            "--factory",
            "--workers",
            str(workers),
            "--port",
            str(port),
            "--log-level",
            "warning",
        ],
        cwd=BACKEND,
        env=env,
    )
    base = f"http://127.0.0.1:{port}/api"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                post(base, "/show/system/config", {})
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        yield base, process
    finally:
        process.terminate()
        process.wait(timeout=20)


class Answer(NamedTuple):
    status: int
    envelope: dict[str, Any]


def post(base: str, path: str, body: Any, token: str | None = None) -> dict[str, Any]:
    """POST a JSON body and answer the envelope (HTTP 200 expected)."""
    answer = post_raw(base, path, body, token)
    assert answer.status == 200, answer
    return answer.envelope


def post_raw(base: str, path: str, body: Any, token: str | None = None) -> Answer:
    """POST a JSON body and answer the HTTP status with the envelope."""
    request = urllib.request.Request(
        base + path,
        data=json.dumps(body).encode(),
        headers={
            "Content-Type": "application/json",
            **({"Authorization": f"Bearer {token}"} if token else {}),
        },
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return Answer(response.status, json.loads(response.read()))
    except urllib.error.HTTPError as error:
        return Answer(error.code, json.loads(error.read()))


def token_for(db: Session, user_id: int, *, hours: int = 2) -> str:
    """A session token for a user, written straight into the database."""
    token = new_token()
    db.add(
        AuthSession(
            user_id=user_id,
            token_hash=token_digest(token),
            expires_at=now() + timedelta(hours=hours),
        )
    )
    return token


class Stream:
    """One stream read in a thread of its own; its events arrive in `events`."""

    def __init__(
        self, base: str, token: str, last: int | None = None, *, wait: float = 10.0
    ) -> None:
        self.wait = wait
        ticket = post(base, "/live/ticket", {}, token)["rtn_data"]["ticket"]
        self.events: queue.Queue[dict[str, Any]] = queue.Queue()
        address = urlsplit(base)
        self.connection = http.client.HTTPConnection(address.netloc, timeout=60)
        headers = {"Last-Event-ID": str(last)} if last is not None else {}
        self.connection.request(
            "GET", f"{address.path}/live/stream?{urlencode({'ticket': ticket})}", headers=headers
        )
        self.response = self.connection.getresponse()
        assert self.response.getheader("content-type", "").startswith("text/event-stream")
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        fields: dict[str, str] = {}
        try:
            for raw in self.response:
                line = raw.decode().rstrip("\r\n")
                if not line:
                    if "data" in fields:
                        self.events.put({"id": int(fields["id"]), **json.loads(fields["data"])})
                    fields = {}
                elif not line.startswith(":"):
                    name, _, value = line.partition(": ")
                    fields[name] = value
        except (OSError, ValueError, AttributeError, http.client.HTTPException):
            pass  # cut by the test

    def next(self) -> dict[str, Any]:
        """The next event, waited for at most `wait` seconds."""
        return self.events.get(timeout=self.wait)

    def cut(self) -> None:
        """Drop the connection, as a network would."""
        sock = self.connection.sock
        if sock is not None:
            sock.shutdown(socket.SHUT_RDWR)
        self.connection.close()
        self.thread.join(timeout=10)


def cut_connections(database_url: str, stop: threading.Event) -> int:
    """Terminate every connection to the database but our own, until stopped."""
    name = make_url(database_url).database
    engine = make_engine(database_url)
    cuts = 0
    with engine.connect() as conn:
        conn.execution_options(isolation_level="AUTOCOMMIT")
        while not stop.is_set():
            cuts += conn.execute(
                text(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                    "WHERE datname = :name AND pid <> pg_backend_pid()"
                ),
                {"name": name},
            ).scalar_one()
            stop.wait(0.25)
    engine.dispose()
    return cuts


def server_workers(supervisor: int) -> list[int]:
    """The pids of a uvicorn supervisor's worker processes."""
    children = Path(f"/proc/{supervisor}/task/{supervisor}/children")
    return [int(pid) for pid in children.read_text().split()]


def create_booking(base: str, token: str, **overrides: Any) -> int:
    """Quote and create a booking through the real calls; answer its id."""
    body = draft(**overrides)
    quote = post(base, "/center/job/create/process", {"processType": 1, **body}, token)
    assert quote["rtn_code"] == 0, quote
    created = post(
        base,
        "/center/job/create",
        {**body, "processId": quote["rtn_data"]["quote"]["processId"]},
        token,
    )
    assert created["rtn_code"] == 0, created
    booking_id: int = created["rtn_data"]["bookingId"]
    return booking_id
