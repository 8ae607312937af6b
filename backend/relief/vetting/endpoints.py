"""Vetting calls: the teacher's approval state and staff asking for a document."""

from __future__ import annotations

from typing import Annotated
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends

from relief.auth.deps import DB, CurrentTeacher
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, ok
from relief.vetting import service
from relief.vetting.schemas import ApprovalStateOut, DocumentRequestIn, DocumentRequestOut

router = APIRouter(tags=["vetting"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/teacher/approval/state", response_model=Envelope[ApprovalStateOut])
def approval_state(
    caller: CurrentTeacher, db: DB, settings: SettingsDep
) -> Envelope[ApprovalStateOut]:
    """Whether staff approved the teacher (and why not), and what the teacher
    still has to give: missing, expired or asked-for documents, bank account."""
    today = now().astimezone(ZoneInfo(settings.time_zone)).date()
    return ok(service.state(db, caller.teacher, today))


@router.post("/admin/teacher/document/request", response_model=Envelope[DocumentRequestOut])
def request_document(
    payload: DocumentRequestIn,
    caller: Annotated[Principal, May(Permission.teacher_vet)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[DocumentRequestOut]:
    """Ask a teacher for a document (with a note); the teacher gets a notice."""
    at = now()
    today = at.astimezone(ZoneInfo(settings.time_zone)).date()
    return ok(service.request_document(db, caller.user, payload, at, today))
