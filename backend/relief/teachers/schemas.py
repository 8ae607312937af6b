"""Shapes of the teacher app's calls."""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Day, Id, Line, Moment, Text

# Digits with the usual separators, an optional leading +: "+64 21 123 4567".
MOBILE = re.compile(r"^\+?[0-9][0-9 ()-]{5,24}$")


# --- profile -----------------------------------------------------------------


class RankOut(BaseModel):
    name: str
    pointsNeeded: int
    nextRank: str | None = Field(description="The next rank up; null at the top rank")
    pointsToNext: int | None = Field(description="Points still needed for the next rank")


class TeacherProfile(BaseModel):
    id: int
    firstName: str
    lastName: str
    email: str
    mobile: str | None
    gender: int = Field(description="0 none, 1 female, 2 male")
    qualification: int = Field(description="1 qualified, 2 unqualified, 3 newly qualified")
    registrationNumber: str | None
    talentPool: int | None
    ageGroups: list[int] = Field(description="`age_group` dictionary values the teacher works with")
    approval: int = Field(description="0 pending, 1 approved, 2 rejected")
    freeJobSeeker: bool
    address: str | None
    suburb: str | None
    city: str | None
    postalCode: str | None
    latitude: float
    longitude: float
    travelRadiusKm: int
    rank: RankOut
    points: int
    rating: Decimal | None
    completedHours: Decimal = Field(description="Paid hours of confirmed time sheets")
    philosophy: str | None
    registrationExpiry: date | None
    firstAidExpiry: date | None
    policeVettingExpiry: date | None


class TeacherLoginOut(BaseModel):
    token: str
    teacher: TeacherProfile


def _text_or_none(value: str | None) -> str | None:
    return value or None


class ProfileUpdateIn(Input):
    """The fields a teacher may change; omitted fields stay as they are."""

    latitude: float | None = Field(default=None, ge=-90, le=90, allow_inf_nan=False)
    longitude: float | None = Field(default=None, ge=-180, le=180, allow_inf_nan=False)
    address: Line | None = Field(default=None, max_length=255)
    suburb: Line | None = Field(default=None, max_length=64)
    city: Line | None = Field(default=None, max_length=64)
    postalCode: Line | None = Field(default=None, max_length=16)
    travelRadiusKm: int | None = Field(default=None, ge=1, le=100)
    mobile: Line | None = Field(default=None, max_length=32)
    philosophy: Text | None = Field(default=None, max_length=2000)
    freeJobSeeker: bool | None = Field(
        default=None, description="Looking for a permanent job: sees UR-Free job offers"
    )

    @field_validator("latitude", "longitude", "travelRadiusKm", "freeJobSeeker", mode="before")
    @classmethod
    def _not_null(cls, value: object) -> object:
        if value is None:
            raise PydanticCustomError("not_null", "cannot be empty")
        return value

    @field_validator("address", "suburb", "city", "postalCode", "philosophy")
    @classmethod
    def _blank_is_none(cls, value: str | None) -> str | None:
        return _text_or_none(value)

    @field_validator("mobile")
    @classmethod
    def _mobile(cls, value: str | None) -> str | None:
        if value and not MOBILE.fullmatch(value):
            raise PydanticCustomError("mobile", "must be a phone number such as +64 21 123 4567")
        return _text_or_none(value)

    @model_validator(mode="after")
    def _both_coordinates(self) -> ProfileUpdateIn:
        given = {"latitude", "longitude"} & self.model_fields_set
        if len(given) == 1:
            raise PydanticCustomError(
                "coordinates", "latitude and longitude of your home must be given together"
            )
        return self


# --- availability -------------------------------------------------------------


class AvailabilityListIn(Input):
    from_: Day = Field(alias="from", description="First day, in the platform's time zone")
    to: Day = Field(description="Last day (included); at most 92 days in all")


class SpanOut(BaseModel):
    id: int
    startsAt: datetime
    endsAt: datetime
    note: str | None


class SpanListOut(BaseModel):
    list: list[SpanOut]


