"""The staff calls of the audit log (reading only: nobody changes it)."""

from __future__ import annotations

from typing import Annotated
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends

from relief.audit import service
from relief.audit.schemas import AuditDetail, AuditIdIn, AuditItem, AuditListIn
from relief.auth.deps import DB
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.config import Settings, get_settings
from relief.kit.envelope import Envelope, Page, ok

router = APIRouter(tags=["admin console"])


@router.post("/admin/audit/list", response_model=Envelope[Page[AuditItem]])
def audit_list(
    payload: AuditListIn,
    caller: Annotated[Principal, May(Permission.audit_list)],
    db: DB,
    settings: Annotated[Settings, Depends(get_settings)],
) -> Envelope[Page[AuditItem]]:
    """Staff writes and sign-ins, newest first, filtered by who, call,
    permission, record, period and result."""
    return ok(service.entries(db, payload, ZoneInfo(settings.time_zone)))


@router.post("/admin/audit/detail", response_model=Envelope[AuditDetail])
def audit_detail(
    payload: AuditIdIn, caller: Annotated[Principal, May(Permission.audit_list)], db: DB
) -> Envelope[AuditDetail]:
    """One entry with the fields it changed, before and after."""
    return ok(service.detail(db, payload.id))
