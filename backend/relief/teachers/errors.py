"""The refusals of the teacher app: codes 41201 to 41299 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class EndDateCannotEarlierThan(ParameterError):
    code = 41201
    message = "The end date cannot be earlier than the start date."


class RangeTooLong(ParameterError):
    code = 41202
    message = "Please choose a range of at most {days} days."


class UnavailableTimeEndsBeforeStart(ParameterError):
    code = 41203
    message = "The end of an unavailable time must be later than its start."


class UnavailableTimeTooLong(ParameterError):
    code = 41204
    message = "An unavailable time can be at most {days} days long."


class UnavailableTimePassed(ParameterError):
    code = 41205
    message = "This time has already passed; please choose a time that ends in the future."


class UnavailableTimeOverlaps(Conflict):
    code = 41206
    message = "This time overlaps a time you already marked unavailable."


class UnavailableTimeMissing(NotFound):
    code = 41207
    message = "The unavailable time does not exist."


class InviteMissing(NotFound):
    code = 41210
    message = "The invite does not exist."


class JobRecordMissing(NotFound):
    code = 41211
    message = "The job record does not exist."


class EnterNewZealandBankAccount(ParameterError):
    code = 41212
    message = "Please enter a New Zealand bank account number such as 12-3456-1234567-001."
    field = "bankAccountNumber"


class IrdNumberInvalid(ParameterError):
    code = 41213
    message = "Please enter a valid IRD number (8 or 9 digits)."
    field = "taxNumber"


class ChooseTaxCodeFromList(ParameterError):
    code = 41214
    message = "Please choose a tax code from the list."
    field = "taxCode"
