"""The refusals of invoices: codes 41601 to 41699, and 45702 to 45799 for the
accounting export (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class InvoiceMissing(NotFound):
    code = 41601
    message = "The invoice does not exist."


class InvoiceNotPayable(Conflict):
    code = 41602
    message = "Only an unpaid or overdue invoice can be marked paid."


class InvoiceLinkExpiredNotValid(NotFound):
    code = 41603
    message = "This invoice link has expired or is not valid; download the invoice again."


class PaymentDateInFuture(ParameterError):
    code = 41604
    message = "The payment date cannot be in the future."
    field = "paidOn"


class PaymentDateBeforeInvoice(ParameterError):
    code = 41605
    message = "The payment date cannot be before the invoice date."
    field = "paidOn"


class IssuePeriodBackwards(ParameterError):
    code = 41606
    message = "The period of issue ends before it starts."
    field = "issuedTo"


class NothingIssuedInPeriod(ParameterError):
    code = 45702
    message = "No invoices were issued in this period."
    field = "issuedFrom"


class NoSuchPart(ParameterError):
    code = 45703
    message = "There is no file {part}: the period has {count} invoices, 500 to a file."
    field = "part"


class AccountingLinkExpiredNotValid(NotFound):
    code = 45704
    message = "This export link has expired or is not valid; export the invoices again."
