"""Case-folded LIKE patterns for what people type in a search box: the
LIKE wildcards they type (`%`, `_`) and the escape itself match literally.
Use with `func.lower(column).like(pattern, escape=ESCAPE)`."""

from __future__ import annotations

ESCAPE = "\\"


def _escaped(text: str) -> str:
    return text.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def containing(text: str) -> str:
    """A pattern matching values that contain `text`."""
    return f"%{_escaped(text)}%"


def starting(text: str) -> str:
    """A pattern matching values that start with `text`."""
    return f"{_escaped(text)}%"
