"""The refusals of teachers' jobs: codes 40801 to 40899 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class JobRecordMissing(NotFound):
    code = 40801
    message = "The job record does not exist."


class GiveReasonLeave(ParameterError):
    code = 40802
    message = "Please give a reason for the leave."


class JobNoLongerLeft(Conflict):
    code = 40803
    message = "This job can no longer be left."


class JobStarted(Conflict):
    code = 40804
    message = "A job that has started cannot be left; please contact the centre."


class NoExtensionWaiting(Conflict):
    code = 40805
    message = "There is no extension waiting for your answer."


class JobNoLongerExtended(Conflict):
    code = 40806
    message = "This job can no longer be extended."


class ExtensionTimeAlreadyPassed(Conflict):
    code = 40807
    message = "The extension time has already passed."


class AlreadyBookedTime(Conflict):
    code = 40808
    message = "You are already booked at that time."
