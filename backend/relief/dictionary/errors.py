"""The refusals of dictionaries: codes 42301 to 42399 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound, ParameterError


class DictionaryMissing(NotFound):
    code = 42301
    message = "There is no dictionary named {name}."


class DictionaryEntryMissing(NotFound):
    code = 42302
    message = "The dictionary entry does not exist."


class DictionaryValueTaken(ParameterError):
    code = 42303
    message = "This dictionary already has an entry with this value."
    field = "value"
