"""The catalogue of answer codes.

Every failure the API can answer is an `AppError` subclass with a fixed code.
The classes here are the kinds of failure, each with its `rtn_code`; each
feature declares its own refusals in `<feature>/errors.py` as subclasses of a
kind, with a code of their own in the feature's range, an English message (a
template with named values where it has values) and the request field it
concerns. One handler in `relief.main` renders them into the envelope:
`rtn_code` is the kind's code, `rtn_data.code` the refusal's own, with
`rtn_data.field` and `rtn_data.values` when it has them. The Chinese of every
code is in `relief/messages/zh-CN.json`; the web apps translate by code.
`docs/api.md` lists the same table (a test keeps it in step).
"""

from __future__ import annotations

from typing import Any, ClassVar


class AppError(Exception):
    code: ClassVar[int] = 1999
    message: ClassVar[str] = "Something went wrong."
    http_status: ClassVar[int] = 200
    #: The request field the refusal concerns, if one.
    field: str | None = None
    #: The kind's code, answered as `rtn_code`: a kind (a direct subclass) is
    #: answered with its own code, every refusal of the kind with the kind's.
    rtn_code: ClassVar[int] = 1999

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if AppError in cls.__bases__:
            cls.rtn_code = cls.code

    def __init__(
        self,
        *,
        data: Any = None,
        keep_changes: bool = False,
        written: str | None = None,
        **values: Any,
    ) -> None:
        self.values = values
        # A text a person wrote (a deactivation notice) is answered as written.
        self.written = written
        self.msg = written or self.message.format(**values)
        self.data = data
        # Most refusals change nothing; a few (a failed sign-in) must still be
        # recorded, and ask the request's transaction to commit.
        self.keep_changes = keep_changes
        super().__init__(self.msg)

    def named_values(self) -> dict[str, Any]:
        """The values of the message, as JSON gives them."""
        return {
            name: value if isinstance(value, int | float | str) else str(value)
            for name, value in self.values.items()
        }

    def answer_data(self) -> Any:
        """`rtn_data`: the refusal's own data, with its code, field and values
        beside it when it is one of a feature's refusals."""
        if self.code == self.rtn_code and not self.values and self.field is None:
            return self.data
        extra: dict[str, Any] = {"code": self.code}
        if self.field is not None:
            extra["field"] = self.field
        if self.values:
            extra["values"] = self.named_values()
        if self.data is None:
            return extra
        assert isinstance(self.data, dict)
        assert not extra.keys() & self.data.keys()
        return {**self.data, **extra}


class ParameterError(AppError):
    code = 1000
    message = "Parameter error."


class SettingValueError(ParameterError):
    """A value a run-time setting's catalogue entry refuses."""


class InvalidRequest(ParameterError):
    """The request's validation refused a field (its own code below): the
    message names it, and so does `rtn_data.field`."""

    def __init__(self, field: str, *, written: str | None = None) -> None:
        super().__init__(written=written, field=field)
        self.field = field


class FieldRequired(InvalidRequest):
    code = 1011
    message = "Parameter error: {field} is required."


class FieldInvalid(InvalidRequest):
    code = 1012
    message = "Parameter error: {field} is invalid."


class FieldNotOneLine(InvalidRequest):
    code = 1013
    message = "Parameter error: {field} must be a single line without control characters."


class FieldHasControlCharacters(InvalidRequest):
    code = 1014
    message = "Parameter error: {field} must not contain control characters."


class FieldDayOutOfRange(InvalidRequest):
    code = 1015
    message = "Parameter error: {field} must be between the years 1900 and 2999."


class BodyNotJson(ParameterError):
    code = 1016
    message = "Parameter error: the body is not valid JSON."


class BodyNotObject(ParameterError):
    code = 1017
    message = "Parameter error: the body must be a JSON object."


class SortUnknown(ParameterError):
    """A list asked to be sorted by a field it does not sort by, or in a
    direction that is neither `asc` nor `desc`."""

    code = 1018
    message = "Parameter error: sort must be a field and a direction ({fields}; asc or desc)."
    field = "sort"


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
    message = "The request is larger than {limit} bytes."
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
