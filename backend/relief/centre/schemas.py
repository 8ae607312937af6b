from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from pydantic import BaseModel, Field


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
