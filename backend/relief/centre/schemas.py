from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input
from relief.kit.inputs import Line


class UpcomingHoliday(BaseModel):
    date: date
    name: str


class HomeStatisticsOut(BaseModel):
    centerName: str
    today: date = Field(
        description="The centre's date by the platform's clock (a demo's may run ahead)"
    )
    teachersNearby: int
    qualifiedNearby: int
    unqualifiedNearby: int
    nearbyRadiusKm: int
    unreadNotices: int
    upcomingHolidays: list[UpcomingHoliday]
    processingBookings: int = Field(description="Bookings still looking for teachers")
    upcomingBookings: int = Field(description="Confirmed bookings that have not ended")
    completedThisMonth: int = Field(
        description="Confirmed bookings that ended this month (centre's time zone)"
    )
    timeSheetsToConfirm: int
    unpaidInvoices: int = Field(description="Issued invoices not paid and not yet due")
    overdueInvoices: int
    amountDue: Decimal = Field(description="Total of the unpaid and overdue invoices")


class CouponOut(BaseModel):
    couponType: int | None
    newCenterCouponFlag: bool
    parValue: Decimal
    validityEndTimeData: datetime | None
    activeFlag: bool


class CentreDetailsIn(Input):
    """The centre's information and the map location form."""

    name: Line = Field(max_length=64)
    licenceNumber: Line | None = Field(default=None, max_length=64)
    companyName: Line | None = Field(default=None, max_length=128)
    gstNumber: Line | None = Field(default=None, max_length=32)
    contactPerson: Line = Field(min_length=1, max_length=64)
    latitude: float = Field(ge=-90, le=90)
    longitude: float = Field(ge=-180, le=180)
    address: Line | None = Field(default=None, max_length=255)
    city: Line | None = Field(default=None, max_length=64)
    suburb: Line | None = Field(default=None, max_length=64)
    postalCode: Line | None = Field(default=None, max_length=16)
    country: Line | None = Field(default=None, max_length=64)
