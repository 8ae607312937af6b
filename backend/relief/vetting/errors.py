"""The refusals of vetting: codes 41401 to 41499 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound


class TeacherMissing(NotFound):
    code = 41401
    message = "The teacher does not exist."
