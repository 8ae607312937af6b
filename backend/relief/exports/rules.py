"""The pure rules of exports: what a cell holds, how a text is kept from
running as a formula, which columns a list has, and the file's name."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import date, datetime, timedelta
from decimal import Decimal
from enum import Enum
from typing import Any
from zoneinfo import ZoneInfo

# Rows read, and written, in one step of the worker.
BATCH = 1000
# How long a finished export can be downloaded.
KEPT_FOR = timedelta(days=7)
# A text that starts with one of these is a formula (or becomes one) in a
# spreadsheet program: =, +, - and @ start a formula; a tab or a carriage
# return before one is dropped by some programs when the cell is read.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
# What an xlsx cell cannot hold: the C0 controls but tab, line feed and
# carriage return (openpyxl refuses them), and more than 32,767 characters.
NOT_IN_A_CELL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
CELL_LENGTH = 32767


def text_cell(text: str) -> tuple[str, bool]:
    """A text as a cell holds it, and whether it must be written as a quoted
    text (a string cell with Excel's quote prefix) because a spreadsheet
    program would otherwise take it for a formula. The text itself is kept
    as it was (no apostrophe added to what the reader sees); characters no
    cell can hold are dropped and an over-long text is cut."""
    kept = NOT_IN_A_CELL.sub("", text)[:CELL_LENGTH]
    return kept, kept.startswith(FORMULA_STARTS)


def unknown_columns(keys: Sequence[str], catalogue: Iterable[str]) -> list[str]:
    """The keys among those asked for that are none of the list's columns."""
    known = set(catalogue)
    return [key for key in keys if key not in known]


def repeated_columns(keys: Sequence[str]) -> list[str]:
    seen: set[str] = set()
    repeated: list[str] = []
    for key in keys:
        if key in seen and key not in repeated:
            repeated.append(key)
        seen.add(key)
    return repeated


# A cell between the steps of the worker, as JSON: plain values as they are,
# times, days and decimals tagged.
def encode(value: Any, zone: ZoneInfo) -> Any:
    """A list item's value as a cell keeps it: a time in the platform's zone
    (a spreadsheet has none), a list as its items joined by commas, a
    nested value as JSON."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Enum):
        return encode(value.value, zone)
    if isinstance(value, datetime):
        local = value.astimezone(zone) if value.tzinfo else value
        return {"t": local.replace(tzinfo=None).isoformat()}
    if isinstance(value, date):
        return {"d": value.isoformat()}
    if isinstance(value, Decimal):
        return {"n": str(value)}
    if isinstance(value, list | tuple | set | frozenset):
        return ", ".join(str(part) for part in value)
    return json.dumps(value, default=str, ensure_ascii=False)


def decode(value: Any) -> Any:
    """The value `encode` kept, as the workbook writes it."""
    if isinstance(value, dict):
        if "t" in value:
            return datetime.fromisoformat(value["t"])
        if "d" in value:
            return date.fromisoformat(value["d"])
        if "n" in value:
            return Decimal(value["n"])
    return value


def worded(value: Any, labels: Mapping[str, str] | None) -> Any:
    """A coded value as the staff member reads it (`2` → "Approved"), when the
    column has a word for it; `True` is looked up as "true", and each value
    of a list on its own."""
    if not labels or value is None:
        return value
    if isinstance(value, list | tuple):
        return [worded(part, labels) for part in value]
    code = value.value if isinstance(value, Enum) else value
    key = str(code).lower() if isinstance(code, bool) else str(code)
    return labels.get(key, value)


def row_cells(
    item: dict[str, Any], columns: Sequence[tuple[str, Mapping[str, str] | None]], zone: ZoneInfo
) -> str:
    """One row's chosen cells (each a column's key and the words for its
    values), in the chosen order, as JSON."""
    return json.dumps(
        [encode(worded(item.get(key), labels), zone) for key, labels in columns],
        ensure_ascii=False,
    )


def file_name(title: str, at: datetime, zone: ZoneInfo) -> str:
    """`<title> <YYYY-MM-DD HHMM>.xlsx`, in the platform's time zone."""
    return f"{title} {at.astimezone(zone):%Y-%m-%d %H%M}.xlsx"
