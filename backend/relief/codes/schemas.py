from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input
from relief.kit.inputs import Line

Channel = Literal["sms", "email"]
Purpose = Literal["signup", "reset"]


class SendIn(Input):
    channel: Channel
    target: Line = Field(min_length=3, max_length=254)
    purpose: Purpose
    captcha: Line | None = Field(default=None, max_length=16)
    uuid: Line | None = Field(default=None, max_length=36)
    ticket: Line | None = Field(
        default=None,
        max_length=512,
        description="A verified phone's ticket, in place of the captcha (sign-up e-mail step)",
    )


class SentOut(BaseModel):
    target: str
    resendAfterSeconds: int
    expiresInSeconds: int


class VerifyIn(Input):
    channel: Channel
    target: Line = Field(min_length=3, max_length=254)
    purpose: Purpose
    code: Line = Field(min_length=1, max_length=12)


class TicketOut(BaseModel):
    ticket: str
