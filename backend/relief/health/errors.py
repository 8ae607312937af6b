"""The refusals of the health check: codes 42501 to 42599 (docs/api.md)."""

from __future__ import annotations

from relief.errors import ServiceUnavailable


class PlatformNotReady(ServiceUnavailable):
    code = 42501
    message = "The platform is not ready: its database or its workers are down."
