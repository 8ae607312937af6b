"""The refusals of exports: codes 42901 to 42999 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class ExportColumnUnknown(ParameterError):
    code = 42901
    message = "The list has no column {keys}."
    field = "columns"


class ExportColumnRepeated(ParameterError):
    code = 42902
    message = "Each column can be exported once: {keys}."
    field = "columns"


class ExportMissing(NotFound):
    code = 42903
    message = "The export does not exist or has expired."


class ExportNotReady(Conflict):
    code = 42904
    message = "The export is not ready ({status})."
