"""The console's teacher desk: shapes in and out."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id, Line, Text


class TeacherFilter(Input):
    """What narrows the teachers of the console's list."""

    approval: int | None = Field(
        default=None, ge=0, le=2, description="0 pending, 1 approved, 2 rejected"
    )
    qualification: int | None = Field(
        default=None, ge=1, le=3, description="1 qualified, 2 unqualified, 3 newly qualified"
    )
    rankId: Id | None = None
    talentPool: int | None = Field(default=None, ge=0, le=99)
    expiringWithinDays: int | None = Field(
        default=None,
        ge=0,
        le=366,
        description="Teachers holding a document that expires within this many days "
        "(already expired ones included)",
    )
    region: Line | None = Field(default=None, max_length=32)
    freeJobSeeker: bool | None = None
    enabled: bool | None = None
    keyword: Line | None = Field(default=None, max_length=100)


class TeacherListIn(TeacherFilter, PageQuery):
    """One page of the console's teachers."""


class AdminTeacherItem(BaseModel):
    teacherId: int
    userId: int
    name: str
    firstName: str
    lastName: str
    email: str | None
    phone: str | None
    gender: int = Field(description="0 none, 1 female, 2 male")
    birthday: date | None
    qualification: int
    registrationNumber: str | None
    talentPool: int | None
    freeJobSeeker: bool
    suburb: str | None
    city: str | None
    region: str | None
    approval: int
    enabled: bool
    rankId: int
    rank: str
    points: int
    rating: Decimal | None
    completedHours: Decimal
    lastJobAt: datetime | None
    certificationExpiry: date | None = Field(
        description="The earliest of the registration, first aid and police vetting expiries"
    )
    createdAt: datetime
    missing: list[str] = Field(
        description="What the teacher still owes: document kinds missing, expired or asked "
        "for, and bank_account (see /api/teacher/approval/state)"
    )


class TeacherIdIn(Input):
    teacherId: Id


class AdminTeacherProfile(BaseModel):
    address: str | None
    postalCode: str | None
    ageGroups: str | None
    travelRadiusKm: int
    philosophy: str | None
    taxNumber: str | None
    taxCode: str | None
    bankAccountName: str | None
    bankAccountNumber: str | None
    registrationExpiry: date | None
    firstAidDate: date | None
    firstAidExpiry: date | None
    policeVettingExpiry: date | None
    rejectionReason: str | None
    deactiveNotice: str | None = Field(description="What the teacher is shown while switched off")
    passwordIsDefault: bool


class TeacherDocumentItem(BaseModel):
    id: int
    kind: str
    fileId: int
    fileName: str
    contentType: str
    size: int
    uploadedAt: datetime
    issuedOn: date | None
    expiresOn: date | None
    expired: bool
    expiringSoon: bool
    url: str = Field(description="A short-lived signed link that opens the file")
    urlExpiresAt: datetime


class ChecklistLine(BaseModel):
    item: str
    provided: bool
    problem: str | None
    note: str | None


class RankLine(BaseModel):
    rankId: int
    name: str
    pointsNeeded: int


class PointAdjustmentItem(BaseModel):
    id: int
    change: int
    pointsBefore: int
    pointsAfter: int
    reason: str
    staff: str | None
    createdAt: datetime


class ReviewLine(BaseModel):
    reviewId: int
    centre: str
    comment: str | None
    status: int = Field(description="0 under approval, 1 approved, 2 disapproved")
    score: Decimal | None = Field(description="The mean of the answers' scores")
    createdAt: datetime


class JobLine(BaseModel):
    jobRecordId: int
    bookingId: int
    centre: str
    startsAt: datetime
    endsAt: datetime
    status: int = Field(description="2 processing, 3 finished, 4 leave, 5 canceled, 6 extend")


class RegionChoice(BaseModel):
    name: str
    nameZh: str


class TeacherChoicesOut(BaseModel):
    """What the list's filters offer."""

    ranks: list[RankLine] = Field(description="Every rank, fewest points first")
    regions: list[RegionChoice] = Field(description="New Zealand's regions, north to south")


class TeacherDetailOut(BaseModel):
    teacher: AdminTeacherItem
    profile: AdminTeacherProfile
    documents: list[TeacherDocumentItem]
    checklist: list[ChecklistLine]
    ranks: list[RankLine] = Field(description="Every rank, fewest points first")
    adjustments: list[PointAdjustmentItem] = Field(description="The latest first")
    reviews: list[ReviewLine] = Field(description="The latest first, up to 50")
    jobsKept: int = Field(description="Finished job records")
    jobsLeft: int = Field(description="Job records the teacher left")
    reliability: float | None = Field(description="Kept among kept and left; null when none")
    jobs: list[JobLine] = Field(description="The latest first, up to 50")


class ApprovalIn(Input):
    teacherId: Id
    approval: int = Field(ge=0, le=2, description="0 back to pending, 1 approve, 2 reject")
    # Required to reject: the teacher is told why.
    reason: Text | None = Field(default=None, max_length=500)


class PointsAdjustIn(Input):
    teacherId: Id
    change: int = Field(ge=-100_000, le=100_000, description="Points added (negative: taken)")
    reason: Text = Field(max_length=500)


class PasswordOut(BaseModel):
    teacherId: int
    password: str = Field(
        description="The new one-time password, shown once; the app asks to change it at "
        "the next sign-in"
    )
