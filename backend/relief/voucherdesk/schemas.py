"""The console's voucher calls: shapes in and out."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from relief.centre_admin.schemas import CentreFilter
from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Day, Id, Line, Text


class VoucherFilter(Input):
    """What narrows the list of every voucher (and its export)."""

    statuses: list[Literal[0, 1, 2, 3, 5]] | None = Field(
        default=None,
        max_length=5,
        description="As the list shows them: 0 active, 1 processing (attached to a booking), "
        "2 using (applied on an unpaid invoice), 3 used, 5 expired (an active or attached "
        "voucher past its expiry counts as expired); none or empty for all",
    )
    centreId: Id | None = None
    voucherType: Literal[1, 2, 3] | None = Field(
        default=None, description="1 signup voucher, 2 booking voucher, 3 issued by the platform"
    )
    useType: Literal[0, 1, 2] | None = Field(
        default=None, description="0 all teachers, 1 qualified, 2 unqualified"
    )
    issuedFrom: Day | None = Field(default=None, description="First day of issue (inclusive)")
    issuedTo: Day | None = Field(default=None, description="Last day of issue (inclusive)")
    expiresFrom: Day | None = Field(default=None, description="First day of expiry (inclusive)")
    expiresTo: Day | None = Field(default=None, description="Last day of expiry (inclusive)")
    keyword: Line | None = Field(default=None, max_length=64, description="Part of the name")
    sort: Line | None = Field(
        default=None,
        max_length=40,
        description="`field,asc` or `field,desc`: issuedAt (default, newest first), "
        "expiresAt, parValue, name or centreName",
    )


class VoucherDeskListIn(VoucherFilter, PageQuery):
    """One page of every voucher of the platform."""


class VoucherDeskItem(BaseModel):
    voucherId: int
    name: str
    conditions: str | None
    voucherType: int = Field(
        description="1 signup voucher, 2 booking voucher, 3 issued by the platform"
    )
    parValue: Decimal
    useType: int = Field(description="0 all teachers, 1 qualified, 2 unqualified")
    status: int = Field(
        description="0 active, 1 processing (attached to a booking), 2 using, 3 used, 5 expired"
    )
    issuedAt: datetime
    expiresAt: datetime
    centreId: int
    centreName: str
    bookingId: int | None = Field(description="The booking it is attached to or was applied for")
    invoiceId: int | None = Field(description="The invoice that applied it")
    invoiceNumber: str | None
    issuedBy: str | None = Field(description="The staff member who issued it (type 3)")
    expiredEarlyAt: datetime | None
    expiredBy: str | None = Field(description="The staff member who expired it early")
    expiryReason: str | None


class VoucherIssueIn(Input):
    """A voucher for each chosen centre, or for every centre the centre list's
    filter finds (within the caller's data scope); valid until the end of a
    day, or for a number of days."""

    centreIds: list[Id] | None = Field(
        default=None, max_length=5000, description="The centres chosen (at most 1,000)"
    )
    matching: CentreFilter | None = Field(
        default=None,
        description="Every centre the centre list finds with this filter (at most 1,000)",
    )
    name: Line = Field(max_length=200, description="2 to 64 characters")
    conditions: Text | None = Field(
        default=None, max_length=2000, description="What it is for, shown to the centre (500)"
    )
    value: Decimal = Field(
        ge=0, le=100_000, decimal_places=2, description="Dollars off: $1.00 to $1,000.00"
    )
    useType: Literal[0, 1, 2] = Field(description="0 all teachers, 1 qualified, 2 unqualified")
    expiresOn: Day | None = Field(
        default=None,
        description="The last day it is valid (to its end in each centre's time zone); "
        "after today, at most 730 days ahead",
    )
    validDays: int | None = Field(
        default=None, ge=0, le=100_000, description="Valid this many days from issue (1 to 730)"
    )


class VoucherIssuedOut(BaseModel):
    count: int = Field(description="How many centres were issued the voucher")
    voucherIds: list[int]


class VoucherExpireIn(Input):
    voucherId: Id
    reason: Text = Field(max_length=2000, description="Why, told to the centre (500)")
