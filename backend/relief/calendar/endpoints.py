"""The centre's calendar."""

from __future__ import annotations

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentCentre
from relief.calendar import service
from relief.calendar.schemas import CalendarIn, CalendarOut
from relief.kit.envelope import Envelope, ok

router = APIRouter(tags=["calendar"])


@router.post("/center/calendar/list", response_model=Envelope[CalendarOut])
def calendar_list(payload: CalendarIn, caller: CurrentCentre, db: DB) -> Envelope[CalendarOut]:
    """The centre's booking days and the public holidays of a date range."""
    return ok(service.calendar(db, caller.centre, payload))
