"""The refusals of the staff calls: codes 40501 to 40599 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, NotPermitted, ParameterError


class StaffAccountsNotChangedHere(NotPermitted):
    code = 40501
    message = "Staff accounts are not changed here."


class ReasonRequiredRejectTeacher(ParameterError):
    code = 40502
    message = "A reason is required to reject a teacher."


class NoticeRequiredDeactivateAccount(ParameterError):
    code = 40503
    message = "A notice is required to deactivate an account."


class TeacherMissing(NotFound):
    code = 40504
    message = "The teacher does not exist."


class AccountMissing(NotFound):
    code = 40505
    message = "The account does not exist."


class SettingMissing(NotFound):
    code = 40506
    message = "The setting does not exist."


class TaskMissing(NotFound):
    code = 40507
    message = "The task does not exist."


class OnlyParkedTaskRetried(Conflict):
    code = 40508
    message = "Only a parked task can be retried."


class EmailMissing(NotFound):
    code = 40509
    message = "The e-mail does not exist."


class OnlyParkedEmailRetried(Conflict):
    code = 40510
    message = "Only a parked e-mail can be retried."


class EmailInvalid(ParameterError):
    code = 40511
    message = "Please enter a valid e-mail address."


class NameLength(ParameterError):
    code = 40512
    message = "The name must be 1 to {length} characters."


class EmailAlreadyRegistered(Conflict):
    code = 40513
    message = "This e-mail address is already registered."


class SessionMissing(NotFound):
    code = 40514
    message = "The session has ended or does not exist."


class OwnAccountNotSwitchedOff(NotPermitted):
    code = 40515
    message = "You cannot switch your own account off."


class OwnPasswordNotReset(NotPermitted):
    code = 40516
    message = "Change your own password with your current one instead."
