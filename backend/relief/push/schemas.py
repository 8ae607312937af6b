"""Shapes of Web Push."""

from __future__ import annotations

from pydantic import BaseModel, Field

from relief.kit.envelope import Input
from relief.kit.inputs import Line


class PushKeys(Input):
    p256dh: Line = Field(min_length=1, max_length=200, description="The browser's P-256 key")
    auth: Line = Field(min_length=1, max_length=100, description="The authentication secret")


class PushSubscriptionIn(Input):
    """A subscription as the browser's `PushSubscription.toJSON()` gives it."""

    endpoint: Line = Field(min_length=1, max_length=1000, description="The push service's address")
    keys: PushKeys


class PushEndpointIn(Input):
    endpoint: Line = Field(min_length=1, max_length=1000, description="The push service's address")


class PushStateOut(BaseModel):
    enabled: bool = Field(description="Whether the platform sends notifications at all")
    publicKey: str | None = Field(
        description="The platform's VAPID public key (base64url), to subscribe with"
    )
    subscriptions: int = Field(description="How many of the teacher's browsers are subscribed")
