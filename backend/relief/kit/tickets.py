"""Tickets that prove a one-time code was checked: a signed
`code|purpose|channel|target`, and for a password reset the account's stamp
after it. Codes issues them; sign-up and the password reset read them, and
refuse a ticket that is not (or no longer) good in their own words."""

from __future__ import annotations

import hashlib
import hmac
from datetime import datetime

from relief.kit import signing

# The stamp of a reset ticket for a contact no account uses.
NO_ACCOUNT = "-"


def account_stamp(user_id: int, password_hash: str, secret: str) -> str:
    """A keyed digest of an account's current password. A reset ticket carries
    it, so the ticket works once (the reset changes the password) and dies if
    the password changes any other way meanwhile."""
    message = f"reset|{user_id}|{password_hash}".encode()
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()[:32]


def issue(text: str, expires_at: datetime, secret: str) -> str:
    """A ticket for `purpose|channel|target[|stamp]`."""
    return signing.sign(f"code|{text}", expires_at, secret)


def target(secret: str, ticket: str, purpose: str, channel: str, at: datetime) -> str | None:
    """The phone or e-mail a ticket proves (with a reset ticket's stamp after
    it), or None when it is forged, expired or made for something else."""
    payload = signing.verify(ticket, at, secret)
    parts = payload.split("|", 3) if payload else []
    if len(parts) != 4 or parts[0] != "code" or parts[1] != purpose or parts[2] != channel:
        return None
    return parts[3]


def reset_target(secret: str, ticket: str, channel: str, at: datetime) -> tuple[str, str] | None:
    """The phone or e-mail a reset ticket proves and the account stamp it
    carries, or None."""
    found, _, stamp = (target(secret, ticket, "reset", channel, at) or "").rpartition("|")
    if not found or not stamp:
        return None
    return found, stamp
