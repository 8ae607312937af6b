"""Time sheets: the centre's list and confirmation, the teacher's report."""

from __future__ import annotations

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentCentre, CurrentTeacher
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, ok
from relief.teachers import service as teachers
from relief.teachers.schemas import TeacherJob
from relief.timesheets import service
from relief.timesheets.schemas import (
    TimeSheetConfirmIn,
    TimeSheetItem,
    TimeSheetListIn,
    TimeSheetReportIn,
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


@router.post("/teacher/time/sheet/report", response_model=Envelope[TeacherJob])
def time_sheet_report(
    payload: TimeSheetReportIn, caller: CurrentTeacher, db: DB
) -> Envelope[TeacherJob]:
    """The teacher reports the times actually worked, while the sheet is to confirm."""
    service.report(db, caller.teacher, payload, now())
    return ok(teachers.job(db, caller.teacher, payload.jobRecordId))
