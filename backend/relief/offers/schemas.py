"""Shapes of the permanent job offer calls (centre and teacher)."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from pydantic import BaseModel, Field

from relief.finder.schemas import TeacherProfileOut
from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Choice, Day, Id, Line, Text


class OfferIn(Input):
    """A new offer. Every field but the end date is needed; a missing one is
    answered with a prompt naming it."""

    title: Line | None = Field(default=None, max_length=100)
    description: Text | None = Field(default=None, max_length=5000)
    workType: Choice | None = Field(default=None, description="1 full-time, 2 part-time")
    rateRange: Choice | None = Field(
        default=None, description="1 $24-26, 2 $27-29, 3 $30-32, 4 $33-36 an hour"
    )
    startsOn: Day | None = Field(default=None, description="Expected start date")
    endsOn: Day | None = Field(default=None, description="Expected end date (optional)")
    expiresOn: Day | None = Field(
        default=None, description="Last day the offer is open; after the start date"
    )


class OfferRef(Input):
    offerId: Id


class ApplicationRef(Input):
    applicationId: Id


class OfferListIn(PageQuery):
    status: int | None = Field(
        default=None, ge=1, le=4, description="1 open, 2 closed, 3 filled, 4 expired"
    )


class ApplyIn(OfferRef):
    message: Text | None = Field(default=None, max_length=1000)


class OfferOut(BaseModel):
    id: int
    title: str
    description: str
    workType: int = Field(description="1 full-time, 2 part-time")
    rateRange: int = Field(description="1 $24-26, 2 $27-29, 3 $30-32, 4 $33-36 an hour")
    startsOn: date
    endsOn: date | None
    expiresOn: date
    status: int = Field(description="1 open, 2 closed, 3 filled, 4 expired")
    createdAt: datetime
    closedAt: datetime | None
    applicantCount: int = Field(description="Applications not withdrawn")
    shortlistedCount: int
    placementFee: Decimal = Field(description="Invoiced when the centre hires (NZD)")


class ApplicantOut(BaseModel):
    applicationId: int
    status: int = Field(description="1 applied, 2 shortlisted, 3 hired, 4 declined, 5 withdrawn")
    message: str | None
    appliedAt: datetime
    decidedAt: datetime | None
    distanceKm: float
    teacher: TeacherProfileOut


class ApplicantsOut(BaseModel):
    offer: OfferOut
    list: list[ApplicantOut]


class ApplicationOut(BaseModel):
    applicationId: int
    offerId: int
    status: int = Field(description="1 applied, 2 shortlisted, 3 hired, 4 declined, 5 withdrawn")
    decidedAt: datetime | None


class HireOut(ApplicationOut):
    invoiceId: int = Field(description="The invoice the placement fee is on")
    placementFee: Decimal


class OpenOfferOut(BaseModel):
    """An open offer as a free job seeker sees it."""

    id: int
    centreName: str
    suburb: str | None
    city: str | None
    distanceKm: float
    title: str
    description: str
    workType: int
    rateRange: int
    startsOn: date
    endsOn: date | None
    expiresOn: date
    status: int
    myApplicationId: int | None
    myApplicationStatus: int | None = Field(
        description="The teacher's application: 1 applied, 2 shortlisted, 3 hired, "
        "4 declined, 5 withdrawn; null when none"
    )


class MyApplicationOut(BaseModel):
    applicationId: int
    status: int
    message: str | None
    appliedAt: datetime
    decidedAt: datetime | None
    offer: OpenOfferOut


class MyApplicationsOut(BaseModel):
    list: list[MyApplicationOut]
