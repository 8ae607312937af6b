"""The staff calls of the console's teacher desk (menu Users, Teachers)."""

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
from relief.kit.envelope import Envelope, Page, ok
from relief.teacherdesk import service
from relief.teacherdesk.schemas import (
    AdminTeacherItem,
    ApprovalIn,
    PasswordOut,
    PointsAdjustIn,
    TeacherChoicesOut,
    TeacherDetailOut,
    TeacherIdIn,
    TeacherListIn,
)

router = APIRouter(tags=["admin console: teachers"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


def _today(settings: Settings) -> date:
    return now().astimezone(ZoneInfo(settings.time_zone)).date()


@router.post("/admin/teacher/list", response_model=Envelope[Page[AdminTeacherItem]])
def teacher_list(
    payload: TeacherListIn,
    caller: Annotated[Principal, May(Permission.teacher_list)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[Page[AdminTeacherItem]]:
    """Teachers, newest first, by vetting state, qualification, rank, talent
    pool, a document expiring within N days, region, free job seeker, enabled
    and a keyword (name, e-mail, registration number), each with what they
    still owe; only those of the regions the caller's roles see."""
    return ok(service.listed(db, caller.user.id, payload, _today(settings)))


@router.post("/admin/teacher/choices", response_model=Envelope[TeacherChoicesOut])
def teacher_choices(
    caller: Annotated[Principal, May(Permission.teacher_list)], db: DB
) -> Envelope[TeacherChoicesOut]:
    """What the teacher list's filters offer: every rank and region."""
    return ok(service.choices(db))


@router.post("/admin/teacher/detail", response_model=Envelope[TeacherDetailOut])
def teacher_detail(
    payload: TeacherIdIn,
    caller: Annotated[Principal, May(Permission.teacher_list)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[TeacherDetailOut]:
    """A teacher's whole record: profile, documents (each with a short-lived
    signed link), vetting checklist, rank and points, reviews, reliability, jobs."""
    at = now()
    return ok(service.detail(db, settings, caller.user, payload.teacherId, at, _today(settings)))


@router.post("/admin/teacher/approval", response_model=Envelope[AdminTeacherItem])
def teacher_approval(
    payload: ApprovalIn,
    caller: Annotated[Principal, May(Permission.teacher_vet)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[AdminTeacherItem]:
    """Approve (1), reject (2, with a reason) or put back to pending (0) a
    teacher's profile; the teacher is told of a change."""
    return ok(service.decide(db, caller.user.id, payload, _today(settings)))


@router.post("/admin/teacher/points/adjust", response_model=Envelope[AdminTeacherItem])
def teacher_points(
    payload: PointsAdjustIn,
    caller: Annotated[Principal, May(Permission.teacher_points)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[AdminTeacherItem]:
    """Add or take a teacher's working points, with the reason; the rank
    follows the points."""
    return ok(service.adjust_points(db, caller.user.id, payload, _today(settings)))


@router.post("/admin/teacher/password/reset", response_model=Envelope[PasswordOut])
def teacher_password_reset(
    payload: TeacherIdIn,
    caller: Annotated[Principal, May(Permission.teacher_password)],
    db: DB,
) -> Envelope[PasswordOut]:
    """Give a teacher a new one-time password, answered once; they are asked
    to change it at their next sign-in, and their sessions end."""
    return ok(service.reset_password(db, caller.user.id, payload.teacherId))
