"""The refusals of sign-in and sessions: codes 40101 to 40199 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotPermitted, ParameterError, TooManyAttempts


class CentreAccountsOnly(NotPermitted):
    code = 40101
    message = "This call is for centre accounts."


class AccountNoCentre(NotPermitted):
    code = 40102
    message = "This account has no centre."


class StaffOnly(NotPermitted):
    code = 40103
    message = "This call is for platform staff."


class CurrentPasswordWrong(ParameterError):
    code = 40104
    message = "The current password is wrong."


class VerificationExpired(ParameterError):
    code = 40105
    message = "Your verification has expired, please start again."


class NoAccountForContact(ParameterError):
    code = 40106
    message = "No account uses this e-mail address or mobile number."


class VerificationUsed(ParameterError):
    code = 40107
    message = "This verification has already been used; please ask for a new code."


class EnterAccount(ParameterError):
    code = 40108
    message = "Please enter your account."
    field = "account"


class TooManyFailedSignIns(TooManyAttempts):
    code = 40109
    message = "Too many failed sign-in attempts, please try again in {minutes} minutes."


class PasswordTooWeak(ParameterError):
    code = 40110
    message = "The password needs at least 8 characters with a letter and a digit."


class TeacherAccountsOnly(NotPermitted):
    code = 40111
    message = "This call is for teacher accounts."


class AccountNoTeacherProfile(NotPermitted):
    code = 40112
    message = "This account has no teacher profile."
