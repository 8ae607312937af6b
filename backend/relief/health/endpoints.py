"""The open health check, for load balancers and monitoring."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends

from relief.auth.deps import Reading, reading_sessions
from relief.health import service
from relief.health.schemas import HealthOut
from relief.kit.envelope import Envelope, ok

router = APIRouter(tags=["health"])

UNAVAILABLE: dict[int | str, dict[str, Any]] = {
    503: {
        "description": "rtn_code 1009: the database cannot be reached or no worker is alive; "
        "rtn_data holds the same figures"
    }
}


@router.get("/health", response_model=Envelope[HealthOut], responses=UNAVAILABLE)
def health(sessions: Annotated[Reading, Depends(reading_sessions)]) -> Envelope[HealthOut]:
    """Whether the platform works: the database answers and a worker beat in
    the last minute; overdue and parked work counted. No sign-in."""
    return ok(service.check(sessions))
