"""The staff calls of the admin console (their screens are the console's)."""

from __future__ import annotations

from fastapi import APIRouter

from relief.admin import service
from relief.admin.schemas import (
    AdminCentreItem,
    AdminSettingItem,
    AdminTeacherItem,
    ApprovalIn,
    CentreListIn,
    EnabledIn,
    EnabledOut,
    OverviewOut,
    SettingListOut,
    SettingUpdateIn,
    TeacherListIn,
)
from relief.auth.deps import DB, CurrentStaff
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, ok

router = APIRouter(tags=["admin console"])


@router.post("/admin/overview", response_model=Envelope[OverviewOut])
def admin_overview(caller: CurrentStaff, db: DB) -> Envelope[OverviewOut]:
    """The platform in figures: centres, teachers by vetting state, bookings,
    open support tickets, unpaid invoices."""
    return ok(service.overview(db, now()))


@router.post("/admin/teacher/list", response_model=Envelope[Page[AdminTeacherItem]])
def admin_teachers(
    payload: TeacherListIn, caller: CurrentStaff, db: DB
) -> Envelope[Page[AdminTeacherItem]]:
    """Teachers, newest first, by vetting state and a keyword (name, e-mail,
    registration number)."""
    return ok(service.teachers(db, payload))


@router.post("/admin/teacher/approval", response_model=Envelope[AdminTeacherItem])
def admin_teacher_approval(
    payload: ApprovalIn, caller: CurrentStaff, db: DB
) -> Envelope[AdminTeacherItem]:
    """Approve (1) or reject (2, with a reason) a teacher's profile."""
    return ok(service.decide_approval(db, payload))


@router.post("/admin/centre/list", response_model=Envelope[Page[AdminCentreItem]])
def admin_centres(
    payload: CentreListIn, caller: CurrentStaff, db: DB
) -> Envelope[Page[AdminCentreItem]]:
    """Centres, newest first, by a keyword (name, e-mail, city)."""
    return ok(service.centres(db, payload))


@router.post("/admin/user/enabled", response_model=Envelope[EnabledOut])
def admin_user_enabled(payload: EnabledIn, caller: CurrentStaff, db: DB) -> Envelope[EnabledOut]:
    """Switch a centre's or teacher's account off (with the notice they will
    be shown) or back on."""
    return ok(service.switch_account(db, payload))


@router.post("/admin/setting/list", response_model=Envelope[SettingListOut])
def admin_settings(caller: CurrentStaff, db: DB) -> Envelope[SettingListOut]:
    """Every run-time setting with its value, default and bounds."""
    return ok(service.setting_list(db))


@router.post("/admin/setting/update", response_model=Envelope[AdminSettingItem])
def admin_setting_update(
    payload: SettingUpdateIn, caller: CurrentStaff, db: DB
) -> Envelope[AdminSettingItem]:
    """Change one setting, checked against its type and bounds."""
    return ok(service.update_setting(db, payload))
