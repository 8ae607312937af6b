"""The console's voucher calls (Money > Vouchers)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from relief.auth.deps import DB
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, ok
from relief.voucherdesk import service
from relief.voucherdesk.schemas import (
    VoucherDeskItem,
    VoucherDeskListIn,
    VoucherExpireIn,
    VoucherIssuedOut,
    VoucherIssueIn,
)

router = APIRouter(tags=["admin console"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/admin/voucher/list", response_model=Envelope[Page[VoucherDeskItem]])
def staff_voucher_list(
    payload: VoucherDeskListIn,
    caller: Annotated[Principal, May(Permission.voucher_list)],
    db: DB,
    config: SettingsDep,
) -> Envelope[Page[VoucherDeskItem]]:
    """Staff: every voucher of the centres the caller's roles see, newest
    first, by status as shown, centre, type, use type, days of issue and of
    expiry and part of the name; with the booking and invoice it is on."""
    return ok(service.page(db, caller.user.id, payload, now(), config.time_zone))


@router.post("/admin/voucher/issue", response_model=Envelope[VoucherIssuedOut])
def staff_voucher_issue(
    payload: VoucherIssueIn,
    caller: Annotated[Principal, May(Permission.voucher_issue)],
    db: DB,
    config: SettingsDep,
) -> Envelope[VoucherIssuedOut]:
    """Staff issue a voucher (type 3) to chosen centres or to every centre a
    centre-list filter finds, at most 1,000; each centre is told."""
    return ok(service.issue(db, caller.user.id, payload, now(), config.time_zone))


@router.post("/admin/voucher/expire", response_model=Envelope[VoucherDeskItem])
def staff_voucher_expire(
    payload: VoucherExpireIn,
    caller: Annotated[Principal, May(Permission.voucher_expire)],
    db: DB,
) -> Envelope[VoucherDeskItem]:
    """Staff end an active voucher before its expiry, with a reason the centre is told."""
    return ok(service.expire_early(db, caller.user.id, payload, now()))
