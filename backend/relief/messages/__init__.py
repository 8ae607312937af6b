"""The API's refusals in the caller's language.

Each refusal's English is its class's `message` (relief.errors and each
feature's `errors.py`); `zh-CN.json` holds the Chinese of every code, a
template with the same named values. A request asks for Chinese with an
`Accept-Language` header whose first language is Chinese; the web apps send
the language the user chose. A text a person wrote (a staff-written
deactivation notice) is answered as written.
"""

from __future__ import annotations

import importlib
import json
from functools import cache
from pathlib import Path
from string import Formatter
from typing import Any

from relief.errors import AppError

ENGLISH = "en"
CHINESE = "zh"


def language(accept_language: str | None) -> str:
    """The caller's language: Chinese when it comes first, else English."""
    first = (accept_language or "").split(",")[0].strip().lower()
    return CHINESE if first.startswith("zh") else ENGLISH


@cache
def chinese() -> dict[int, str]:
    """The Chinese template of every code."""
    entries: dict[str, str] = json.loads(
        Path(__file__).with_name("zh-CN.json").read_text(encoding="utf-8")
    )
    return {int(code): text for code, text in entries.items()}


def text(error: AppError, lang: str) -> str:
    """`rtn_msg`: the refusal in `lang`, its values filled in."""
    if error.written is not None or lang == ENGLISH:
        return error.msg
    return chinese()[error.code].format(**error.values)


def refusals() -> list[type[AppError]]:
    """Every refusal the API declares: the kinds in relief.errors and each
    feature's `errors.py`, by code."""
    package = Path(__file__).resolve().parents[1]
    for module in sorted(package.glob("*/errors.py")):
        importlib.import_module(f"relief.{module.parent.name}.errors")
    found: list[type[AppError]] = []
    waiting = list(AppError.__subclasses__())
    while waiting:
        kind = waiting.pop()
        waiting.extend(kind.__subclasses__())
        if "code" in vars(kind):
            found.append(kind)
    return sorted(found, key=lambda error: error.code)


def value_names(template: str) -> list[str]:
    """The named values of a message template, in order."""
    return [name for _, name, _, _ in Formatter().parse(template) if name]


def export() -> dict[str, dict[str, Any]]:
    """Every code with its English, its field and its values, for the web apps
    (`python -m relief refusals FILE`, kept in step by `make check-api-types`)."""
    return {
        str(error.code): {
            "rtnCode": error.rtn_code,
            "message": error.message,
            "field": error.field,
            "values": value_names(error.message),
        }
        for error in refusals()
    }


def docs_table() -> str:
    """The table of codes in docs/api.md, "Refusals by code"."""
    rows = ["| code | rtn_code | field | message |", "|---|---|---|---|"]
    for error in refusals():
        field = f"`{error.field}`" if error.field else ""
        message = error.message.replace("|", "\\|")
        rows.append(f"| {error.code} | {error.rtn_code} | {field} | {message} |")
    return "\n".join(rows)
