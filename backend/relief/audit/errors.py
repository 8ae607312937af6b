"""The refusals of the audit log: codes 42701 to 42799 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound, ParameterError


class AuditEntryMissing(NotFound):
    code = 42701
    message = "The audit entry does not exist."


class AuditPeriodBackwards(ParameterError):
    code = 42702
    message = "The period ends before it starts."
    field = "dateTo"
