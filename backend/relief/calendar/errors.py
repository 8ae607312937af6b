"""The refusals of the calendar: codes 41101 to 41199 (docs/api.md)."""

from __future__ import annotations

from relief.errors import ParameterError


class EndDateCannotEarlierThan(ParameterError):
    code = 41101
    message = "The end date cannot be earlier than the start date."


class CalendarRangeTooLong(ParameterError):
    code = 41102
    message = "The calendar can show at most {days} days at a time."
