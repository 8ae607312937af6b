"""The refusals of the calendar: codes 41101 to 41199, and of its feeds 45501
to 45599 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class EndDateCannotEarlierThan(ParameterError):
    code = 41101
    message = "The end date cannot be earlier than the start date."


class CalendarRangeTooLong(ParameterError):
    code = 41102
    message = "The calendar can show at most {days} days at a time."


class CalendarFeedOff(Conflict):
    code = 45501
    message = "Your calendar feed is off: turn it on to get a link."


class CalendarFeedMissing(NotFound):
    """Answered with HTTP 404, so a calendar app drops the subscription."""

    code = 45502
    message = "This calendar feed does not exist: it was turned off or its link was replaced."
    http_status = 404
