"""Shapes of the centre's booking calls."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Day, Id, Line, Moment, Text


class BookingDraft(Input):
    """Everything a booking asks for, as the creation pages send it."""

    bookingType: Literal[1, 2, 3] = Field(description="1 Standard, 2 Advance, 3 Multiple")
    jobStartTime: Moment = Field(description="Start of the first day")
    jobEndTime: Moment = Field(description="End of the last day")
    weekdays: list[Annotated[int, Field(ge=1, le=7)]] = Field(
        default_factory=list, max_length=7, description="Weekly repeat: 1 Monday .. 7 Sunday"
    )
    includeWeekends: bool = False
    includeHolidays: bool = False
    numberOfTeachers: int = Field(ge=1, le=20)
    qualification: Literal[1, 2, 3]
    gender: Literal[0, 1, 2] = 0
    genderJustification: Text | None = Field(default=None, max_length=500)
    ageGroup: int | None = Field(default=None, ge=1, le=5)
    teacherTalentPool: int | None = Field(default=None, ge=1, le=3)
    inviteType: Literal[1, 2] = 1
    favouriteTeacherIds: list[Id] = Field(default_factory=list, max_length=100)
    inviteRange: Literal[5, 10, 15, 20] = 10
    notes: Text | None = Field(default=None, max_length=2000)
    autoConfirm: bool = False


class QuoteRequest(BookingDraft):
    processType: Literal[1] = Field(description="1: quote this draft")
    processId: Line | None = Field(default=None, max_length=16)
    voucherId: Id | None = Field(
        default=None, description="A voucher of the centre the booking would attach"
    )


class AbandonReport(Input):
    """The draft a centre left on the creation page (spec section 4)."""

    processType: Literal[3] = Field(description="3: the draft was abandoned")
    processId: Line = Field(min_length=1, max_length=16)
    teacherTalentPool: int | None = Field(default=None, ge=1, le=3)
    jobStartTime: Moment
    jobEndTime: Moment
    gender: Literal[0, 1, 2]
    jobUtilization: int | None = Field(default=None, ge=0, le=20)
    liveRate: Decimal | None = Field(default=None, ge=0, le=10000, decimal_places=2)


ProcessIn = Annotated[QuoteRequest | AbandonReport, Field(discriminator="processType")]


class QuoteDay(BaseModel):
    date: date
    startsAt: datetime
    endsAt: datetime
    breakMinutes: int
    workingHours: Decimal
    hourlyRate: Decimal
    weekend: bool
    holiday: bool
    amount: Decimal


class QuoteOut(BaseModel):
    processId: str
    liveRate: Decimal = Field(description="Hourly rate of an ordinary day")
    days: list[QuoteDay]
    totalHours: Decimal
    total: Decimal = Field(description="For every teacher and every day, before GST")
    discount: Decimal = Field(description="The voucher's discount, on the first invoice it covers")
    taxRate: Decimal = Field(description="GST in percent")
    tax: Decimal = Field(description="GST on the booking's weekly invoices")
    payable: Decimal = Field(
        description="What the centre pays if every day is worked as booked: "
        "total less the discount plus GST"
    )
    expiresAt: datetime


class ProcessOut(BaseModel):
    quote: QuoteOut | None = None
    reported: bool = False


class CreateIn(BookingDraft):
    processId: Line = Field(min_length=16, max_length=16)
    voucherId: Id | None = Field(
        default=None, description="A voucher of the centre to attach to the booking"
    )


class BookingRef(Input):
    bookingId: Id


class InviteRef(Input):
    inviteId: Id


class CancelIn(Input):
    bookingId: Id
    jobRecordId: Id | None = Field(default=None, description="Cancel only this day")
    reason: Text | None = Field(default=None, max_length=255)


class CancelFeeIn(Input):
    bookingId: Id
    jobRecordId: Id | None = None


class CancelFeeOut(BaseModel):
    amount: Decimal = Field(description="What the cancelled work is worth")
    fee: Decimal
    insideFreePeriod: bool
    freeCancellationHours: int


class ExtendIn(Input):
    jobRecordId: Id
    endTime: Moment


class BookingListIn(PageQuery):
    scope: Literal["processing", "past"] = "processing"
    status: Literal[0, 1, 2, 3, 4] | None = None
    dateFrom: Day | None = None
    dateTo: Day | None = None


class UpcomingIn(PageQuery):
    dateFrom: Day | None = None
    dateTo: Day | None = None


class TeacherBrief(BaseModel):
    teacherId: int
    name: str
    rank: str
    rating: Decimal | None


class BookingItem(BaseModel):
    bookingId: int
    status: int
    bookingType: int
    inviteType: int
    qualification: int
    gender: int
    startsAt: datetime
    endsAt: datetime
    days: int
    numberOfTeachers: int
    confirmedTeachers: int
    interestedTeachers: int
    invitedTeachers: int
    hourlyRate: Decimal
    boostIncentive: Decimal | None
    stage: int
    stageEndsAt: datetime | None
    autoConfirm: bool
    teachers: list[TeacherBrief]
    parentId: int | None


class InviteItem(BaseModel):
    inviteId: int
    teacher: TeacherBrief
    status: int
    stage: int
    distanceKm: float
    hourlyRate: Decimal
    invitedAt: datetime
    answeredAt: datetime | None
    confirmed: bool


class JobRecordItem(BaseModel):
    jobRecordId: int
    bookingId: int
    teacher: TeacherBrief
    status: int
    date: date
    startsAt: datetime
    endsAt: datetime
    breakMinutes: int
    hourlyRate: Decimal
    leaveReason: str | None
    cancelReason: str | None
    cancelFee: Decimal | None
    extensionEndsAt: datetime | None
    extensionAnswer: int | None


class TimelineItem(BaseModel):
    at: datetime
    kind: str
    data: dict[str, Any]


class BookingDetail(BaseModel):
    booking: BookingItem
    ageGroup: int | None
    talentPool: int | None
    inviteRange: int
    genderJustification: str | None
    notes: str | None
    includeWeekends: bool
    includeHolidays: bool
    weekdays: list[int]
    cancelReason: str | None
    boostOffer: Decimal = Field(
        description="What a boost would add to the hourly rate now (NZD per hour)"
    )
    createdAt: datetime = Field(description="When the booking was made")
    filledAt: datetime | None = Field(
        description="Its last confirmation (every teacher booked, or as many as matching found "
        "by the start); null until then"
    )
    fillSeconds: int | None = Field(
        description="Time to fill: seconds from createdAt to filledAt; null until filled"
    )
    dayList: list[QuoteDay]
    invites: list[InviteItem]
    jobRecords: list[JobRecordItem]
    timeline: list[TimelineItem]


class ConfirmAllOut(BaseModel):
    confirmed: int
    skipped: list[str]


class CreatedOut(BaseModel):
    bookingId: int
    status: int
