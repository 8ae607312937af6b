"""The refusals of verification codes: codes 40201 to 40299 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, ParameterError, TooManyAttempts


class EmailInvalid(ParameterError):
    code = 40201
    message = "Please enter a valid e-mail address."


class VerificationExpired(ParameterError):
    code = 40202
    message = "Your verification has expired, please start again."


class WaitBeforeNextCode(TooManyAttempts):
    code = 40203
    message = "Please wait {seconds} seconds before asking for another code."


class TooManyCodes(TooManyAttempts):
    code = 40204
    message = "Too many codes were asked for; please try again in an hour."


class MobileInvalid(ParameterError):
    code = 40205
    message = "Please enter a valid New Zealand mobile number."


class CodeWrong(ParameterError):
    code = 40206
    message = "The code is wrong or has expired."


class MobileAlreadyRegistered(Conflict):
    code = 40207
    message = "This mobile number is already registered."


class EmailAlreadyRegistered(Conflict):
    code = 40208
    message = "This e-mail address is already registered."
