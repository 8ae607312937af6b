"""Pure rules of the calendar feeds: the feed's token, what it holds, and how
a job shows in it."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from datetime import datetime, timedelta

from relief.models import JobRecordStatus

#: A feed holds the jobs that end at most this many days before it is read,
#: and every later one.
FEED_PAST_DAYS = 60
#: How often a calendar is asked to read the feed again (REFRESH-INTERVAL and
#: X-PUBLISHED-TTL; Google reads at its own pace).
REFRESH_MINUTES = 60
#: Job records whose event reads STATUS:CANCELLED (kept, so a calendar that
#: had the job shows it called off rather than silently losing it).
CALLED_OFF = (JobRecordStatus.canceled, JobRecordStatus.leave)


def new_seed() -> str:
    """256 random bits, hex: what a feed's token is derived from."""
    return secrets.token_hex(32)


def feed_token(seed: str, secret: str) -> str:
    """The token in a feed's address: HMAC-SHA-256 of the seed under the
    platform's secret key, 43 URL-safe characters (256 bits). The database
    keeps the seed, never the token, so its rows alone open no feed."""
    mac = hmac.new(secret.encode(), f"calendar-feed|{seed}".encode(), hashlib.sha256)
    return base64.urlsafe_b64encode(mac.digest()).decode().rstrip("=")


def token_digest(token: str) -> str:
    """What a feed is found by: the SHA-256 of its token, hex."""
    return hashlib.sha256(token.encode()).hexdigest()


def feed_path(token: str) -> str:
    """The feed's address on the platform (the API's own prefix included)."""
    return f"/api/calendar/feed/{token}.ics"


def window_start(at: datetime) -> datetime:
    """Jobs that ended before this are left out of a feed read at `at`."""
    return at - timedelta(days=FEED_PAST_DAYS)


def event_status(job_status: int) -> str:
    """A job record's event STATUS: CANCELLED when canceled or left, else CONFIRMED."""
    return "CANCELLED" if job_status in CALLED_OFF else "CONFIRMED"


def event_uid(job_record_id: int, domain: str) -> str:
    """The event's UID, the same for the job's whole life whatever changes."""
    return f"job-record-{job_record_id}@{domain}"


def place(*parts: str | None) -> str:
    """An address from its parts, empty ones left out."""
    return ", ".join(part.strip() for part in parts if part and part.strip())
