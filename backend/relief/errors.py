"""The catalogue of answer codes.

Every failure the API can answer is an `AppError` subclass with a fixed
`rtn_code`; one handler in `relief.main` renders it into the envelope. The web
apps translate messages by code. `docs/api.md` lists the same table.
"""

from __future__ import annotations

from typing import Any, ClassVar


class AppError(Exception):
    code: ClassVar[int] = 1999
    message: ClassVar[str] = "Something went wrong."
    http_status: ClassVar[int] = 200

    def __init__(
        self, message: str | None = None, data: Any = None, *, keep_changes: bool = False
    ) -> None:
        self.msg = message or self.message
        self.data = data
        # Most refusals change nothing; a few (a failed sign-in) must still be
        # recorded, and ask the request's transaction to commit.
        self.keep_changes = keep_changes
        super().__init__(self.msg)


class ParameterError(AppError):
    code = 1000
    message = "Parameter error."


class SettingValueError(ParameterError):
    """A value a run-time setting's catalogue entry refuses."""


class SessionInvalid(AppError):
    code = 1001
    message = "The current login status has expired, please log in again!"


class NotPermitted(AppError):
    code = 1002
    message = "You are not permitted to do this."


class NotFound(AppError):
    code = 1003
    message = "The record does not exist."


class Conflict(AppError):
    code = 1004
    message = "This can no longer be done: the record has changed."


class BodyTooLarge(AppError):
    code = 1005
    message = "The request is too large."
    http_status = 413


class TooManyAttempts(AppError):
    code = 1006
    message = "Too many attempts, please try again later."


class RouteNotFound(AppError):
    code = 1007
    message = "No such interface."
    http_status = 404


class MethodNotAllowed(AppError):
    code = 1008
    message = "This interface does not accept that method."
    http_status = 405


class ServiceUnavailable(AppError):
    """The database could not be reached or dropped the connection: nothing
    the call was doing was committed, and trying again is safe. The health
    check answers it too when no worker is alive."""

    code = 1009
    message = "The service is briefly unavailable, please try again in a moment."
    http_status = 503


class ServerError(AppError):
    code = 1999
    message = "The server could not complete the request."
    http_status = 500


class LoginFailed(AppError):
    code = 1100
    message = "Account error, please check!"


class CaptchaRequired(AppError):
    code = 1101
    message = "Please enter the verification code."


class CaptchaWrong(AppError):
    code = 1102
    message = "The verification code is wrong or has expired."


class QuoteExpired(AppError):
    code = 2001
    message = "The live rate has expired or changed, please check the new quote."


class AccountDeactivated(AppError):
    code = 30030
    message = "This account has been deactivated."


CATALOGUE: tuple[type[AppError], ...] = (
    ParameterError,
    SessionInvalid,
    NotPermitted,
    NotFound,
    Conflict,
    BodyTooLarge,
    TooManyAttempts,
    RouteNotFound,
    MethodNotAllowed,
    ServiceUnavailable,
    ServerError,
    LoginFailed,
    CaptchaRequired,
    CaptchaWrong,
    QuoteExpired,
    AccountDeactivated,
)
