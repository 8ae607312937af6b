from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from pydantic import BaseModel, Field

from relief.auth.schemas import SessionUser
from relief.centre.schemas import CentreDetailsIn
from relief.kit.envelope import Input
from relief.kit.inputs import Day, Id, Line
from relief.teachers.schemas import TeacherProfile


class SignupIn(CentreDetailsIn):
    phoneTicket: Line = Field(min_length=1, max_length=512)
    emailTicket: Line = Field(min_length=1, max_length=512)
    password: Line = Field(min_length=1, max_length=128)


class VoucherOut(BaseModel):
    name: str
    parValue: Decimal
    validityEndTime: datetime


class SignupOut(BaseModel):
    token: str
    user: SessionUser
    voucher: VoucherOut | None


class TeacherSignupIn(Input):
    """A teacher's sign-up: the tickets of the checked mobile and e-mail codes,
    the password, who they are, their home and what work they want."""

    phoneTicket: Line = Field(min_length=1, max_length=512)
    emailTicket: Line = Field(min_length=1, max_length=512)
    password: Line = Field(min_length=1, max_length=128)
    firstName: Line = Field(max_length=100)
    lastName: Line = Field(max_length=100)
    gender: int = Field(ge=0, le=2, description="0 rather not say, 1 female, 2 male")
    birthday: Day
    qualification: int = Field(
        ge=1, le=3, description="1 qualified, 2 unqualified, 3 newly qualified"
    )
    registrationNumber: Line | None = Field(
        default=None, max_length=32, description="Teaching Council number: 4 to 7 digits"
    )
    latitude: float = Field(ge=-90, le=90, allow_inf_nan=False)
    longitude: float = Field(ge=-180, le=180, allow_inf_nan=False)
    address: Line | None = Field(default=None, max_length=255)
    suburb: Line | None = Field(default=None, max_length=64)
    city: Line | None = Field(default=None, max_length=64)
    postalCode: Line | None = Field(default=None, max_length=16)
    travelRadiusKm: int = Field(default=20, ge=1, le=100)
    talentPool: Id = Field(description="A `talent_pool` dictionary value")
    ageGroups: list[Id] = Field(
        min_length=1, max_length=10, description="`age_group` dictionary values"
    )
    freeJobSeeker: bool = Field(default=False, description="Open to permanent job offers")
    agreed: bool = Field(description="Accepted the Terms of Use and Privacy Policy")


class TeacherSignupOut(BaseModel):
    token: str
    teacher: TeacherProfile
