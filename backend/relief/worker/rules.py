"""How long the worker waits after a failure, and when it gives up on one item."""

from __future__ import annotations

from datetime import timedelta

# A failing task or e-mail is tried again after 2, 4, 8 ... seconds, at most this.
MAX_BACKOFF = timedelta(minutes=10)
# The worker's whole round (or one part of it) waits this long at most after
# failures in a row: a database or mail server that comes back is used again soon.
MAX_PAUSE_SECONDS = 10.0
FIRST_PAUSE_SECONDS = 0.5
# `serve` restarts its worker after 1, 2, 4 ... seconds, at most this; a worker
# that ran this long before exiting is restarted after the first delay again.
MAX_RESTART_SECONDS = 30.0
STEADY_RUN_SECONDS = 60.0


def backoff(attempts: int) -> timedelta:
    """When a task or e-mail that failed `attempts` times is tried again."""
    return min(timedelta(seconds=2 ** min(attempts, 20)), MAX_BACKOFF)


def parks(attempts: int, max_attempts: int) -> bool:
    """Whether an item that failed `attempts` times is parked for staff."""
    return attempts >= max_attempts


def pause_seconds(failures: int) -> float:
    """How long the round (or a part of it) waits after `failures` in a row."""
    if failures <= 0:
        return 0.0
    return min(FIRST_PAUSE_SECONDS * 2.0 ** min(failures - 1, 20), MAX_PAUSE_SECONDS)


def restart_seconds(quick_exits: int) -> float:
    """How long `serve` waits before restarting a worker that exited, after
    `quick_exits` exits in a row that came soon after a start."""
    return min(2.0 ** min(max(quick_exits - 1, 0), 20), MAX_RESTART_SECONDS)


def describe(error: BaseException) -> str:
    """An error as kept on its task or e-mail for staff to read."""
    return f"{type(error).__name__}: {error}"[:2000]
