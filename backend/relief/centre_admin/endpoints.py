"""The console's centre calls (Users > Centres)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter

from relief.auth.deps import DB
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.centre_admin import service
from relief.centre_admin.schemas import (
    AdminCentreItem,
    CentreDetailOut,
    CentreIdIn,
    CentreListIn,
    CentreRatesIn,
    CentreRegionsOut,
)
from relief.kit.envelope import Envelope, Page, ok

router = APIRouter(tags=["admin console"])


@router.post("/admin/centre/list", response_model=Envelope[Page[AdminCentreItem]])
def admin_centres(
    payload: CentreListIn, caller: Annotated[Principal, May(Permission.centre_list)], db: DB
) -> Envelope[Page[AdminCentreItem]]:
    """Centres, newest first, with every label of the spec; by a keyword,
    region, account state and whether they have rates of their own; only
    those of the regions the caller's roles see."""
    return ok(service.centres(db, caller.user.id, payload))


@router.post("/admin/centre/regions", response_model=Envelope[CentreRegionsOut])
def admin_centre_regions(
    caller: Annotated[Principal, May(Permission.centre_list)], db: DB
) -> Envelope[CentreRegionsOut]:
    """The regions the centre list filters by: those the caller's roles see."""
    return ok(service.region_choices(db, caller.user.id))


@router.post("/admin/centre/detail", response_model=Envelope[CentreDetailOut])
def admin_centre_detail(
    payload: CentreIdIn, caller: Annotated[Principal, May(Permission.centre_list)], db: DB
) -> Envelope[CentreDetailOut]:
    """A centre's profile, location, contact, account, own and platform
    rates, and its latest bookings and invoices."""
    return ok(service.detail(db, caller.user.id, payload.centreId))


@router.post("/admin/centre/rates", response_model=Envelope[CentreDetailOut])
def admin_centre_rates(
    payload: CentreRatesIn, caller: Annotated[Principal, May(Permission.centre_rates)], db: DB
) -> Envelope[CentreDetailOut]:
    """Set a centre's own qualified and unqualified hourly rates and
    discounts (null: the platform's rate, no discount)."""
    return ok(service.update_rates(db, caller.user.id, payload))
