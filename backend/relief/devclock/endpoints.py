"""Moving the running platform's clock: mounted only outside production with
demo data on, so a demo or a browser test can live through a booking's day."""

from __future__ import annotations

from datetime import datetime

from fastapi import APIRouter
from pydantic import BaseModel, Field

from relief.auth.deps import DB
from relief.devclock import service
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Input, ok

router = APIRouter(tags=["dev"])


class ClockOut(BaseModel):
    now: datetime
    offsetMinutes: int


class AdvanceIn(Input):
    minutes: int = Field(ge=1, le=60 * 24 * 366)


def _clock() -> ClockOut:
    from relief.kit.clock import offset

    return ClockOut(now=now(), offsetMinutes=int(offset().total_seconds() // 60))


@router.post("/dev/clock", response_model=Envelope[ClockOut])
def clock(db: DB) -> Envelope[ClockOut]:
    """The platform's current time and how far it runs ahead of real time."""
    service.load(db)
    return ok(_clock())


@router.post("/dev/clock/advance", response_model=Envelope[ClockOut])
def advance(payload: AdvanceIn, db: DB) -> Envelope[ClockOut]:
    """Move the clock forward; the worker then runs what fell due."""
    service.advance(db, payload.minutes)
    return ok(_clock())


@router.post("/dev/clock/reset", response_model=Envelope[ClockOut])
def reset(db: DB) -> Envelope[ClockOut]:
    """Back to real time."""
    service.reset(db)
    return ok(_clock())
