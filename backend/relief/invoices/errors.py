"""The refusals of invoices: codes 41601 to 41699 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound


class InvoiceMissing(NotFound):
    code = 41601
    message = "The invoice does not exist."


class InvoiceNotPayable(Conflict):
    code = 41602
    message = "Only an unpaid or overdue invoice can be marked paid."


class InvoiceLinkExpiredNotValid(NotFound):
    code = 41603
    message = "This invoice link has expired or is not valid; download the invoice again."
