"""Shapes of the time sheet calls."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id, Line, Moment, Text


class TimeSheetListIn(PageQuery):
    status: Literal[1, 2] = Field(default=1, description="1 to confirm, 2 confirmed")


class TimeSheetItem(BaseModel):
    id: int
    jobRecordId: int
    bookingId: int
    teacherId: int
    teacherName: str
    date: date
    status: int = Field(description="1 to confirm, 2 confirmed")
    hourlyRate: Decimal
    bookedStartsAt: datetime
    bookedEndsAt: datetime
    bookedBreakMinutes: int
    reportedStartsAt: datetime | None
    reportedEndsAt: datetime | None
    reportedBreakMinutes: int | None
    reportedAt: datetime | None
    startsAt: datetime | None = Field(description="Confirmed start; null while to confirm")
    endsAt: datetime | None
    breakMinutes: int | None
    hours: Decimal = Field(
        description="Paid hours: as confirmed, or what confirming as is would pay"
    )
    amount: Decimal = Field(description="Hourly rate x paid hours, to the cent")
    confirmation: int | None = Field(description="1 as is, 2 adjusted, 3 by default; null")
    reason: str | None = Field(description="timesheet_reason dictionary value of an adjustment")
    note: str | None
    confirmedAt: datetime | None
    defaultAt: datetime = Field(description="When it confirms itself with the booked hours")


class TimeSheetConfirmIn(Input):
    timeSheetId: Id
    startTime: Moment | None = Field(
        default=None, description="Adjusted start; leave both times out to confirm as is"
    )
    endTime: Moment | None = None
    breakMinutes: int | None = Field(
        default=None, ge=0, le=720, description="Adjusted break; by the lunch rule when left out"
    )
    reason: Line | None = Field(
        default=None, max_length=32, description="timesheet_reason dictionary value"
    )
    note: Text | None = Field(default=None, max_length=500, description="Needed for 'other' (5)")


class TimeSheetReportIn(Input):
    jobRecordId: Id
    startTime: Moment
    endTime: Moment
    breakMinutes: int | None = Field(
        default=None, ge=0, le=720, description="By the lunch rule when left out"
    )
