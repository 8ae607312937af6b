"""The console's Operations calls: Holidays, Teacher ranks, Pay parity steps."""

from __future__ import annotations

from datetime import date
from typing import Annotated
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends

from relief.auth.deps import DB
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Empty, Envelope, ok
from relief.reference import service
from relief.reference.schemas import (
    HolidayIdIn,
    HolidayIn,
    HolidayItem,
    HolidayLoadOut,
    HolidayUpdateIn,
    HolidayYearIn,
    HolidayYearOut,
    ParityListOut,
    ParityStepIdIn,
    ParityStepIn,
    ParityStepUpdateIn,
    RankListOut,
    RankUpdateIn,
    RankUpdateOut,
)

router = APIRouter(tags=["admin console"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


def _today(settings: Settings) -> date:
    return now().astimezone(ZoneInfo(settings.time_zone)).date()


@router.post("/admin/holiday/list", response_model=Envelope[HolidayYearOut])
def admin_holidays(
    payload: HolidayYearIn, caller: Annotated[Principal, May(Permission.holiday_list)], db: DB
) -> Envelope[HolidayYearOut]:
    """The holidays of a year by day, national first, and New Zealand's
    regions a holiday may be of."""
    return ok(service.holidays(db, payload.year))


@router.post("/admin/holiday/add", response_model=Envelope[HolidayItem])
def admin_holiday_add(
    payload: HolidayIn, caller: Annotated[Principal, May(Permission.holiday_edit)], db: DB
) -> Envelope[HolidayItem]:
    """Add a national (no region) or regional holiday; the next quote prices it."""
    return ok(service.add_holiday(db, payload))


@router.post("/admin/holiday/update", response_model=Envelope[HolidayItem])
def admin_holiday_update(
    payload: HolidayUpdateIn, caller: Annotated[Principal, May(Permission.holiday_edit)], db: DB
) -> Envelope[HolidayItem]:
    """Change a holiday's day, name or region."""
    return ok(service.update_holiday(db, payload))


@router.post("/admin/holiday/delete", response_model=Envelope[Empty])
def admin_holiday_delete(
    payload: HolidayIdIn, caller: Annotated[Principal, May(Permission.holiday_edit)], db: DB
) -> Envelope[Empty]:
    """Remove a holiday: the next quote prices its day as an ordinary one."""
    service.remove_holiday(db, payload.holidayId)
    return ok(Empty())


@router.post("/admin/holiday/load", response_model=Envelope[HolidayLoadOut])
def admin_holiday_load(
    payload: HolidayYearIn, caller: Annotated[Principal, May(Permission.holiday_edit)], db: DB
) -> Envelope[HolidayLoadOut]:
    """Load New Zealand's public holidays of a year as the `holidays` library
    computes them: adds those missing, leaves the others as staff left them."""
    return ok(service.load_holidays(db, payload.year))


@router.post("/admin/rank/list", response_model=Envelope[RankListOut])
def admin_ranks(
    caller: Annotated[Principal, May(Permission.rank_list)], db: DB
) -> Envelope[RankListOut]:
    """The three ranks, fewest points first, with how many teachers hold each."""
    return ok(service.ranks(db))


@router.post("/admin/rank/update", response_model=Envelope[RankUpdateOut])
def admin_rank_update(
    payload: RankUpdateIn,
    caller: Annotated[Principal, May(Permission.rank_edit)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[RankUpdateOut]:
    """Change a rank's points needed and hourly rates; a change of points
    re-ranks every teacher by their points."""
    return ok(service.update_rank(db, payload, _today(settings)))


@router.post("/admin/parity/list", response_model=Envelope[ParityListOut])
def admin_parity_steps(
    caller: Annotated[Principal, May(Permission.parity_list)], db: DB, settings: SettingsDep
) -> Envelope[ParityListOut]:
    """The pay parity steps, the latest to take effect first, the one in force marked."""
    return ok(service.steps(db, _today(settings)))


@router.post("/admin/parity/add", response_model=Envelope[ParityListOut])
def admin_parity_add(
    payload: ParityStepIn,
    caller: Annotated[Principal, May(Permission.parity_edit)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[ParityListOut]:
    """Add a step: the lowest hourly rate a qualified teacher is priced at from a day."""
    return ok(service.add_step(db, payload, _today(settings)))


@router.post("/admin/parity/update", response_model=Envelope[ParityListOut])
def admin_parity_update(
    payload: ParityStepUpdateIn,
    caller: Annotated[Principal, May(Permission.parity_edit)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[ParityListOut]:
    """Change a step's name, minimum rate or day."""
    return ok(service.update_step(db, payload, _today(settings)))


@router.post("/admin/parity/delete", response_model=Envelope[ParityListOut])
def admin_parity_delete(
    payload: ParityStepIdIn,
    caller: Annotated[Principal, May(Permission.parity_edit)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[ParityListOut]:
    """Remove a step."""
    return ok(service.remove_step(db, payload.stepId, _today(settings)))
