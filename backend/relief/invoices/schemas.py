from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id


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
