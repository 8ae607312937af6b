"""Invoices as Xero's sales invoice import reads them: pure functions from an
invoice's own figures to the rows of a CSV file.

The columns are those of Xero's import template (Sales > Invoices > Import),
in its order, every one written even when empty; a heading Xero requires
carries its asterisk, as in the template. One row per line of an invoice,
the invoice's contact, number and dates repeated on each; a voucher discount
is a line of its own with a negative amount, so each invoice's rows add up,
with their GST, to the invoice's total. Dates are DD/MM/YYYY, amounts have 2
decimals, the file is UTF-8 with the quoting of RFC 4180 (a comma, a quote or
a line break in a value is quoted).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from relief.invoices import rules

HEADER: tuple[str, ...] = (
    "*ContactName",
    "EmailAddress",
    "POAddressLine1",
    "POAddressLine2",
    "POAddressLine3",
    "POAddressLine4",
    "POCity",
    "PORegion",
    "POPostalCode",
    "POCountry",
    "*InvoiceNumber",
    "Reference",
    "*InvoiceDate",
    "*DueDate",
    "Total",
    "InventoryItemCode",
    "*Description",
    "*Quantity",
    "*UnitAmount",
    "Discount",
    "*AccountCode",
    "*TaxType",
    "TaxAmount",
    "TrackingName1",
    "TrackingOption1",
    "TrackingName2",
    "TrackingOption2",
    "Currency",
    "BrandingTheme",
)

CURRENCY = "NZD"
# A text a spreadsheet program would take for a formula starts with one of
# these; such a text is written after a single quote (the file is often
# opened in one before it is imported).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True)
class Contact:
    """Who the invoice is with, as Xero files the contact."""

    name: str
    email: str = ""
    address_lines: tuple[str, ...] = ()
    city: str = ""
    region: str = ""
    postal_code: str = ""
    country: str = ""


@dataclass(frozen=True)
class Line:
    """One line of an invoice, with the account Xero codes it to."""

    description: str
    hours: Decimal | None
    unit_price: Decimal | None
    amount: Decimal
    account_code: str


@dataclass(frozen=True)
class Invoice:
    """An issued invoice's own figures, and its lines."""

    number: str
    reference: str
    issued_on: date
    due_on: date
    tax_rate: Decimal
    tax: Decimal
    total: Decimal
    lines: tuple[Line, ...]


def day(value: date) -> str:
    return f"{value:%d/%m/%Y}"


def amount(value: Decimal) -> str:
    return f"{value:.2f}"


def text(value: str) -> str:
    """A text as the file carries it: never read as a formula."""
    return "'" + value if value.startswith(FORMULA_STARTS) else value


def rows(invoice: Invoice, contact: Contact, sale: bool) -> list[list[str]]:
    """The invoice's rows: one a line, its GST shared over them so that they
    add up to the invoice's own; `sale` for the platform's sales, else a
    centre's bill."""
    taxes = rules.line_taxes([line.amount for line in invoice.lines], invoice.tax_rate, invoice.tax)
    lines = list(contact.address_lines[:4]) + [""] * (4 - len(contact.address_lines[:4]))
    head = [
        text(contact.name),
        text(contact.email),
        *(text(line) for line in lines),
        text(contact.city),
        text(contact.region),
        text(contact.postal_code),
        text(contact.country),
        text(invoice.number),
        text(invoice.reference),
        day(invoice.issued_on),
        day(invoice.due_on),
        amount(invoice.total),
        "",
    ]
    found = []
    for line, tax in zip(invoice.lines, taxes, strict=True):
        quantity, unit = rules.quantity_and_price(line.hours, line.unit_price, line.amount)
        found.append(
            [
                *head,
                text(line.description),
                amount(quantity),
                amount(unit),
                "",
                text(line.account_code),
                rules.tax_type(invoice.tax_rate, sale),
                amount(tax),
                "",
                "",
                "",
                "",
                CURRENCY,
                "",
            ]
        )
    return found


def csv_bytes(invoices: Iterable[tuple[Invoice, Contact]], sale: bool) -> bytes:
    """The whole file: the heading, then every invoice's rows, in UTF-8."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(HEADER)
    for invoice, contact in invoices:
        writer.writerows(rows(invoice, contact, sale))
    return out.getvalue().encode("utf-8")
