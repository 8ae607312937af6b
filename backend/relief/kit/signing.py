"""Signed, expiring tokens: links to private files, proofs that a code was checked."""

from __future__ import annotations

import base64
import hashlib
import hmac
from datetime import UTC, datetime


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _signature(body: str, secret: str) -> str:
    return _b64(hmac.new(secret.encode(), body.encode(), hashlib.sha256).digest())


def sign(payload: str, expires_at: datetime, secret: str) -> str:
    body = f"{_b64(payload.encode())}.{int(expires_at.timestamp())}"
    return f"{body}.{_signature(body, secret)}"


def verify(token: str, at: datetime, secret: str) -> str | None:
    """The payload of a genuine token that has not expired, else None."""
    parts = token.split(".")
    if len(parts) != 3 or not parts[1].isdigit():
        return None
    body = f"{parts[0]}.{parts[1]}"
    if not hmac.compare_digest(parts[2], _signature(body, secret)):
        return None
    if at >= datetime.fromtimestamp(int(parts[1]), UTC):
        return None
    try:
        return _unb64(parts[0]).decode()
    except (ValueError, UnicodeDecodeError):
        return None
