"""The refusals of the console's teacher desk: codes 43301 to 43399 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound, ParameterError


class TeacherMissing(NotFound):
    code = 43301
    message = "The teacher does not exist."


class ReasonRequiredReject(ParameterError):
    code = 43302
    message = "A reason is required to reject a teacher."


class ReasonRequiredPoints(ParameterError):
    code = 43303
    message = "A reason is required to change a teacher's points."


class PointsChangeZero(ParameterError):
    code = 43304
    message = "The change of points cannot be zero."


class PointsBelowZero(ParameterError):
    code = 43305
    message = "The teacher has {points} points: they cannot lose more than that."
