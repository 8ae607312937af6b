"""Pure rules of files: what a file really is (signed links to files are
`relief.kit.file_links`)."""

from __future__ import annotations

PDF = "application/pdf"
JPEG = "image/jpeg"
PNG = "image/png"
IMAGES = frozenset({JPEG, PNG})


def sniff(data: bytes) -> str | None:
    """The content type a file's bytes show, whatever its name says."""
    if data.startswith(b"%PDF-"):
        return PDF
    if data.startswith(b"\xff\xd8\xff"):
        return JPEG
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    return None
