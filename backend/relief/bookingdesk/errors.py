"""The refusals of the staff's booking desk: codes 43701 to 43799 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class DeskBookingMissing(NotFound):
    code = 43701
    message = "The booking does not exist."


class DeskInviteMissing(NotFound):
    code = 43702
    message = "The invite does not exist."


class DeskJobRecordMissing(NotFound):
    code = 43703
    message = "The job record does not exist."


class DeskPeriodBackwards(ParameterError):
    code = 43704
    message = "The period ends before it starts."
    field = "dateTo"


class DeskStatusUnknown(ParameterError):
    code = 43705
    message = "There is no status {status} in this list."
    field = "status"


class MoneyDependsOnRecord(Conflict):
    code = 43706
    message = "This cannot be removed: {what} depends on it."
