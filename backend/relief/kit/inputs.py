"""The shapes every value of a request takes: ids, dates, lines and texts.

Every id a request carries is an `Id` (the range of the database's integer
keys, so no id overflows a column on either database); every date is a `Day`
and every timestamp a `Moment`, between the years 1900 and 2999 (so no
arithmetic on them leaves what a date can hold); every text is a `Line`
(one line: names, titles, e-mail addresses, numbers, tokens) or a `Text`
(free text that may have line breaks and tabs: descriptions, messages,
comments, reasons, notes). Neither lets control characters in: a NUL cannot
be stored by PostgreSQL, and a line break in a name would end up in an e-mail
header. `tests/test_inputs.py` walks every call and fails on a value that takes
none of these shapes.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Annotated

from pydantic import AfterValidator, AwareDatetime, Field, StringConstraints
from pydantic_core import PydanticCustomError

# The largest key of an integer column (32-bit on PostgreSQL).
MAX_ID = 2**31 - 1

Id = Annotated[int, Field(ge=1, le=MAX_ID)]
# A number picked from a short list (a category, a work type): kept inside an
# integer column's range; the service names the choices when it is not one.
Choice = Annotated[int, Field(ge=-MAX_ID - 1, le=MAX_ID)]

# What a one-line text cannot hold: control characters (C0, DEL, C1) and the
# Unicode line and paragraph separators. A free text may also hold line breaks
# and tabs. (Unpaired surrogates, which no database can store as UTF-8, are
# refused by the validation of every text before these.)
_LINE_BREAKERS = r"\x00-\x1f\x7f-\x9f\u2028\u2029"
_TEXT_BREAKERS = r"\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f"
_SURROGATES = r"\ud800-\udfff"
_NOT_IN_A_LINE = re.compile(f"[{_LINE_BREAKERS}{_SURROGATES}]")
_NOT_IN_A_TEXT = re.compile(f"[{_TEXT_BREAKERS}{_SURROGATES}]")

ONE_LINE_PROBLEM = "must be a single line without control characters"
TEXT_PROBLEM = "must not contain control characters"

# Patterns of the validation itself (so that a field's own length limits stay
# native text limits) and of the OpenAPI document.
ONE_LINE = StringConstraints(pattern=f"^[^{_LINE_BREAKERS}]*$")
FREE_TEXT = StringConstraints(pattern=f"^[^{_TEXT_BREAKERS}]*$")
PATTERN_PROBLEMS = {ONE_LINE.pattern: ONE_LINE_PROBLEM, FREE_TEXT.pattern: TEXT_PROBLEM}

Line = Annotated[str, ONE_LINE]
Text = Annotated[str, FREE_TEXT]


def line_problem(value: str) -> str | None:
    """Why `value` cannot be a one-line text, or None when it can."""
    return ONE_LINE_PROBLEM if _NOT_IN_A_LINE.search(value) else None


def text_problem(value: str) -> str | None:
    """Why `value` cannot be a free text, or None when it can."""
    return TEXT_PROBLEM if _NOT_IN_A_TEXT.search(value) else None


def as_one_line(value: str) -> str:
    """`value` with what a one-line text cannot hold taken out (for texts
    that come from elsewhere than a person's typing, such as file names)."""
    return _NOT_IN_A_LINE.sub("", value)


FIRST_DAY = date(1900, 1, 1)
LAST_DAY = date(2999, 12, 31)
DAY_PROBLEM = "must be between the years 1900 and 2999"


def _day(value: date) -> date:
    if not FIRST_DAY <= value <= LAST_DAY:
        raise PydanticCustomError("day", DAY_PROBLEM)
    return value


def _moment(value: datetime) -> datetime:
    # The day as written: converting a moment at the edge of what a date can
    # hold to another zone could itself overflow.
    _day(value.date())
    return value


IN_YEARS = AfterValidator(_day)
MOMENT_IN_YEARS = AfterValidator(_moment)

Day = Annotated[date, IN_YEARS]
Moment = Annotated[AwareDatetime, MOMENT_IN_YEARS]
