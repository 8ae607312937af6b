"""A centre's vouchers."""

from __future__ import annotations

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentCentre
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, ok
from relief.vouchers import service
from relief.vouchers.schemas import UsableIn, UsableOut, VoucherItem, VoucherListIn

router = APIRouter(tags=["vouchers"])


@router.post("/center/voucher/list", response_model=Envelope[Page[VoucherItem]])
def voucher_list(
    payload: VoucherListIn, caller: CurrentCentre, db: DB
) -> Envelope[Page[VoucherItem]]:
    """The centre's vouchers, newest first, paged, by status."""
    return ok(service.page(db, caller.centre, payload, now()))


@router.post("/center/voucher/usable", response_model=Envelope[UsableOut])
def voucher_usable(payload: UsableIn, caller: CurrentCentre, db: DB) -> Envelope[UsableOut]:
    """The active vouchers a new booking of this qualification can take."""
    return ok(service.usable_list(db, caller.centre, payload.qualification, now()))
