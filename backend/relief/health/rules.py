"""When a worker counts as alive and the platform as healthy."""

from __future__ import annotations

from datetime import datetime, timedelta

# A worker beats at most this often (once a round, throttled) ...
BEAT_SECONDS = 5.0
# ... and counts as alive while its last beat is this recent.
ALIVE_WINDOW = timedelta(seconds=60)
# Heartbeats of workers gone this long are deleted.
PRUNE_AFTER = timedelta(days=1)
# A task or e-mail still waiting this long after it fell due is overdue.
OVERDUE_AFTER = timedelta(minutes=5)


def alive(beat_at: datetime, at: datetime) -> bool:
    return at - beat_at <= ALIVE_WINDOW


def healthy(database: bool, workers_alive: int) -> bool:
    """The platform works when its database answers and a worker runs; overdue
    and parked work is reported, not counted against it."""
    return database and workers_alive > 0