class SpanAddIn(Input):
    startsAt: Moment
    endsAt: Moment
    note: Text | None = Field(default=None, max_length=255)


class SpanAddedOut(SpanOut):
    overlapsJob: bool = Field(
        description="The time overlaps a job you are booked for: apply for leave for that job"
    )


class SpanRef(Input):
    id: Id


# --- invites -----------------------------------------------------------------


class InviteListIn(PageQuery):
    scope: Literal["open", "answered"] = "open"


class CentreBrief(BaseModel):
    name: str
    suburb: str | None
    city: str | None


class CentrePlace(CentreBrief):
    address: str | None


class InviteDay(BaseModel):
    date: date
    startsAt: datetime
    endsAt: datetime
    breakMinutes: int
    hourlyRate: Decimal = Field(description="The day's rate, boost included")


class TeacherInvite(BaseModel):
    inviteId: int
    bookingId: int
    status: int = Field(
        description="2 connecting, 1 interested, 4 declined, 3 expired, 0 withdrawn"
    )
    centre: CentreBrief
    distanceKm: float
    days: list[InviteDay]
    hourlyRate: Decimal = Field(description="The rate offered with the invite, boost included")
    boostIncentive: Decimal | None
    qualification: int
    ageGroup: int
    notes: str | None = Field(description="The centre's handover notes")
    numberOfTeachers: int
    invitedAt: datetime
    answeredAt: datetime | None
    confirmed: bool = Field(description="The centre booked you on this invite")
    stageEndsAt: datetime | None = Field(description="When an open invite expires")


class InviteAnswerIn(Input):
    inviteId: Id
    interested: bool


# --- jobs --------------------------------------------------------------------


class JobListIn(PageQuery):
    scope: Literal["upcoming", "past"] = "upcoming"


class JobTimeSheet(BaseModel):
    """The time sheet of a finished job, as the teacher sees it."""

    status: int = Field(description="1 to confirm, 2 confirmed")
    reportedStartsAt: datetime | None
    reportedEndsAt: datetime | None
    reportedBreakMinutes: int | None
    startsAt: datetime | None = Field(description="Confirmed start; null while to confirm")
    endsAt: datetime | None
    breakMinutes: int | None
    paidHours: Decimal | None = Field(description="Confirmed paid hours")
    amount: Decimal | None = Field(description="Confirmed gross payment")
    confirmation: int | None = Field(description="1 as is, 2 adjusted, 3 by default")
    defaultAt: datetime = Field(description="When it is confirmed with the booked hours")


class TeacherJob(BaseModel):
    jobRecordId: int
    bookingId: int
    status: int = Field(description="2 processing, 3 finished, 4 leave, 5 canceled, 6 extend")
    centre: CentrePlace
    date: date
    startsAt: datetime
    endsAt: datetime
    breakMinutes: int
    hourlyRate: Decimal
    leaveReason: str | None
    extensionEndsAt: datetime | None
    extensionAnswer: int | None = Field(description="1 accepted, 0 declined, null waiting")
    notes: str | None = Field(description="The centre's handover notes")
    timeSheet: JobTimeSheet | None = Field(description="Once the job has finished")


class LeaveIn(Input):
    jobRecordId: Id
    reason: Text = Field(min_length=1, max_length=500)


class ExtensionAnswerIn(Input):
    jobRecordId: Id
    accept: bool


# --- bank account and tax code ---------------------------------------------------


class BankDetailsOut(BaseModel):
    bankAccountName: str | None
    bankAccountNumber: str | None = Field(description="As 12-3456-1234567-001")
    taxNumber: str | None = Field(description="The IRD number, as 123-456-789")
    taxCode: str | None = Field(description="An IR330 tax code: M, ME, S, SH, ST, WT...")


class BankDetailsIn(Input):
    """Where the teacher is paid and how they are taxed; all four together."""

    bankAccountName: Line = Field(min_length=1, max_length=128)
    bankAccountNumber: Line = Field(min_length=1, max_length=32)
    taxNumber: Line = Field(min_length=1, max_length=16)
    taxCode: Line = Field(min_length=1, max_length=8)
