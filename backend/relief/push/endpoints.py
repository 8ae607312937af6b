"""The teacher's notifications: the platform's public key, and this browser
subscribing or unsubscribing."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from relief.auth.deps import DB, CurrentTeacher
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, ok
from relief.push import service
from relief.push.schemas import PushEndpointIn, PushStateOut, PushSubscriptionIn

router = APIRouter(tags=["push"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/teacher/push", response_model=Envelope[PushStateOut])
def push_state(caller: CurrentTeacher, db: DB, config: SettingsDep) -> Envelope[PushStateOut]:
    """Whether notifications are on, the key to subscribe with, and how many
    of the teacher's browsers are subscribed."""
    return ok(service.state(db, caller.user, config))


@router.post("/teacher/push/subscribe", response_model=Envelope[PushStateOut])
def push_subscribe(
    payload: PushSubscriptionIn, caller: CurrentTeacher, db: DB, config: SettingsDep
) -> Envelope[PushStateOut]:
    """Keep this browser's push subscription for the teacher."""
    return ok(service.subscribe(db, caller.user, payload, config, now()))


@router.post("/teacher/push/unsubscribe", response_model=Envelope[PushStateOut])
def push_unsubscribe(
    payload: PushEndpointIn, caller: CurrentTeacher, db: DB, config: SettingsDep
) -> Envelope[PushStateOut]:
    """Forget this browser's push subscription (only the teacher's own)."""
    return ok(service.unsubscribe(db, caller.user, payload.endpoint, config))
