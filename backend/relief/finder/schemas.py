"""Shapes of the finder: teachers near the centre, and a teacher's profile."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Day, Id, Line


class FinderIn(PageQuery):
    radiusKm: int = Field(default=10, ge=1, le=50, description="Around the centre, in km")
    qualification: Literal[1, 2, 3] | None = None
    gender: Literal[0, 1, 2] | None = Field(default=None, description="0 (None) means any")
    rankName: Line | None = Field(default=None, max_length=32, description="bronze, silver...")
    minRating: Decimal | None = Field(default=None, ge=0, le=5)
    name: Line | None = Field(default=None, max_length=64, description="Name prefix, any case")
    availableOn: Day | None = Field(
        default=None, description="Only teachers neither unavailable nor booked that day"
    )


class FinderItem(BaseModel):
    teacherId: int
    firstName: str
    lastName: str
    rank: str
    rating: Decimal | None
    qualification: int
    gender: int
    distanceKm: float = Field(description="Great-circle distance from the centre, 1 decimal")
    approxLatitude: float = Field(description="Rounded to 2 decimals (about 1 km)")
    approxLongitude: float = Field(description="Rounded to 2 decimals (about 1 km)")
    isFavourite: bool
    completedHours: Decimal


class TeacherRef(Input):
    teacherId: Id


class TeacherProfileOut(BaseModel):
    teacherId: int
    firstName: str
    lastName: str
    rank: str
    rating: Decimal | None
    qualification: int
    gender: int
    completedHours: Decimal = Field(description="Working hours of finished job records")
    jobsKept: int = Field(description="Finished job records")
    jobsLeft: int = Field(description="Job records the teacher left (leave)")
    reliability: float | None = Field(
        description="Share of jobs kept: kept / (kept + left); null when none"
    )
    lastJobDate: date | None = Field(description="Last finished job, anywhere")
    philosophy: str | None
    isFavourite: bool
    isBlocked: bool
    workedHere: bool
