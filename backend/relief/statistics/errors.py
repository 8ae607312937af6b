"""The refusals of the console's statistics: codes 44701 to 44799 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound, ParameterError


class PeriodReversed(ParameterError):
    code = 44701
    message = "The period must end on or after the day it starts."
    field = "dateTo"


class PeriodTooLong(ParameterError):
    code = 44702
    message = "A period can be at most {days} days long."
    field = "dateTo"


class CentreMissing(NotFound):
    code = 44703
    message = "The centre does not exist."


class TeacherMissing(NotFound):
    code = 44704
    message = "The teacher does not exist."
