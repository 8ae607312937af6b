"""The console's Operations calls (holidays, teacher ranks, pay parity
steps): shapes in and out."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from pydantic import BaseModel, Field

from relief.authority.schemas import RegionItem
from relief.kit.envelope import Input
from relief.kit.inputs import Day, Id, Line


class HolidayYearIn(Input):
    year: int = Field(ge=2000, le=2100)


class HolidayItem(BaseModel):
    holidayId: int
    date: date
    name: str
    region: str | None = Field(description="The region of a regional holiday; null: national")


class HolidayYearOut(BaseModel):
    """The holidays of a year, and the regions a holiday may be of."""

    year: int
    regions: list[RegionItem]
    list: list[HolidayItem]


class HolidayIn(Input):
    date: Day
    name: Line = Field(max_length=200)
    region: Line | None = Field(default=None, max_length=64, description="null or empty: national")


class HolidayUpdateIn(HolidayIn):
    holidayId: Id


class HolidayIdIn(Input):
    holidayId: Id


class HolidayLoadOut(BaseModel):
    """What loading a year's holidays did: how many were added, how many were
    there already (as staff left them)."""

    year: int
    added: int
    existing: int


class RankItem(BaseModel):
    rankId: int
    name: str
    pointsNeeded: int
    qualifiedRate: Decimal
    unqualifiedRate: Decimal
    teachers: int = Field(description="How many teachers hold the rank")


class RankListOut(BaseModel):
    """The ranks in rank order: fewest points first."""

    list: list[RankItem]


class RankUpdateIn(Input):
    """A rank's points needed and hourly rates (dollars, two places);
    `confirmed` once staff have seen the pay parity warning."""

    rankId: Id
    pointsNeeded: int = Field(ge=0, le=1_000_000)
    qualifiedRate: Decimal = Field(ge=0, le=100_000, decimal_places=2)
    unqualifiedRate: Decimal = Field(ge=0, le=100_000, decimal_places=2)
    confirmed: bool = False


class RankUpdateOut(BaseModel):
    """The ranks as they now are, and how many teachers changed rank."""

    list: list[RankItem]
    moved: int


class ParityStepItem(BaseModel):
    stepId: int
    name: str
    minimumRate: Decimal
    effectiveFrom: date
    inForce: bool = Field(description="Whether pricing applies it today")


class ParityListOut(BaseModel):
    """The steps, the latest to take effect first."""

    list: list[ParityStepItem]


class ParityStepIn(Input):
    """A step's name, its minimum hourly rate for a qualified teacher
    (dollars, two places) and the day it takes effect; `confirmed` once staff
    have seen the warning of a step above a rank's qualified rate."""

    name: Line = Field(max_length=200)
    minimumRate: Decimal = Field(ge=0, le=100_000, decimal_places=2)
    effectiveFrom: Day
    confirmed: bool = False


class ParityStepUpdateIn(ParityStepIn):
    stepId: Id


class ParityStepIdIn(Input):
    stepId: Id
