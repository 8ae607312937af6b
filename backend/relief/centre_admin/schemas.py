"""The console's centre calls: shapes in and out."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from pydantic import BaseModel, Field

from relief.authority.schemas import RegionItem
from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id, Line

# What an own rate or discount may be typed as (the rules set the real bounds).
RateInput = Decimal | None


class CentreFilter(Input):
    """The centre list's filter: a keyword (name, licence, company, GST
    number, contact, e-mail, phone, city, suburb), a region, whether the
    account is on, and whether the centre has rates of its own."""

    keyword: Line | None = Field(default=None, max_length=100)
    region: Line | None = Field(default=None, max_length=32)
    enabled: bool | None = None
    ownRates: bool | None = None


class CentreListIn(CentreFilter, PageQuery):
    pass


class AdminCentreItem(BaseModel):
    """A centre with every label of the spec's section 3."""

    centreId: int
    userId: int
    name: str
    licenceNumber: str | None
    companyName: str | None
    gstNumber: str | None
    contactPerson: str | None
    email: str | None
    phone: str | None
    address: str | None
    city: str | None
    suburb: str | None
    postalCode: str | None
    region: str | None
    qualifiedRate: Decimal | None
    unqualifiedRate: Decimal | None
    qualifiedDiscount: Decimal | None
    unqualifiedDiscount: Decimal | None
    ownRates: bool = Field(description="Whether any of the four is the centre's own")
    enabled: bool
    createdAt: datetime
    bookings: int


class CentreIdIn(Input):
    centreId: Id


class CentreRatesOut(BaseModel):
    """The centre's own rates and discounts (None: the platform's apply), the
    platform's rates (the entry rank's) and what the centre is priced at."""

    qualifiedRate: Decimal | None
    unqualifiedRate: Decimal | None
    qualifiedDiscount: Decimal | None
    unqualifiedDiscount: Decimal | None
    platformQualifiedRate: Decimal | None
    platformUnqualifiedRate: Decimal | None
    effectiveQualifiedRate: Decimal | None
    effectiveUnqualifiedRate: Decimal | None


class CentreBookingItem(BaseModel):
    bookingId: int
    status: int
    qualification: int
    numberOfTeachers: int
    startsAt: datetime
    endsAt: datetime
    hourlyRate: Decimal
    createdAt: datetime


class CentreInvoiceItem(BaseModel):
    invoiceId: int
    number: str | None
    kind: int
    bookingId: int | None
    status: int
    total: Decimal
    issuedAt: datetime | None
    dueAt: datetime | None
    paidAt: datetime | None


class CentreDetailOut(AdminCentreItem):
    """A centre's profile, location, contact, account, rates, and its latest
    bookings and invoices."""

    accountEmail: str
    agreed: bool
    deactiveNotice: str | None
    latitude: float
    longitude: float
    country: str | None
    timeZone: str
    invoices: int
    rates: CentreRatesOut
    recentBookings: list[CentreBookingItem]
    recentInvoices: list[CentreInvoiceItem]


class CentreRatesIn(Input):
    """A centre's own rates and discounts in dollars an hour; an empty one
    (null) means the platform's rate, or no discount."""

    centreId: Id
    qualifiedRate: RateInput = Field(default=None, ge=0, le=100_000, decimal_places=2)
    unqualifiedRate: RateInput = Field(default=None, ge=0, le=100_000, decimal_places=2)
    qualifiedDiscount: RateInput = Field(default=None, ge=0, le=100_000, decimal_places=2)
    unqualifiedDiscount: RateInput = Field(default=None, ge=0, le=100_000, decimal_places=2)


class CentreRegionsOut(BaseModel):
    """The regions the centre list filters by: those the caller's roles see."""

    list: list[RegionItem]
