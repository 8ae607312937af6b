"""The languages an account reads: English and Chinese."""

from __future__ import annotations

from typing import Literal

Language = Literal["en", "zh"]
LANGUAGES: tuple[Language, ...] = ("en", "zh")


def language_of(value: str | None) -> Language:
    """An account's language: Chinese for `zh`, else English."""
    return "zh" if value == "zh" else "en"
