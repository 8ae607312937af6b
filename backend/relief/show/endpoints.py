"""Calls open without sign-in: system config and public holidays."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from relief.auth.deps import DB
from relief.config import Settings, get_settings
from relief.kit.envelope import Envelope, ok
from relief.show import service
from relief.show.schemas import HolidayListIn, HolidayListOut, HolidayOut, SystemConfigOut

router = APIRouter(tags=["show"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/show/system/config", response_model=Envelope[SystemConfigOut])
def system_config(db: DB, settings: SettingsDep) -> Envelope[SystemConfigOut]:
    """The Terms of Use and Privacy Policy shown in the agreement dialog, and
    where the map picker gets its tiles and geocoding."""
    agreement, privacy = service.system_config(db)
    return ok(
        SystemConfigOut(
            agreement=agreement,
            privacyPolicy=privacy,
            mapTileUrl=settings.map_tile_url,
            mapGeocoderUrl=settings.map_geocoder_url,
        )
    )


@router.post("/show/holiday/list", response_model=Envelope[HolidayListOut])
def holiday_list(db: DB, payload: HolidayListIn | None = None) -> Envelope[HolidayListOut]:
    """New Zealand public holidays, optionally of one year."""
    rows = service.holidays(db, payload.year if payload else None)
    return ok(
        HolidayListOut(list=[HolidayOut(date=h.day, name=h.name, region=h.region) for h in rows])
    )
