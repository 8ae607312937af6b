"""The rules of Web Push: how long a push service keeps a push for a browser
that is away, and which push addresses the platform sends to."""

from __future__ import annotations

import ipaddress
from datetime import datetime, timedelta
from urllib.parse import urlsplit

# A push that concerns no deadline is kept a day: a teacher who turns the
# phone on later still hears of a confirmed or cancelled job.
DEFAULT_TIME_TO_LIVE = timedelta(days=1)
# Push services keep a push at most about four weeks (RFC 8030 leaves the
# cap to them); a longer time to live is cut to this.
MAX_TIME_TO_LIVE = timedelta(days=28)
LOOPBACK_HOSTS = frozenset({"localhost"})


def time_to_live(stage_ends_at: datetime | None, at: datetime) -> int:
    """Seconds a push service should keep a push sent `at`: for an invite, the
    time left until the booking's stage ends (0 once it has, so the push is
    not sent); for anything else (`stage_ends_at` None) the default. Never
    more than the cap."""
    left = DEFAULT_TIME_TO_LIVE if stage_ends_at is None else max(stage_ends_at - at, timedelta(0))
    return int(min(left, MAX_TIME_TO_LIVE).total_seconds())


def _loopback(host: str) -> bool:
    if host in LOOPBACK_HOSTS:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def endpoint_allowed(endpoint: str, *, production: bool) -> bool:
    """Whether the platform sends pushes to `endpoint`: an https address of a
    push service; outside production also an http address on this machine
    (a test's or a developer's own push service). Never an address with
    credentials in it."""
    try:
        parts = urlsplit(endpoint)
        host = parts.hostname or ""
    except ValueError:
        return False
    if not host or parts.username is not None or parts.password is not None:
        return False
    if parts.scheme == "https":
        return production is False or not _loopback(host)
    return parts.scheme == "http" and not production and _loopback(host)
