"""The pure parts of exports: a text never becomes a formula, cells keep
their types between the worker's steps, and columns are checked."""

from __future__ import annotations

import io
from datetime import UTC, date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest
from openpyxl import load_workbook

from relief.exports import rules, workbook

AUCKLAND = ZoneInfo("Pacific/Auckland")


@pytest.mark.parametrize(
    "text",
    [
        "=1+2",
        '=HYPERLINK("http://evil.example","click")',
        "+64 21 400 137",
        "-2+3",
        "@SUM(A1:A2)",
        "\t=cmd|' /C calc'!A0",
        "\r=1+2",
    ],
)
def test_a_text_a_spreadsheet_would_run_is_quoted(text: str) -> None:
    kept, quoted = rules.text_cell(text)
    assert quoted
    assert kept == text


@pytest.mark.parametrize("text", ["Aroha Ngata", "a=b", "", " =1", "１+1", "100%"])
def test_an_ordinary_text_is_written_as_it_is(text: str) -> None:
    assert rules.text_cell(text) == (text, False)


def test_what_no_cell_holds_is_dropped_and_a_long_text_cut() -> None:
    assert rules.text_cell("a\x00b\x1bc\td\ne") == ("abc\td\ne", False)
    kept, _ = rules.text_cell("x" * 40_000)
    assert len(kept) == rules.CELL_LENGTH


def test_cells_keep_their_types_between_the_steps() -> None:
    values = [
        None,
        True,
        7,
        1.5,
        "text",
        Decimal("12.50"),
        datetime(2026, 3, 1, 22, 30, tzinfo=UTC),
        date(2026, 3, 2),
        ["Operations", "Finance"],
        {"nested": 1},
    ]
    kept = [rules.decode(rules.encode(value, AUCKLAND)) for value in values]
    assert kept == [
        None,
        True,
        7,
        1.5,
        "text",
        Decimal("12.50"),
        # Times in the platform's zone: 22:30 UTC is 11:30 the next day in March.
        datetime(2026, 3, 2, 11, 30),
        date(2026, 3, 2),
        "Operations, Finance",
        '{"nested": 1}',
    ]


def test_columns_are_the_lists_own_and_each_once() -> None:
    catalogue = ["id", "call", "at"]
    assert rules.unknown_columns(["call", "password", "at", "x"], catalogue) == ["password", "x"]
    assert rules.repeated_columns(["call", "at", "call", "call"]) == ["call"]
    assert rules.repeated_columns(["call", "at"]) == []


def test_the_file_is_named_by_its_list_and_the_local_time() -> None:
    at = datetime(2026, 6, 30, 23, 5, tzinfo=UTC)
    assert rules.file_name("Operation log", at, AUCKLAND) == "Operation log 2026-07-01 1105.xlsx"


def test_the_workbook_heads_its_columns_and_never_holds_a_formula() -> None:
    data = workbook.build(
        "Staff",
        ["Name", "=Title"],
        [["=1+2", 3], ["Mere", datetime(2026, 1, 2, 3, 4)], ["@x", None]],
    )
    sheet = load_workbook(io.BytesIO(data))["Staff"]
    rows = [[(c.value, c.data_type, c.quotePrefix) for c in row] for row in sheet.iter_rows()]
    assert rows == [
        [("Name", "s", False), ("=Title", "s", True)],
        [("=1+2", "s", True), (3, "n", False)],
        [("Mere", "s", False), (datetime(2026, 1, 2, 3, 4), "d", False)],
        [("@x", "s", True), (None, "n", False)],
    ]
    assert sheet.freeze_panes == "A2"
    assert sheet["A1"].font.b


def test_a_coded_value_is_written_in_its_columns_words() -> None:
    words = {"1": "Pending", "2": "Approved", "true": "On", "false": "Off"}
    assert rules.worded(2, words) == "Approved"
    assert rules.worded(True, words) == "On"
    assert rules.worded(False, words) == "Off"
    # A value without a word, an empty value and a column without words stay as they are.
    assert rules.worded(3, words) == 3
    assert rules.worded(None, words) is None
    assert rules.worded(2, None) == 2
    assert rules.worded(["1", "3"], words) == ["Pending", "3"]
    cells = rules.row_cells(
        {"approval": 1, "name": "Aroha"}, [("name", None), ("approval", words)], AUCKLAND
    )
    assert cells == '["Aroha", "Pending"]'
