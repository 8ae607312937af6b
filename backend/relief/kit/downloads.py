"""File names of any language in downloads: kept clean on upload, sent as an
RFC 6266 `Content-Disposition` with an ASCII fallback and the exact name
encoded by RFC 5987 (`filename*=UTF-8''...`).

No header value built here can carry CR, LF, another control character, a
quote or a backslash, whatever name a user uploaded.
"""

from __future__ import annotations

import unicodedata
from pathlib import PurePosixPath
from urllib.parse import quote

from starlette.responses import Response

FALLBACK_STEM = "file"
MAX_NAME_LENGTH = 255
# RFC 5987 attr-char beyond letters and digits (which `quote` never encodes).
ATTR_CHARS = "!#$&+-.^_`|~"
# Characters a quoted-string fallback cannot carry safely.
UNSAFE_IN_QUOTES = frozenset('"\\;%')


def _plain(character: str) -> str:
    """Any kind of space or line break (tab, CR, LF, U+2028...) becomes a
    space; any other control or format character (NUL, ESC, a zero-width
    space...) is dropped."""
    if character.isspace() or unicodedata.category(character)[0] == "Z":
        return " "
    return "" if unicodedata.category(character)[0] == "C" else character


def clean_file_name(name: str) -> str:
    """The name a file is kept under: its last path part (either slash), with
    spaces and line breaks made plain spaces, other control and format
    characters dropped, spaces trimmed, at most 255 characters (the extension
    kept); "file" when nothing is left."""
    last = PurePosixPath(name.replace("\\", "/")).name
    kept = "".join(_plain(c) for c in unicodedata.normalize("NFC", last))
    kept = " ".join(kept.split())
    if len(kept) > MAX_NAME_LENGTH:
        suffix = PurePosixPath(kept).suffix[:16]
        kept = kept[: MAX_NAME_LENGTH - len(suffix)].rstrip() + suffix
    return kept if kept.strip(".") else FALLBACK_STEM


def ascii_fallback(name: str) -> str:
    """An ASCII stand-in for browsers that ignore `filename*`: accents
    dropped (é → e), other letters left out, the extension kept; "file"
    plus the extension when no letter or digit is left."""
    exact = clean_file_name(name)
    suffix = PurePosixPath(exact).suffix
    if not (suffix[1:].isascii() and suffix[1:].isalnum()):
        suffix = ""
    decomposed = unicodedata.normalize("NFKD", exact[: len(exact) - len(suffix)])
    chars = (
        c if c.isascii() and c.isprintable() and c not in UNSAFE_IN_QUOTES else " "
        for c in decomposed
        if not unicodedata.combining(c)
    )
    stem = " ".join("".join(chars).split()).strip(" .")
    if not any(c.isalnum() for c in stem):
        stem = FALLBACK_STEM
    return stem + suffix


def content_disposition(name: str, *, inline: bool = True) -> str:
    """`inline; filename="ascii"; filename*=UTF-8''exact` for a file's name."""
    exact = clean_file_name(name)
    kind = "inline" if inline else "attachment"
    encoded = quote(exact, safe=ATTR_CHARS, encoding="utf-8")
    return f"{kind}; filename=\"{ascii_fallback(exact)}\"; filename*=UTF-8''{encoded}"


def file_response(data: bytes, media_type: str, name: str) -> Response:
    """A private file's bytes, named for the browser, never cached."""
    return Response(
        content=data,
        media_type=media_type,
        headers={
            "Content-Disposition": content_disposition(name),
            "Cache-Control": "private, no-store",
        },
    )
