"""The refusals of the console's centre calls: codes 43401 to 43499 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound, ParameterError


class CentreMissing(NotFound):
    code = 43401
    message = "The centre does not exist."


class RateOutOfBounds(ParameterError):
    code = 43402
    message = "An hourly rate must be between ${low} and ${high}."


class DiscountOutOfBounds(ParameterError):
    code = 43403
    message = "A discount must be between $0.00 and ${high}."


class DiscountNotBelowRate(ParameterError):
    code = 43404
    message = "A discount must be less than the hourly rate it comes off (${rate})."
