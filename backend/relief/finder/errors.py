"""The refusals of the teacher finder: codes 41001 to 41099 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound, ParameterError


class TeacherMissing(NotFound):
    code = 41001
    message = "The teacher does not exist."


class AvailabilityDateInPast(ParameterError):
    code = 41002
    message = "The availability date cannot be earlier than today."
