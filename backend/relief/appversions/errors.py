"""The refusals of the apps' versions: codes 45101 to 45199 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class VersionMissing(NotFound):
    code = 45101
    message = "The version does not exist."


class VersionNumberInvalid(ParameterError):
    code = 45102
    message = "A version number is three whole numbers separated by dots, such as 1.2.3."
    field = "number"


class VersionNumberTaken(Conflict):
    code = 45103
    message = "Version {number} of this platform already exists."
    field = "number"


class AppVersionInvalid(ParameterError):
    code = 45104
    message = "The app's version is three whole numbers separated by dots, such as 1.2.3."
    field = "version"
