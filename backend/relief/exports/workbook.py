"""The workbook of an export, written by openpyxl in write-only mode (rows
streamed, never all in memory as cells)."""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence
from typing import Any

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter
from openpyxl.worksheet._write_only import WriteOnlyWorksheet

from relief.exports.rules import text_cell

SHEET_TITLE_LENGTH = 31
WIDEST_COLUMN = 60
MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def cell(sheet: WriteOnlyWorksheet, value: Any, *, bold: bool = False) -> Any:
    """One cell. A text never becomes a formula: one a spreadsheet program
    would run is written as a string with the quote prefix."""
    if isinstance(value, str):
        value, quoted = text_cell(value)
    else:
        quoted = False
    written = WriteOnlyCell(sheet, value=value)
    if quoted:
        written.data_type = "s"
        written.quotePrefix = True
    if bold:
        written.font = Font(bold=True)
    return written


def build(sheet_title: str, titles: Sequence[str], rows: Iterable[Sequence[Any]]) -> bytes:
    """An xlsx file: one sheet, the titles in a frozen bold first row, then
    the rows."""
    book = Workbook(write_only=True)
    sheet = book.create_sheet(title=sheet_title[:SHEET_TITLE_LENGTH])
    sheet.freeze_panes = "A2"
    for number, title in enumerate(titles, start=1):
        width = min(max(len(title) + 4, 12), WIDEST_COLUMN)
        sheet.column_dimensions[get_column_letter(number)].width = width
    sheet.append([cell(sheet, title, bold=True) for title in titles])
    for row in rows:
        sheet.append([cell(sheet, value) for value in row])
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()
