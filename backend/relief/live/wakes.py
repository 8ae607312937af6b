"""The process's wake-up of its streams when events may have been committed.

Every stream of a process waits on an `asyncio.Event` of its own, registered
here. On PostgreSQL one listening connection per process (started with the
first stream, closed after the last) hears the NOTIFY every committed
transaction with events sends, from any process, and wakes them all; on
SQLite a commit in this process wakes them (`wake_soon`, from any thread).
Either way a stream also reads again on its own every little while, so a
notification lost while the listener reconnects loses no event.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from contextlib import suppress

from relief.live import repository

log = logging.getLogger("relief.live")

LISTEN_RETRY_SECONDS = 2.0


class Wakes:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting: dict[asyncio.Event, asyncio.AbstractEventLoop] = {}
        self._listener: asyncio.Task[None] | None = None

    def join(self, database_url: str) -> asyncio.Event:
        """A stream's wake-up, in the running loop; the listener starts with the first."""
        loop = asyncio.get_running_loop()
        wake = asyncio.Event()
        with self._lock:
            self._waiting[wake] = loop
        if database_url.startswith("postgresql") and (
            self._listener is None or self._listener.done()
        ):
            self._listener = loop.create_task(self._listen(database_url))
        return wake

    def leave(self, wake: asyncio.Event) -> None:
        with self._lock:
            self._waiting.pop(wake, None)
            last = not self._waiting
        if last and self._listener is not None:
            self._listener.cancel()
            self._listener = None

    def wake_soon(self) -> None:
        """Wake every stream of this process (safe from any thread)."""
        with self._lock:
            waiting = list(self._waiting.items())
        for wake, loop in waiting:
            with suppress(RuntimeError):  # its loop has closed: it is leaving
                loop.call_soon_threadsafe(wake.set)

    async def _listen(self, database_url: str) -> None:
        while True:
            try:
                await repository.listen(database_url, self.wake_soon)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                log.warning("live updates stopped listening (%s); again shortly", error)
            # Whatever was committed while not listening is read now.
            self.wake_soon()
            await asyncio.sleep(LISTEN_RETRY_SECONDS)


# The one of this process.
wakes = Wakes()
