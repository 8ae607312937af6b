"""The pure rules of sessions."""

from __future__ import annotations

from datetime import datetime, timedelta

# How stale a session's "last seen" may grow before a call writes it again:
# a signed-in app writes at most once in this time, however often it calls.
SEEN_EVERY = timedelta(minutes=5)


def seen_again(last_seen: datetime | None, at: datetime) -> bool:
    """Whether a call at `at` should write the session's last seen moment."""
    return last_seen is None or at - last_seen >= SEEN_EVERY
