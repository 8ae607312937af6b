"""Pure rules of files: what a file really is, and signed links."""

from __future__ import annotations

from datetime import datetime

from relief.kit import signing

PDF = "application/pdf"
JPEG = "image/jpeg"
PNG = "image/png"


def sniff(data: bytes) -> str | None:
    """The content type a file's bytes show, whatever its name says."""
    if data.startswith(b"%PDF-"):
        return PDF
    if data.startswith(b"\xff\xd8\xff"):
        return JPEG
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    return None


def sign(file_id: int, expires_at: datetime, secret: str) -> str:
    return signing.sign(f"file:{file_id}", expires_at, secret)


def verify(token: str, at: datetime, secret: str) -> int | None:
    """The file id of a link that is genuine and not expired, else None."""
    payload = signing.verify(token, at, secret)
    if payload is None or not payload.startswith("file:") or not payload[5:].isdigit():
        return None
    return int(payload[5:])
