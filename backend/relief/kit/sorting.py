"""The `sort` of an admin list: `"field,direction"` as the console sends it
(`"at,desc"`), checked against the fields that list sorts by.

Each list's repository keeps its allow-list (field name → column) and builds
the ORDER BY; this module only reads the text, so the refusal is the same on
every list.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from relief.errors import SortUnknown

DIRECTIONS = {"asc": False, "desc": True}


@dataclass(frozen=True)
class Sort:
    field: str
    descending: bool


def parse(text: str | None, allowed: Collection[str], default: Sort) -> Sort:
    """The sort a list was asked for: `default` when none was given; a field
    the list does not sort by, or a direction other than `asc` or `desc`, is
    refused (1018) naming the fields it does sort by."""
    if text is None or not text.strip():
        return default
    field, _, direction = (part.strip() for part in text.partition(","))
    direction = direction.lower() or "asc"
    if field not in allowed or direction not in DIRECTIONS:
        raise SortUnknown(fields=", ".join(sorted(allowed)))
    return Sort(field=field, descending=DIRECTIONS[direction])


def order(column: Any, sort: Sort, tiebreak: Any) -> tuple[Any, Any]:
    """The ORDER BY of a sorted list: the chosen column in the chosen
    direction with empty values last on both databases, then `tiebreak` (the
    row's key) the same way, so that pages never share or skip a row."""
    if sort.descending:
        return column.desc().nulls_last(), tiebreak.desc()
    return column.asc().nulls_last(), tiebreak.asc()
