"""The refusals of invoices: codes 41601 to 41699 (docs/api.md)."""

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
