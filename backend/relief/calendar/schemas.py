"""Shapes of the centre's calendar."""

from __future__ import annotations

from datetime import date, datetime

from pydantic import BaseModel, Field

from relief.kit.envelope import Input
from relief.kit.inputs import Day

MAX_DAYS = 62


class CalendarIn(Input):
    dateFrom: Day = Field(description="First day shown")
    dateTo: Day = Field(description=f"Last day shown (inclusive; at most {MAX_DAYS} days)")


class CalendarJobRecord(BaseModel):
    jobRecordId: int
    teacherId: int
    teacherName: str
    status: int = Field(description="2 processing, 3 finished, 4 leave, 5 canceled, 6 extend")
    startsAt: datetime
    endsAt: datetime


class CalendarBooking(BaseModel):
    bookingId: int
    status: int = Field(description="1 confirmed, 2 processing, 3 failed")
    startsAt: datetime = Field(description="This day's start, in the centre's time zone")
    endsAt: datetime
    numberOfTeachers: int
    confirmedTeachers: int = Field(description="Teachers booked (or who worked) this day")
    jobRecords: list[CalendarJobRecord]


class CalendarDay(BaseModel):
    date: date
    holiday: str | None = Field(description="Public holiday of the centre's region, if any")
    bookings: list[CalendarBooking]


class CalendarOut(BaseModel):
    days: list[CalendarDay]


class CalendarFeedOut(BaseModel):
    """The caller's own calendar feed."""

    enabled: bool = Field(description="Whether the feed is on")
    feedPath: str | None = Field(
        description="The feed's address on this host (/api/calendar/feed/<token>.ics) while "
        "it is on: a secret, the only key to the feed; null when off"
    )
    turnedOnAt: datetime | None = Field(description="When this address was made")
    pastDays: int = Field(description="The feed holds jobs that ended up to this many days ago")
    refreshMinutes: int = Field(description="How often calendars are asked to read it again")
