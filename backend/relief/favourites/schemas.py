"""Shapes of the centre's favourite and block calls, and of the favourites
picker on the creation page."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input
from relief.kit.inputs import Id, Line, Moment, Text

SEARCH_LIMIT = 20


class TeacherRef(Input):
    teacherId: Id


class BlockIn(TeacherRef):
    reason: Text | None = Field(default=None, max_length=500)


class FavouriteSearchIn(Input):
    """At least one of the three is needed."""

    firstName: Line | None = Field(default=None, max_length=64, description="Prefix, any case")
    lastName: Line | None = Field(default=None, max_length=64, description="Prefix, any case")
    registrationNumber: Line | None = Field(default=None, max_length=32, description="Exact")


class BookingRef(Input):
    bookingId: Id


class FavouriteItem(BaseModel):
    teacherId: int
    firstName: str
    lastName: str
    rank: str
    rating: Decimal | None
    qualification: int = Field(description="1 qualified, 2 unqualified, 3 newly qualified")
    registrationNumber: str | None
    lastJobDate: date | None = Field(description="Last finished job at this centre")
    completedHours: Decimal = Field(description="Working hours of finished job records")
    addedAt: datetime


class SearchItem(BaseModel):
    teacherId: int
    firstName: str
    lastName: str
    rank: str
    rating: Decimal | None
    qualification: int
    registrationNumber: str | None
    isFavourite: bool
    isBlocked: bool
    workedHere: bool = Field(description="Has finished a job at this centre")


class SearchOut(BaseModel):
    list: list[SearchItem]


class TeacherMarks(BaseModel):
    teacherId: int
    isFavourite: bool
    isBlocked: bool


class BlockOut(TeacherMarks):
    withdrawnInvites: int = Field(description="Open invites to your bookings now withdrawn")


class BlockedItem(BaseModel):
    teacherId: int
    firstName: str
    lastName: str
    rank: str
    reason: str | None
    blockedAt: datetime


class BlockedListOut(BaseModel):
    list: list[BlockedItem]


class PickerIn(Input):
    """The creation page's draft, as far as it decides who can come."""

    bookingType: Literal[1, 2, 3] = Field(description="1 Standard, 2 Advance, 3 Multiple")
    jobStartTime: Moment = Field(description="Start of the first day")
    jobEndTime: Moment = Field(description="End of the last day")
    qualification: Literal[1, 2, 3]
    gender: Literal[0, 1, 2]
    teacherTalentPool: int = Field(ge=1, le=3)
    weekdays: list[Annotated[int, Field(ge=1, le=7)]] = Field(default_factory=list, max_length=7)
    includeWeekends: bool = False
    includeHolidays: bool = False
    ageGroup: int | None = Field(default=None, ge=1, le=5)


class PickerItem(BaseModel):
    teacherId: int
    firstName: str
    lastName: str
    rank: str
    rating: Decimal | None
    qualification: int
    gender: int
    available: bool
    reason: str | None = Field(
        description="Why the teacher cannot take every day: unavailable, overlapping_job, "
        "gender, qualification, talent_pool, document_expired, disabled, not_approved, "
        "beyond_travel_radius; null when available"
    )


class PickerOut(BaseModel):
    list: list[PickerItem]
    availableCount: int
    days: int = Field(description="Working days of the draft")


class FavouriteState(BaseModel):
    teacherId: int
    firstName: str
    lastName: str
    rank: str
    rating: Decimal | None
    inviteId: int
    inviteStatus: int = Field(
        description="0 withdrawn, 1 interested, 2 connecting, 3 expired, 4 declined"
    )
    state: Literal[1, 2, 3] = Field(description="1 Connecting, 2 Unavailable, 3 Declined")
    confirmed: bool
    invitedAt: datetime
    answeredAt: datetime | None


class StatesOut(BaseModel):
    bookingId: int
    bookingStatus: int
    list: list[FavouriteState]
