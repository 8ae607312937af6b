"""The refusals of dictionaries: codes 42301 to 42399 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound


class DictionaryMissing(NotFound):
    code = 42301
    message = "There is no dictionary named {name}."
