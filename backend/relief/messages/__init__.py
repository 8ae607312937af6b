"""The API's messages in the caller's language.

Messages are written in English where they are raised; `zh-CN.json` holds
their Chinese, keyed by the English text (a `{}` stands for a value filled in,
as in an f-string). A request asks for Chinese with an `Accept-Language` header
whose first language is Chinese; the web apps send the language the user chose.
A message with no translation (a staff-written deactivation notice) is
answered as written.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

ENGLISH = "en"
CHINESE = "zh"
_FILES = {CHINESE: "zh-CN.json"}


def language(accept_language: str | None) -> str:
    """The caller's language: Chinese when it comes first, else English."""
    first = (accept_language or "").split(",")[0].strip().lower()
    return CHINESE if first.startswith("zh") else ENGLISH


@cache
def catalogue(lang: str) -> tuple[dict[str, str], tuple[tuple[re.Pattern[str], str], ...]]:
    """Plain messages by their English text, and patterns for messages with values."""
    entries: dict[str, str] = json.loads(
        (Path(__file__).with_name(_FILES[lang])).read_text(encoding="utf-8")
    )
    plain = {english: local for english, local in entries.items() if "{}" not in english}
    patterns = tuple(
        (
            re.compile(
                "^" + "(.+?)".join(re.escape(part) for part in english.split("{}")) + "$",
                re.DOTALL,
            ),
            local,
        )
        for english, local in entries.items()
        if "{}" in english
    )
    return plain, patterns


def lookup(message: str, lang: str) -> str | None:
    """The message in `lang`, or None when the catalogue does not have it."""
    if lang == ENGLISH:
        return message
    plain, patterns = catalogue(lang)
    if message in plain:
        return plain[message]
    for pattern, local in patterns:
        found = pattern.match(message)
        if found:
            return local.format(*found.groups())
    return None


def translate(message: str, lang: str) -> str:
    return lookup(message, lang) or message
