from __future__ import annotations

import pytest

from relief.errors import SortUnknown
from relief.kit.sorting import Sort, parse

DEFAULT = Sort(field="at", descending=True)
ALLOWED = ("at", "call")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (None, DEFAULT),
        ("", DEFAULT),
        ("  ", DEFAULT),
        ("call", Sort("call", descending=False)),
        ("call,asc", Sort("call", descending=False)),
        ("at,desc", Sort("at", descending=True)),
        (" at , DESC ", Sort("at", descending=True)),
    ],
)
def test_a_sort_is_a_field_and_a_direction(text: str | None, expected: Sort) -> None:
    assert parse(text, ALLOWED, DEFAULT) == expected


@pytest.mark.parametrize("text", ["password,asc", "at,sideways", "At,desc", ",desc", "at,desc,x"])
def test_anything_else_is_refused_naming_the_fields(text: str) -> None:
    with pytest.raises(SortUnknown) as refused:
        parse(text, ALLOWED, DEFAULT)
    assert refused.value.values == {"fields": "at, call"}
    assert refused.value.field == "sort"
