"""The built web apps' files, compressed and cached as browsers need them.

The build (`frontend/vite.config.ts`, `precompress`) writes beside each
compressible file its brotli (`.br`) and gzip (`.gz`) forms. A request gets
the first of brotli, gzip and the file itself that its `Accept-Encoding`
allows, with that form's own length, the original's type, `Vary:
Accept-Encoding` and an ETag of its own (so a conditional request answers
304 for the form it holds). Nothing is compressed while serving.

How long a browser keeps a file is decided by its path (`CACHE_RULES`):
Vite names everything under `assets/` by its content, so those are kept a
year and never asked for again; the HTML shells, and every file whose name
does not change with its content (the favicon, a service worker, a web app
manifest), are asked for again each time (`no-cache`: a 304 when unchanged).
A file that needs another rule gets a line in `CACHE_RULES`, and a type
Python does not know a line in `MEDIA_TYPES`.
"""

from __future__ import annotations

import hashlib
import mimetypes
import os
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from starlette.datastructures import Headers
from starlette.responses import FileResponse, Response
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Scope

if TYPE_CHECKING:
    from os import PathLike

# Named by their content, so never stale: a year, without revalidation.
IMMUTABLE = "public, max-age=31536000, immutable"
# Kept, but checked with the server (If-None-Match) before each use.
REVALIDATE = "no-cache"

# The first rule whose pattern matches the start of the file's path (as in
# the built apps, without a leading slash) gives its Cache-Control.
CACHE_RULES: Sequence[tuple[re.Pattern[str], str]] = (
    (re.compile(r"assets/"), IMMUTABLE),
    (re.compile(r""), REVALIDATE),
)

# Types the platform's files have that `mimetypes` may not know.
MEDIA_TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".webmanifest": "application/manifest+json",
}

# The compressed forms the build writes, in the order they are preferred.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
SUFFIXES = tuple(suffix for _, suffix in ENCODINGS)


def cache_control(path: str) -> str:
    """The Cache-Control of a built file, by its path in the built apps."""
    for pattern, value in CACHE_RULES:
        if pattern.match(path):
            return value
    return REVALIDATE


def media_type(path: str) -> str:
    suffix = os.path.splitext(path)[1].lower()
    return MEDIA_TYPES.get(suffix) or mimetypes.guess_type(path)[0] or "application/octet-stream"


def accepted_codings(accept_encoding: str | None) -> set[str]:
    """The content codings a request's Accept-Encoding allows (q above 0).

    A coding it does not name is allowed when `*` is; `identity` is allowed
    unless refused by name or by `*;q=0` (RFC 9110, 12.5.3)."""
    weights: dict[str, float] = {}
    for item in (accept_encoding or "").split(","):
        name, _, params = item.strip().partition(";")
        name = name.strip().lower()
        if not name:
            continue
        weight = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        weights[name] = weight
    star = weights.get("*")
    allowed = {name for name, weight in weights.items() if weight > 0 and name != "*"}
    for coding in ("br", "gzip", "identity"):
        if coding not in weights and star is not None and star > 0:
            allowed.add(coding)
    if "identity" not in weights and (star is None or star > 0):
        allowed.add("identity")
    return allowed


def chosen_coding(accept_encoding: str | None, available: Sequence[str]) -> str | None:
    """Brotli, then gzip, among the forms the file has and the request allows;
    None for the file as it is."""
    allowed = accepted_codings(accept_encoding)
    for coding in ("br", "gzip"):
        if coding in available and coding in allowed:
            return coding
    return None


class WebFiles(StaticFiles):
    """The built web apps (index.html for a directory), each file served in
    its best accepted precompressed form with its cache rule."""

    def __init__(self, directory: str | PathLike[str]) -> None:
        super().__init__(directory=directory, html=True)
        self.root = os.path.realpath(directory)

    def lookup_path(self, path: str) -> tuple[str, os.stat_result | None]:
        # The compressed forms are reached through their file only.
        if path.endswith(SUFFIXES):
            return "", None
        return super().lookup_path(path)

    def file_response(
        self,
        full_path: PathLike[str] | str,
        stat_result: os.stat_result,
        scope: Scope,
        status_code: int = 200,
    ) -> Response:
        path = os.fspath(full_path)
        relative = os.path.relpath(path, self.root).replace(os.sep, "/")
        request_headers = Headers(scope=scope)
        forms = {coding: f"{path}{suffix}" for coding, suffix in ENCODINGS}
        available = [coding for coding, form in forms.items() if os.path.isfile(form)]
        coding = chosen_coding(request_headers.get("accept-encoding"), available)
        # One tag per form of one version of the file.
        version = hashlib.md5(
            f"{stat_result.st_mtime}-{stat_result.st_size}".encode(), usedforsecurity=False
        ).hexdigest()
        headers = {
            "cache-control": cache_control(relative),
            "etag": f'"{version}-{coding}"' if coding else f'"{version}"',
        }
        if available:
            headers["vary"] = "Accept-Encoding"
        if coding:
            headers["content-encoding"] = coding
            served = forms[coding]
            served_stat = os.stat(served)
        else:
            served, served_stat = path, stat_result
        response = FileResponse(
            served,
            status_code=status_code,
            headers=headers,
            media_type=media_type(path),
            stat_result=served_stat,
        )
        if status_code == 200 and self.is_not_modified(response.headers, request_headers):
            return NotModifiedResponse(response.headers)
        return response
