"""The refusals of run-time settings: codes 42401 to 42499 (docs/api.md)."""

from __future__ import annotations

from relief.errors import SettingValueError


class ValueTooSmall(SettingValueError):
    code = 42401
    message = "The value must be at least {minimum}."


class ValueTooLarge(SettingValueError):
    code = 42402
    message = "The value must be at most {maximum}."


class ValueNotValidSetting(SettingValueError):
    code = 42403
    message = "The value is not valid for this setting."


class ValueMustTrueFalse(SettingValueError):
    code = 42404
    message = "The value must be true or false."


class ValueMustText(SettingValueError):
    code = 42405
    message = "The value must be text."


class ValueTooLong(SettingValueError):
    code = 42406
    message = "The value must be at most {characters} characters."


class ValueNotOneLine(SettingValueError):
    code = 42407
    message = "The value must be a single line without control characters."


class ValueHasControlCharacters(SettingValueError):
    code = 42408
    message = "The value must not contain control characters."


class ValueMustBeTimeOfDay(SettingValueError):
    code = 42409
    message = "The value must be a time of day (HH:MM)."


class ValueMustWholeNumber(SettingValueError):
    code = 42410
    message = "The value must be a whole number."


class ValueMustNumber(SettingValueError):
    code = 42411
    message = "The value must be a number."


class ValueRequired(SettingValueError):
    code = 42450
    message = "This setting cannot be left blank."
