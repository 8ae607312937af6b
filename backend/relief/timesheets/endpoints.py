"""Time sheets: the centre's list and confirmation (the teacher reports times
among the teacher app's job calls)."""

from __future__ import annotations

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentCentre
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, ok
from relief.timesheets import service
from relief.timesheets.schemas import (
    TimeSheetConfirmIn,
    TimeSheetItem,
    TimeSheetListIn,
)

router = APIRouter(tags=["timesheets"])


@router.post("/center/job/time/sheet/list", response_model=Envelope[Page[TimeSheetItem]])
def time_sheet_list(
    payload: TimeSheetListIn, caller: CurrentCentre, db: DB
) -> Envelope[Page[TimeSheetItem]]:
    """The centre's time sheets to confirm (oldest day first) or confirmed (newest first)."""
    return ok(service.page(db, caller.centre, payload))


@router.post("/center/job/confirm/time/sheet", response_model=Envelope[TimeSheetItem])
def time_sheet_confirm(
    payload: TimeSheetConfirmIn, caller: CurrentCentre, db: DB
) -> Envelope[TimeSheetItem]:
    """Confirm a time sheet as is, or adjusted with a reason; it is then billed."""
    return ok(service.confirm(db, caller.centre, payload, now()))
