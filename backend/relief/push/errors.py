"""The refusals of Web Push: codes 45801 to 45899 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, ParameterError


class PushOff(Conflict):
    code = 45801
    message = "Notifications are not available on this platform."


class PushEndpointRefused(ParameterError):
    code = 45802
    message = "This browser's push address cannot be used."
    field = "endpoint"
