"""The calls of the apps' versions: the staff's list and edits, and the
open check an app makes."""

from __future__ import annotations

from datetime import date
from typing import Annotated
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends

from relief.appversions import service
from relief.appversions.schemas import (
    VersionCheckIn,
    VersionCheckOut,
    VersionIdIn,
    VersionItem,
    VersionListIn,
    VersionSaveIn,
)
from relief.auth.deps import DB
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Empty, Envelope, Page, ok

router = APIRouter(tags=["app versions"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


def _today(settings: Settings) -> date:
    return now().astimezone(ZoneInfo(settings.time_zone)).date()


@router.post("/admin/version/list", response_model=Envelope[Page[VersionItem]])
def version_list(
    payload: VersionListIn,
    caller: Annotated[Principal, May(Permission.version_list)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[Page[VersionItem]]:
    """The apps' versions, the highest number first, by platform, type and a
    keyword (part of the number or the description)."""
    return ok(service.listed(db, payload, _today(settings)))


@router.post("/admin/version/save", response_model=Envelope[VersionItem])
def version_save(
    payload: VersionSaveIn,
    caller: Annotated[Principal, May(Permission.version_edit)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[VersionItem]:
    """Add a version (no id) or change one."""
    return ok(service.save(db, payload, _today(settings)))


@router.post("/admin/version/delete", response_model=Envelope[Empty])
def version_delete(
    payload: VersionIdIn,
    caller: Annotated[Principal, May(Permission.version_edit)],
    db: DB,
) -> Envelope[Empty]:
    """Remove a version: apps are no longer told of it."""
    service.remove(db, payload.id)
    return ok(Empty())


@router.post("/show/version/check", response_model=Envelope[VersionCheckOut])
def version_check(
    payload: VersionCheckIn, db: DB, settings: SettingsDep
) -> Envelope[VersionCheckOut]:
    """Open to every app, signed in or not: whether an app of this platform
    at this version updates, and how (general, silent or forced)."""
    return ok(service.check(db, payload, _today(settings)))
