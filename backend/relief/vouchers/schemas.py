from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery


class VoucherListIn(PageQuery):
    status: Literal[0, 1, 2, 3, 5] | None = Field(
        default=None, description="0 active, 1 book, 2 using, 3 used, 5 expired; none for all"
    )


class UsableIn(Input):
    qualification: Literal[1, 2, 3] = Field(description="The booking's qualification")


class VoucherItem(BaseModel):
    id: int
    name: str
    voucherType: int = Field(
        description="1 signup voucher, 2 booking voucher, 3 issued by the platform"
    )
    parValue: Decimal
    useType: int = Field(description="0 all teachers, 1 qualified, 2 unqualified")
    status: int = Field(description="0 active, 1 book, 2 using, 3 used, 5 expired")
    issuedAt: datetime
    expiresAt: datetime
    bookingId: int | None
    conditions: str | None = Field(description="What the voucher is for, as staff wrote it")
    expiredEarlyAt: datetime | None = Field(description="When staff ended it before its expiry")
    expiryReason: str | None = Field(description="Why staff ended it early")


class UsableOut(BaseModel):
    list: list[VoucherItem]
