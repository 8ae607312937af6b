"""The refusals of the centre's details: codes 40401 to 40499 (docs/api.md)."""

from __future__ import annotations

from relief.errors import ParameterError


class GstNumberInvalid(ParameterError):
    code = 40401
    message = "Please enter a valid GST number."


class CentreNameLength(ParameterError):
    code = 40402
    message = "The name must be 2 to 20 characters."
