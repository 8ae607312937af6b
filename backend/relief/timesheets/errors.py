"""The refusals of time sheets: codes 42101 to 42199 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class EndNotAfterStart(ParameterError):
    code = 42101
    message = "The end time must be after the start time."


class TimesMustDayJob(ParameterError):
    code = 42102
    message = "The times must be on the day of the job."


class BreakCannotNegative(ParameterError):
    code = 42103
    message = "The break cannot be negative."


class BreakTooLong(ParameterError):
    code = 42104
    message = "The break must be shorter than the time worked."


class SelectReason(ParameterError):
    code = 42105
    message = "Please select a reason."


class SpecifyReason(ParameterError):
    code = 42106
    message = "Please specify the reason."


class TimeSheetAlreadyConfirmed(Conflict):
    code = 42107
    message = "This time sheet is already confirmed."


class TimeSheetMissing(NotFound):
    code = 42108
    message = "The time sheet does not exist."


class NoTimeSheetForJob(NotFound):
    code = 42109
    message = "There is no time sheet for this job."


class GiveBothStartEndTime(ParameterError):
    code = 42110
    message = "Please give both the start and the end time."
