"""The refusals of notices: codes 42201 to 42299 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound


class NoticeMissing(NotFound):
    code = 42201
    message = "The notice does not exist."
