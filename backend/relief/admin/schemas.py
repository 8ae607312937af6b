"""The staff calls of the admin console: shapes in and out."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id, Line, Text


class TeacherCounts(BaseModel):
    approved: int
    pending: int
    rejected: int


class BookingCounts(BaseModel):
    processing: int
    confirmed: int
    finished: int


class UnpaidInvoices(BaseModel):
    count: int
    amount: Decimal


class OverviewOut(BaseModel):
    centres: int
    teachers: TeacherCounts
    bookings: BookingCounts
    openTickets: int
    unpaidInvoices: UnpaidInvoices


class TeacherListIn(PageQuery):
    approval: int | None = Field(default=None, ge=0, le=2)
    keyword: Line | None = Field(default=None, max_length=100)


class AdminTeacherItem(BaseModel):
    teacherId: int
    userId: int
    name: str
    email: str | None
    phone: str | None
    qualification: int
    registrationNumber: str | None
    suburb: str | None
    city: str | None
    approval: int
    enabled: bool
    createdAt: datetime
    missing: list[str] = Field(
        description="What the teacher still owes: document kinds missing, expired or asked "
        "for, and bank_account (see /api/teacher/approval/state)"
    )


class ApprovalIn(Input):
    teacherId: Id
    approval: int = Field(ge=1, le=2)
    # Required to reject: the teacher is told why.
    reason: Text | None = Field(default=None, max_length=500)


class CentreListIn(PageQuery):
    keyword: Line | None = Field(default=None, max_length=100)


class AdminCentreItem(BaseModel):
    centreId: int
    userId: int
    name: str
    email: str | None
    phone: str | None
    city: str | None
    enabled: bool
    createdAt: datetime
    bookings: int


class EnabledIn(Input):
    userId: Id
    enabled: bool
    # Required to deactivate: what the person is shown at every call.
    notice: Text | None = Field(default=None, max_length=500)


class EnabledOut(BaseModel):
    userId: int
    enabled: bool


class AdminSettingItem(BaseModel):
    key: str
    kind: str
    value: Any
    default: Any
    description: str
    minimum: Decimal | None
    maximum: Decimal | None


class SettingListOut(BaseModel):
    list: list[AdminSettingItem]


class SettingUpdateIn(Input):
    key: Line = Field(min_length=1, max_length=64)
    value: Any


class ParkedTaskItem(BaseModel):
    taskId: int
    kind: str
    refId: int
    attempts: int
    lastError: str | None
    dueAt: datetime
    failedAt: datetime | None
    createdAt: datetime


class TaskRetryIn(Input):
    taskId: int = Field(ge=1, le=2**31 - 1)


class ParkedMailItem(BaseModel):
    messageId: int
    noticeId: int | None
    recipient: str
    subject: str
    attempts: int
    lastError: str | None
    failedAt: datetime | None
    createdAt: datetime


class MailRetryIn(Input):
    messageId: int = Field(ge=1, le=2**31 - 1)


class StaffListIn(PageQuery):
    keyword: Line | None = Field(default=None, max_length=100)


class StaffItem(BaseModel):
    userId: int
    name: str | None
    email: str
    enabled: bool
    roles: list[str]
    lastLoginAt: datetime | None
    createdAt: datetime


class StaffCreateIn(Input):
    """A new staff account. The password is a first one: the console asks the
    new staff member to change it when they sign in."""

    email: Line = Field(max_length=254)
    name: Line = Field(max_length=100)
    password: Line = Field(min_length=1, max_length=128)
    roleIds: list[Id] = Field(default_factory=list, max_length=50)


class SessionListIn(PageQuery):
    kind: Literal["centre", "teacher", "staff"] | None = None
    keyword: Line | None = Field(default=None, max_length=100)


class OnlineSession(BaseModel):
    sessionId: int
    userId: int
    email: str
    name: str | None
    kind: str
    address: str | None
    deviceType: str | None
    signedInAt: datetime
    lastSeenAt: datetime | None = Field(description="To within five minutes")
    expiresAt: datetime


class SessionEndIn(Input):
    sessionId: Id
