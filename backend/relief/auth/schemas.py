"""Shapes of the session calls."""

from __future__ import annotations

from pydantic import BaseModel, Field

from relief.kit.envelope import Input
from relief.kit.inputs import Line


class LoginIn(Input):
    userName: Line | None = Field(default=None, max_length=254)
    account: Line | None = Field(default=None, max_length=254)
    password: Line = Field(min_length=1, max_length=128)
    deviceToken: Line | None = Field(default=None, max_length=255)
    deviceType: Line | None = Field(default=None, max_length=32)
    captcha: Line | None = Field(default=None, max_length=16)
    uuid: Line | None = Field(default=None, max_length=36)


class SessionUser(BaseModel):
    """The signed-in user as the portal keeps it (spec section 3)."""

    avatar: str | None
    phone: str | None
    email: str
    userName: str
    account: str
    deviceToken: str | None
    deviceType: str | None
    realName: str
    level: int
    agreed: int
    centerContactPerson: str | None
    deactiveNotice: str | None
    deactiveReason: str | None
    deactiveType: int | None
    roles: list[str]
    passwordIsDefault: bool


class LoginOut(BaseModel):
    token: str
    user: SessionUser


class CaptchaOut(BaseModel):
    uuid: str
    img: str = Field(description="PNG image as a data URL")
    required: bool = Field(description="Whether sign-in from this address needs it now")


class AgreedOut(BaseModel):
    agreed: int
