"""Signed links to private files: what a link names (a stored file by its
key's digest, or a user's avatar) and its signature. Below every feature: the
session user's avatar link is made by `auth`, every link is opened by `files`."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime

from relief.kit import signing


def fingerprint(key: str) -> str:
    """A short digest of a stored file's storage key: a link carries it, so a
    link never opens another file that later took the same id."""
    return hashlib.sha256(key.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class LinkTarget:
    """What a signed link was made for: a file by its id and key, or a user's
    avatar (whichever file that is when the link is opened)."""

    file_id: int
    fingerprint: str | None = None
    avatar_of: int | None = None


def sign(file_id: int, key: str, expires_at: datetime, secret: str) -> str:
    return signing.sign(f"file:{file_id}:{fingerprint(key)}", expires_at, secret)


def sign_avatar(user_id: int, file_id: int, expires_at: datetime, secret: str) -> str:
    return signing.sign(f"avatar:{user_id}:{file_id}", expires_at, secret)


def _number(text: str) -> int | None:
    return int(text) if text.isascii() and text.isdigit() else None


def verify(token: str, at: datetime, secret: str) -> LinkTarget | None:
    """What a genuine, unexpired link was made for, else None."""
    payload = signing.verify(token, at, secret)
    parts = payload.split(":") if payload is not None else []
    if len(parts) != 3:
        return None
    kind, first, second = parts
    if kind == "file" and (file_id := _number(first)) is not None and len(second) == 16:
        return LinkTarget(file_id=file_id, fingerprint=second)
    if kind == "avatar" and (user_id := _number(first)) is not None:
        avatar = _number(second)
        return LinkTarget(file_id=avatar, avatar_of=user_id) if avatar is not None else None
    return None
