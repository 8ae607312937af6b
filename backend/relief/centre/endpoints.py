"""Centre dashboard calls."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, UploadFile

from relief.auth.deps import DB, CurrentCentre
from relief.centre import profile, service
from relief.centre.schemas import CentreDetailsIn, CouponOut, HomeStatisticsOut
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, ok

router = APIRouter(tags=["centre"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/center/home/statics", response_model=Envelope[HomeStatisticsOut])
def home_statistics(caller: CurrentCentre, db: DB) -> Envelope[HomeStatisticsOut]:
    """The dashboard's figures, computed from the data that exists."""
    return ok(service.home_statistics(db, caller.user, caller.centre))


@router.post("/center/home/statics/coupon", response_model=Envelope[CouponOut])
def home_coupon(caller: CurrentCentre, db: DB) -> Envelope[CouponOut]:
    """The centre's voucher for the dashboard popup, and the activity flag."""
    return ok(service.coupon(db, caller.centre))


@router.post("/center/profile", response_model=Envelope[profile.ProfileOut])
def centre_profile(caller: CurrentCentre, settings: SettingsDep) -> Envelope[profile.ProfileOut]:
    """The Personal Center: the centre's details and avatar."""
    return ok(profile.render(caller.user, caller.centre, settings, now()))


@router.post("/center/profile/update", response_model=Envelope[profile.ProfileOut])
def centre_profile_update(
    payload: CentreDetailsIn, caller: CurrentCentre, db: DB, settings: SettingsDep
) -> Envelope[profile.ProfileOut]:
    """Change the centre's details (name 2 to 20 characters, a valid GST number)."""
    profile.update(db, caller.centre, payload)
    return ok(profile.render(caller.user, caller.centre, settings, now()))


@router.post("/center/avatar/upload", response_model=Envelope[profile.ProfileOut])
def centre_avatar_upload(
    caller: CurrentCentre, db: DB, settings: SettingsDep, file: Annotated[UploadFile, File()]
) -> Envelope[profile.ProfileOut]:
    """Upload the centre's avatar (multipart `file`): JPG or PNG, at most 1 MB."""
    data = file.file.read(profile.AVATAR_MAX_BYTES + 1)
    profile.upload_avatar(db, settings, caller.user, file.filename or "avatar", data)
    return ok(profile.render(caller.user, caller.centre, settings, now()))
