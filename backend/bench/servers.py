"""The API as production runs it, started for a bench: N processes on the
bench's database, under uvicorn (as deploy/ runs it) or granian."""

from __future__ import annotations

import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[1]
PLATFORM_APP = "relief.main:create_app"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _command(server: str, app: str, factory: bool, port: int, workers: int) -> list[str]:
    if server == "granian":
        command = [sys.executable, "-m", "granian", "--interface", "asgi"]
        command += ["--workers", str(workers), "--port", str(port), "--log-level", "warning"]
        command += ["--no-access-log", "--factory" if factory else "--no-factory", app]
        return command
    command = [sys.executable, "-m", "uvicorn", app, "--workers", str(workers)]
    command += ["--port", str(port), "--log-level", "warning", "--no-access-log"]
    return command + (["--factory"] if factory else [])


@contextmanager
def api_server(
    url: str,
    *,
    server: str = "uvicorn",
    app: str = PLATFORM_APP,
    workers: int = 2,
) -> Iterator[str]:
    """`workers` production processes of `app` on the database at `url`,
    served by `server`; yield their address once they answer."""
    port = _free_port()
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "BENCH_DATABASE_URL": url,
        "RELIEF_ENV": "production",
        "SECRET_KEY": secrets.token_hex(32),
        "DEMO_DATA": "false",
        "WEB_DIST": "/nonexistent",
    }
    process = subprocess.Popen(
        _command(server, app, app == PLATFORM_APP, port, workers),
        cwd=BACKEND,
        env=env,
        start_new_session=True,
    )
    try:
        for _ in range(240):
            if process.poll() is not None:
                sys.exit(f"bench: {server} serving {app} did not start")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                time.sleep(0.5)
        time.sleep(2)  # every process up, not only the first
        yield f"http://127.0.0.1:{port}"
    finally:
        stop(process)


def stop(process: subprocess.Popen[bytes]) -> None:
    """Ask a server to stop; kill it if it has not within 20 s. A server
    started in a session of its own (`start_new_session`) is stopped with
    every process of it, so no worker outlives its parent."""
    try:
        group = os.getpgid(process.pid) == process.pid
    except ProcessLookupError:
        group = False

    def send(number: signal.Signals) -> None:
        with suppress(ProcessLookupError):  # gone already
            if group:
                os.killpg(process.pid, number)
            elif process.poll() is None:
                process.send_signal(number)

    send(signal.SIGTERM)
    with suppress(subprocess.TimeoutExpired):
        process.wait(timeout=20)
    send(signal.SIGKILL)
    process.wait()
