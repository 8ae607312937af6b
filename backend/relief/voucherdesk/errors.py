"""The refusals of the console's vouchers: codes 45301 to 45399 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class RecipientsNotChosen(ParameterError):
    code = 45301
    message = (
        "Choose the centres to issue the voucher to, or issue it to every centre a filter finds."
    )
    field = "centreIds"


class TooManyRecipients(ParameterError):
    code = 45302
    message = (
        "A voucher is issued to at most {limit} centres at once, and this would be {count}. "
        "Narrow the centres."
    )
    field = "centreIds"


class NoCentreFound(ParameterError):
    code = 45303
    message = "No centre matches the filter: nothing was issued."
    field = "matching"


class IssueCentreMissing(NotFound):
    code = 45304
    message = "A chosen centre does not exist (ID {centreId})."
    field = "centreIds"


class VoucherNameLength(ParameterError):
    code = 45305
    message = "A voucher's name must be {low} to {high} characters."
    field = "name"


class ConditionsTooLong(ParameterError):
    code = 45306
    message = "The conditions can be at most {high} characters."
    field = "conditions"


class VoucherValueOutOfBounds(ParameterError):
    code = 45307
    message = "A voucher's value must be between ${low} and ${high}."
    field = "value"


class ValidityNotChosen(ParameterError):
    code = 45308
    message = "Give the voucher either an expiry date or a number of days it is valid."
    field = "expiresOn"


class ExpiryNotAhead(ParameterError):
    code = 45309
    message = "The expiry date must be after today ({today})."
    field = "expiresOn"


class ExpiryTooFar(ParameterError):
    code = 45310
    message = (
        "A voucher is valid for at most {days} days: its expiry date can be {last} at the latest."
    )
    field = "expiresOn"


class ValidDaysOutOfBounds(ParameterError):
    code = 45311
    message = "A voucher is valid for 1 to {days} days."
    field = "validDays"


class DeskVoucherMissing(NotFound):
    code = 45312
    message = "The voucher does not exist."
    field = "voucherId"


class ExpireAttached(Conflict):
    code = 45313
    message = (
        "This voucher is attached to booking {bookingId} and cannot be expired early. "
        "It comes back if the booking is cancelled before its first invoice."
    )
    field = "voucherId"


class ExpireApplied(Conflict):
    code = 45314
    message = "This voucher has been applied on an invoice and cannot be expired early."
    field = "voucherId"


class AlreadyExpired(Conflict):
    code = 45315
    message = "This voucher has already expired."
    field = "voucherId"


class ExpiryReasonMissing(ParameterError):
    code = 45316
    message = "Give the reason the voucher is expired early: the centre is told."
    field = "reason"


class ExpiryReasonTooLong(ParameterError):
    code = 45317
    message = "The reason can be at most {high} characters."
    field = "reason"


class IssuedPeriodBackwards(ParameterError):
    code = 45318
    message = "The period of issue ends before it starts."
    field = "issuedTo"


class ExpiryPeriodBackwards(ParameterError):
    code = 45319
    message = "The period of expiry ends before it starts."
    field = "expiresTo"
