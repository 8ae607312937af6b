"""The one clock every rule reads the time from.

Outside production the clock can run ahead of real time by an offset kept in
the database (`relief.devclock`), so that a demo or a browser test can live
through a booking's day in minutes. Tests move it with time-machine.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

_offset = timedelta(0)


def now() -> datetime:
    """The current instant, timezone-aware in UTC."""
    return datetime.now(UTC) + _offset


def real_now() -> datetime:
    """Real time, which the demo offset does not move: for whether processes
    are alive (heartbeats), never for the platform's rules."""
    return datetime.now(UTC)


def offset() -> timedelta:
    return _offset


def set_offset(value: timedelta) -> None:
    global _offset
    _offset = value


def local(moment: datetime, zone: str) -> datetime:
    """A moment with the offset of a time zone (the same instant)."""
    from zoneinfo import ZoneInfo

    return moment.astimezone(ZoneInfo(zone))


def local_text(moment: datetime, zone: str, pattern: str = "%a %d %b %Y %H:%M") -> str:
    """A moment as wall-clock text in a time zone, for messages to people."""
    from zoneinfo import ZoneInfo

    return moment.astimezone(ZoneInfo(zone)).strftime(pattern)
