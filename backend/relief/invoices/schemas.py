from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import MAX_ID, Day, Id, Line


class InvoiceListIn(PageQuery):
    status: Literal[1, 2, 3] | None = Field(
        default=None, description="1 unpaid, 2 paid, 3 overdue; none for all"
    )


class InvoiceRef(Input):
    invoiceId: Id


class InvoiceItem(BaseModel):
    id: int
    number: str
    kind: int = Field(description="1 booking week, 2 placement fee")
    bookingId: int | None
    weekStart: date | None
    issuedAt: datetime
    dueAt: datetime
    paidAt: datetime | None
    subtotal: Decimal
    discount: Decimal
    taxRate: Decimal
    tax: Decimal
    total: Decimal
    status: int = Field(description="1 unpaid, 2 paid, 3 overdue")


class InvoiceLineOut(BaseModel):
    id: int
    kind: int = Field(description="1 time sheet, 2 cancellation fee, 3 placement fee")
    description: str
    hours: Decimal | None
    unitPrice: Decimal | None
    amount: Decimal
    qualification: int | None


class InvoiceDetail(InvoiceItem):
    lines: list[InvoiceLineOut]
    voucherName: str | None


class InvoiceLinkOut(BaseModel):
    url: str
    expiresAt: datetime


# What staff read across centres.


class StaffInvoiceFilter(Input):
    """What narrows the staff's invoice list and its totals."""

    status: Literal[1, 2, 3] | None = Field(
        default=None,
        description="1 unpaid, 2 paid, 3 overdue (due date passed, unpaid); none for all",
    )
    centreId: Id | None = None
    issuedFrom: Day | None = Field(default=None, description="First day of issue (inclusive)")
    issuedTo: Day | None = Field(default=None, description="Last day of issue (inclusive)")
    keyword: Line | None = Field(default=None, max_length=32, description="Part of the number")


class StaffInvoiceListIn(StaffInvoiceFilter, PageQuery):
    """One page of every centre's issued invoices, newest first."""


class StaffInvoiceItem(InvoiceItem):
    centreId: int
    centreName: str


class StaffInvoiceTotals(BaseModel):
    count: int
    amount: Decimal = Field(description="Sum of the totals of the invoices matched")
    outstanding: Decimal = Field(description="Sum of those not paid yet")
    overdue: int = Field(description="How many of them are overdue")
    asOf: datetime = Field(description="The platform's now the overdue ones are counted at")


class StaffInvoiceDetail(InvoiceDetail):
    centreId: int
    centreName: str


class PaymentIn(Input):
    invoiceId: Id
    paidOn: Day | None = Field(
        default=None,
        description="The day the money came in (centre's time zone); today when left out. "
        "Not in the future, not before the invoice's date.",
    )


class FeeListIn(PageQuery):
    kind: Literal[2, 3] | None = Field(
        default=None, description="2 cancellation fee, 3 placement fee; none for both"
    )
    centreId: Id | None = None
    issuedFrom: Day | None = None
    issuedTo: Day | None = None


class FeeItem(BaseModel):
    lineId: int
    kind: int = Field(description="2 cancellation fee, 3 placement fee")
    description: str
    amount: Decimal
    invoiceId: int
    invoiceNumber: str
    invoiceStatus: int = Field(description="1 unpaid, 2 paid, 3 overdue")
    issuedAt: datetime
    centreId: int
    centreName: str


# The accounting export: a period's invoices in Xero's import layout.


class AccountingPeriodIn(Input):
    """A period of issue: whole days (the centre's time zone for a centre,
    the platform's for staff)."""

    issuedFrom: Day = Field(description="First day of issue (inclusive)")
    issuedTo: Day = Field(description="Last day of issue (inclusive)")


class AccountingExportIn(AccountingPeriodIn):
    part: int = Field(
        default=1,
        ge=1,
        le=MAX_ID,
        description="Which file of the period: invoices 1-500 oldest first, 501-1000...",
    )


class AccountingSummary(BaseModel):
    count: int = Field(description="Invoices issued in the period")
    perFile: int = Field(description="The most invoices one file holds (Xero's limit)")
    files: int = Field(description="How many files the period's invoices fill")


class AccountingLinkOut(BaseModel):
    url: str = Field(description="The CSV file, without signing in, until expiresAt")
    expiresAt: datetime
    fileName: str
    invoices: int = Field(description="How many invoices the file holds")
