from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from pydantic import BaseModel


class UpcomingHoliday(BaseModel):
    date: date
    name: str


class HomeStatisticsOut(BaseModel):
    centerName: str
    teachersNearby: int
    qualifiedNearby: int
    unqualifiedNearby: int
    nearbyRadiusKm: int
    unreadNotices: int
    upcomingHolidays: list[UpcomingHoliday]


class CouponOut(BaseModel):
    couponType: int | None
    newCenterCouponFlag: bool
    parValue: Decimal
    validityEndTimeData: datetime | None
    activeFlag: bool
