from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from pydantic import BaseModel, Field

from relief.auth.schemas import SessionUser
from relief.kit.envelope import Input


class CentreDetailsIn(Input):
    """The centre's information and the map location form."""

    name: str = Field(max_length=64)
    licenceNumber: str | None = Field(default=None, max_length=64)
    companyName: str | None = Field(default=None, max_length=128)
    gstNumber: str | None = Field(default=None, max_length=32)
    contactPerson: str = Field(min_length=1, max_length=64)
    latitude: float = Field(ge=-90, le=90)
    longitude: float = Field(ge=-180, le=180)
    address: str | None = Field(default=None, max_length=255)
    city: str | None = Field(default=None, max_length=64)
    suburb: str | None = Field(default=None, max_length=64)
    postalCode: str | None = Field(default=None, max_length=16)
    country: str | None = Field(default=None, max_length=64)


class SignupIn(CentreDetailsIn):
    phoneTicket: str = Field(min_length=1, max_length=512)
    emailTicket: str = Field(min_length=1, max_length=512)
    password: str = Field(min_length=1, max_length=128)


class VoucherOut(BaseModel):
    name: str
    parValue: Decimal
    validityEndTime: datetime


class SignupOut(BaseModel):
    token: str
    user: SessionUser
    voucher: VoucherOut | None
