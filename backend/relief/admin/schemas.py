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


class EnabledIn(Input):
    userId: Id
    enabled: bool
    # Required to deactivate: what the person is shown at every call.
    notice: Text | None = Field(default=None, max_length=500)


class EnabledOut(BaseModel):
    userId: int
    enabled: bool


SettingKind = Literal["integer", "decimal", "money", "time", "html", "text", "boolean"]


class AdminSettingItem(BaseModel):
    key: str
    kind: SettingKind = Field(
        description="An integer travels as a number; a decimal and money (NZD, 2 places) as "
        "text; a time as HH:MM; html is sanitised on the server; text is one line"
    )
    value: Any
    default: Any
    group: str = Field(description="The key of its group in `groups`")
    label: str
    labelZh: str
    description: str
    descriptionZh: str
    unit: str | None = Field(description='What the number counts, e.g. "minutes", "NZD/hour"')
    unitZh: str | None
    minimum: Decimal | None
    maximum: Decimal | None


class SettingGroup(BaseModel):
    key: str
    label: str
    labelZh: str


class SettingListOut(BaseModel):
    groups: list[SettingGroup] = Field(description="The groups in the order the console shows them")
    list: list[AdminSettingItem]


class SettingCheckIn(Input):
    key: Line = Field(min_length=1, max_length=64)
    value: Any


class SettingCheckOut(BaseModel):
    value: Any = Field(description="The value as it would be stored: html sanitised, money rounded")


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


class StaffFilter(Input):
    """What narrows the staff accounts, for their list and its export."""

    keyword: Line | None = Field(default=None, max_length=100)
    sort: Line | None = Field(
        default=None,
        max_length=40,
        description="A field and a direction, e.g. `createdAt,desc` (the default); by "
        "createdAt, name, email, enabled or lastSignInAt",
    )


class StaffListIn(StaffFilter, PageQuery):
    """One page of the staff accounts."""


class StaffItem(BaseModel):
    userId: int
    name: str | None
    email: str
    enabled: bool
    roles: list[str] = Field(description="Their roles' names, the most powerful first")
    roleIds: list[int] = Field(description="Their roles, in the order of `roles`")
    level: int | None = Field(description="Their most powerful role's level; None without a role")
    lastSignInAt: datetime | None
    lastLoginAt: datetime | None = Field(description="The same as lastSignInAt")
    createdAt: datetime


class StaffUpdateIn(Input):
    """A staff member's name, and their sign-in e-mail when given."""

    userId: Id
    name: Line = Field(max_length=100)
    email: Line | None = Field(default=None, max_length=254)


class StaffEnabledIn(Input):
    userId: Id
    enabled: bool


class StaffIdIn(Input):
    userId: Id


class StaffPasswordOut(BaseModel):
    userId: int
    password: str = Field(
        description="The new one-time password, shown once; the console asks to change it "
        "at the next sign-in"
    )


class StaffCreateIn(Input):
    """A new staff account. The password is a first one: the console asks the
    new staff member to change it when they sign in."""

    email: Line = Field(max_length=254)
    name: Line = Field(max_length=100)
    password: Line = Field(min_length=1, max_length=128)
    roleIds: list[Id] = Field(default_factory=list, max_length=50)


class SessionFilter(Input):
    """What narrows the online sessions, for their list and its export."""

    kind: Literal["centre", "teacher", "staff"] | None = None
    keyword: Line | None = Field(default=None, max_length=100)
    sort: Line | None = Field(
        default=None,
        max_length=40,
        description="A field and a direction, e.g. `lastSeenAt,desc` (the default); by "
        "lastSeenAt, signedInAt, expiresAt, email, kind or address",
    )


class SessionListIn(SessionFilter, PageQuery):
    """One page of the online sessions."""


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
