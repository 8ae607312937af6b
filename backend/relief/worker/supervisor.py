"""`serve`'s worker: started beside the API, restarted whenever it exits,
stopped when the server stops."""

from __future__ import annotations

import logging
import subprocess
import sys
import threading
import time
from collections.abc import Sequence

from relief.worker import rules

log = logging.getLogger("relief.worker")

STOP_SECONDS = 10.0


class Supervisor:
    """Keeps one worker process running until `stop`."""

    def __init__(self, command: Sequence[str]) -> None:
        self.command = list(command)
        self.process: subprocess.Popen[bytes] | None = None
        self.stopping = threading.Event()
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._watch, name="worker-supervisor", daemon=True)

    @classmethod
    def for_parent(cls, parent_pid: int) -> Supervisor:
        """A worker that also exits by itself when `parent_pid` is gone."""
        return cls([sys.executable, "-m", "relief", "worker", "--parent", str(parent_pid)])

    def start(self) -> None:
        self._spawn()
        self.thread.start()

    def _spawn(self) -> subprocess.Popen[bytes] | None:
        with self.lock:
            if self.stopping.is_set():
                return None
            self.process = subprocess.Popen(self.command)  # noqa: S603 (our own interpreter and module)
            log.info("started worker %s", self.process.pid)
            return self.process

    def _watch(self) -> None:
        quick_exits = 0
        process = self.process
        while process is not None:
            started = time.monotonic()
            code = process.wait()
            if self.stopping.is_set():
                return
            quick_exits = (
                quick_exits + 1 if time.monotonic() - started < rules.STEADY_RUN_SECONDS else 1
            )
            delay = rules.restart_seconds(quick_exits)
            log.error("worker %s exited (%s); restarting it in %.0f s", process.pid, code, delay)
            if self.stopping.wait(delay):
                return
            process = self._spawn()

    def stop(self) -> None:
        """Stop the worker (it finishes the item in hand) and stop restarting it."""
        with self.lock:
            self.stopping.set()
            process = self.process
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=STOP_SECONDS)
        except subprocess.TimeoutExpired:
            log.warning("worker %s did not stop in %.0f s; killing it", process.pid, STOP_SECONDS)
            process.kill()
            process.wait()
