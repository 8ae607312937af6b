"""The staff's booking desk: shapes in and out."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Day, Id, Line

PERIOD_HELP = "Days in the platform's time zone, both included, of the start"


class DeskFilter(Input):
    """What narrows each of the three lists, and the job records' export."""

    status: int | None = Field(
        default=None, ge=0, le=9, description="A status of the list's table (spec section 4)"
    )
    centreId: Id | None = None
    teacherId: Id | None = None
    bookingId: Id | None = None
    dateFrom: Day | None = Field(default=None, description=PERIOD_HELP)
    dateTo: Day | None = Field(default=None, description=PERIOD_HELP)
    keyword: Line | None = Field(
        default=None,
        max_length=100,
        description="Part of the centre's or the teacher's name, or of the notes",
    )


class DeskListIn(DeskFilter, PageQuery):
    """One page of a desk list."""


class DeskIdIn(Input):
    id: Id


class BookingRow(BaseModel):
    bookingId: int
    centreId: int
    centreName: str
    parentId: int | None
    status: int
    bookingType: int
    inviteType: int
    startsAt: datetime
    endsAt: datetime
    hourlyRate: Decimal
    numberOfTeachers: int
    multiDay: bool
    includeWeekends: bool
    includeHolidays: bool
    repeatWeekdays: str
    boosted: bool
    boostIncentive: Decimal | None
    inviteRangeKm: int
    gender: int
    genderJustification: str | None
    ageGroup: int
    talentPool: int
    qualification: int
    notes: str | None
    cancelReason: str | None
    canceledAt: datetime | None
    confirmedAt: datetime | None
    failedAt: datetime | None
    createdAt: datetime


class InviteRow(BaseModel):
    inviteId: int
    bookingId: int
    centreId: int
    centreName: str
    teacherId: int
    teacherName: str
    status: int
    stage: int
    distanceKm: float
    hourlyRate: Decimal
    startsAt: datetime
    endsAt: datetime
    invitedAt: datetime
    answeredAt: datetime | None
    confirmedAt: datetime | None
    closedAt: datetime | None


class JobRecordRow(BaseModel):
    jobRecordId: int
    bookingId: int
    inviteId: int | None
    centreId: int
    centreName: str
    teacherId: int
    teacherName: str
    status: int
    startsAt: datetime
    endsAt: datetime
    finishedAt: datetime | None
    breakMinutes: int
    workingHours: Decimal = Field(description="Hours between start and end, less the break")
    hourlyRate: Decimal
    grossPayment: Decimal = Field(description="Working hours at the hourly rate")
    leaveAt: datetime | None
    leaveReason: str | None
    cancelReason: str | None
    canceledAt: datetime | None
    cancelFee: Decimal | None
    extensionEndsAt: datetime | None
    extensionAnswer: int | None
    timeSheetStatus: int | None
    invoiceId: int | None
    invoiceStatus: int | None


class TimelineEntry(BaseModel):
    at: datetime
    kind: str
    data: dict[str, Any]


class OperationRecord(BaseModel):
    """One thing done to a booking: an event of its timeline, or a staff
    change of it, its invites or its job records from the audit log."""

    at: datetime
    source: str = Field(description="timeline or audit")
    kind: str = Field(description="The timeline event, or the staff call")
    actorEmail: str | None = None
    targetTable: str | None = None
    targetId: str | None = None
    data: dict[str, Any] = Field(default_factory=dict)


class BookingDeskDetail(BookingRow):
    invites: list[InviteRow]
    jobRecords: list[JobRecordRow]
    timeline: list[TimelineEntry]


class InviteDeskDetail(InviteRow):
    timeline: list[TimelineEntry]


class JobRecordDeskDetail(JobRecordRow):
    timeline: list[TimelineEntry]


class StaffCancelIn(Input):
    bookingId: Id
    jobRecordId: Id | None = Field(default=None, description="Cancel only this day")
    reason: Line = Field(
        min_length=1, max_length=255, description="Why staff cancel, as the centre will read it"
    )


class StaffCancelOut(BaseModel):
    amount: Decimal = Field(description="What the cancelled work is worth")
    fee: Decimal = Field(description="The fee the centre is charged, as if it had cancelled")
    insideFreePeriod: bool
    freeCancellationHours: int


class Removed(BaseModel):
    id: int
    deletedAt: datetime


class RematchOut(BaseModel):
    bookingId: int
    status: int = Field(description="2 processing: the booking is looking for teachers again")
    stage: int = Field(description="The stage matching restarted at: 1 public stage 1, 5 favourite")
    stageEndsAt: datetime | None
    invited: int = Field(description="How many teachers the first stage invited")


class MoveRecordIn(Input):
    id: Id = Field(description="The job record")
    teacherId: Id = Field(description="The teacher who takes the job record")
    reason: Line = Field(
        default="",
        max_length=255,
        description="Why staff move the job, as the teachers and the centre will read it",
    )


class MoveRecordOut(BaseModel):
    jobRecordId: int
    bookingId: int
    fromTeacherId: int
    teacherId: int
    teacherName: str
