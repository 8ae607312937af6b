"""The console's statistics calls: shapes in and out."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input
from relief.kit.inputs import Day, Id


class PeriodIn(Input):
    """A period of local days, both ends counted, at most 366 days."""

    dateFrom: Day = Field(description="First day of the period (platform time zone)")
    dateTo: Day = Field(description="Last day of the period, counted")


class CentreStatisticsIn(PeriodIn):
    centreId: Id


class TeacherStatisticsIn(PeriodIn):
    teacherId: Id


class FillRow(BaseModel):
    """Bookings and teacher-days of one slice (a lead time, a weekday...)."""

    key: str = Field(description="The slice: a lead time, weekday 1-7, region, qualification")
    bookings: int
    requestedDays: int = Field(description="Teacher-days asked for on days that have started")
    filledDays: int = Field(description="Of those, the ones with a teacher by their start")
    fillRate: float | None = Field(description="filledDays / requestedDays, 0..1")
    unfilledBookings: int = Field(description="Bookings with a teacher-day unfilled at its start")


class CentreFillOut(BaseModel):
    """How fast a centre's bookings of a period filled (the console's
    booking figures for that centre, by lead time only)."""

    dateFrom: date
    dateTo: date
    total: FillRow
    confirmedCount: int = Field(description="Bookings timed for time to fill")
    medianFillSeconds: float | None = Field(
        description="Median seconds from making a booking to its last confirmation"
    )
    p90FillSeconds: float | None = Field(description="90th percentile of the same")
    byLeadTime: list[FillRow] = Field(
        description="By how long before its start each booking was made: sameDay, oneDay, "
        "twoToSeven, eightPlus (only those with bookings)"
    )


class BookingFigures(BaseModel):
    total: FillRow
    canceled: int = Field(description="Bookings of the period the centre canceled")
    confirmedCount: int = Field(description="Bookings timed for time to fill")
    medianFillSeconds: float | None
    p90FillSeconds: float | None
    byLeadTime: list[FillRow]
    byWeekday: list[FillRow]
    byRegion: list[FillRow]
    byQualification: list[FillRow]


class MoneyFigures(BaseModel):
    invoices: int = Field(description="Invoices issued in the period")
    revenue: Decimal = Field(description="Subtotals less discounts, before GST")
    gst: Decimal
    total: Decimal = Field(description="What the invoices bill, GST included")
    cancellationFees: Decimal
    placementFees: Decimal


class TeacherFigures(BaseModel):
    approved: int
    active: int = Field(
        description="Approved teachers with a job in the 30 days to the period's end"
    )
    dormant: int = Field(description="Approved teachers without one")
    expiringDocuments: int = Field(
        description="Approved teachers with a registration, first aid or police vetting "
        "expiring within 30 days of the period's end"
    )


class StatisticsOut(BaseModel):
    dateFrom: date
    dateTo: date
    bookings: BookingFigures
    money: MoneyFigures
    teachers: TeacherFigures | None = Field(description="Platform-wide only; null for a centre")


class TeacherStatisticsOut(BaseModel):
    dateFrom: date
    dateTo: date
    teacherId: int
    name: str
    jobs: int = Field(description="Job records on days of the period, canceled ones aside")
    finished: int
    left: int = Field(description="Jobs the teacher asked leave from")
    canceled: int
    hours: Decimal = Field(description="Paid hours of confirmed time sheets of the period")
    reliability: float | None = Field(description="finished / (finished + left), 0..1")
    rating: Decimal | None
