"""The staff calls of the admin console (their screens are the console's)."""

from __future__ import annotations

from datetime import date
from typing import Annotated
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends

from relief.admin import service, staff
from relief.admin.schemas import (
    AdminSettingItem,
    EnabledIn,
    EnabledOut,
    MailRetryIn,
    OnlineSession,
    OverviewOut,
    ParkedMailItem,
    ParkedTaskItem,
    SessionEndIn,
    SessionListIn,
    SettingCheckIn,
    SettingCheckOut,
    SettingListOut,
    SettingUpdateIn,
    StaffCreateIn,
    StaffEnabledIn,
    StaffIdIn,
    StaffItem,
    StaffListIn,
    StaffPasswordOut,
    StaffUpdateIn,
    TaskRetryIn,
)
from relief.auth.deps import DB
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.config import Settings, get_settings
from relief.health.schemas import HealthDetailOut
from relief.kit.clock import now
from relief.kit.envelope import Empty, Envelope, Page, PageQuery, ok

router = APIRouter(tags=["admin console"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


def _today(settings: Settings) -> date:
    return now().astimezone(ZoneInfo(settings.time_zone)).date()


@router.post("/admin/overview", response_model=Envelope[OverviewOut])
def admin_overview(
    caller: Annotated[Principal, May(Permission.overview_read)], db: DB
) -> Envelope[OverviewOut]:
    """The platform in figures: centres, teachers by vetting state, bookings,
    open support tickets, unpaid invoices."""
    return ok(service.overview(db, now()))


@router.post("/admin/user/enabled", response_model=Envelope[EnabledOut])
def admin_user_enabled(
    payload: EnabledIn, caller: Annotated[Principal, May(Permission.account_enable)], db: DB
) -> Envelope[EnabledOut]:
    """Switch a centre's or teacher's account off (with the notice they will
    be shown) or back on."""
    return ok(service.switch_account(db, payload))


@router.post("/admin/setting/list", response_model=Envelope[SettingListOut])
def admin_settings(
    caller: Annotated[Principal, May(Permission.setting_list)], db: DB
) -> Envelope[SettingListOut]:
    """Every run-time setting with its value, default and bounds."""
    return ok(service.setting_list(db))


@router.post("/admin/setting/update", response_model=Envelope[AdminSettingItem])
def admin_setting_update(
    payload: SettingUpdateIn, caller: Annotated[Principal, May(Permission.setting_edit)], db: DB
) -> Envelope[AdminSettingItem]:
    """Change one setting, checked against its type and bounds."""
    return ok(service.update_setting(db, payload))


@router.post("/admin/setting/preview", response_model=Envelope[SettingCheckOut])
def admin_setting_preview(
    payload: SettingCheckIn, caller: Annotated[Principal, May(Permission.setting_list)]
) -> Envelope[SettingCheckOut]:
    """A value checked like a change and answered as it would be stored, without
    storing it: the Terms of Use as the centres will see them, sanitised."""
    return ok(service.preview_setting(payload))


@router.post("/admin/health", response_model=Envelope[HealthDetailOut])
def admin_health(
    caller: Annotated[Principal, May(Permission.health_read)], db: DB
) -> Envelope[HealthDetailOut]:
    """The health check with every worker's heartbeat (host, process, when it
    started, its last beat, alive or not)."""
    return ok(service.health_detail(db))


@router.post("/admin/task/parked/list", response_model=Envelope[Page[ParkedTaskItem]])
def admin_parked_tasks(
    payload: PageQuery, caller: Annotated[Principal, May(Permission.health_read)], db: DB
) -> Envelope[Page[ParkedTaskItem]]:
    """Background tasks parked after failing every attempt, the latest first."""
    return ok(service.parked_tasks(db, payload))


@router.post("/admin/task/retry", response_model=Envelope[ParkedTaskItem])
def admin_task_retry(
    payload: TaskRetryIn, caller: Annotated[Principal, May(Permission.work_retry)], db: DB
) -> Envelope[ParkedTaskItem]:
    """Put a parked task back, due now."""
    return ok(service.retry_task(db, payload))


@router.post("/admin/mail/parked/list", response_model=Envelope[Page[ParkedMailItem]])
def admin_parked_mail(
    payload: PageQuery, caller: Annotated[Principal, May(Permission.health_read)], db: DB
) -> Envelope[Page[ParkedMailItem]]:
    """E-mails parked after the mail server refused every attempt, the latest first."""
    return ok(service.parked_mail(db, payload))


@router.post("/admin/mail/retry", response_model=Envelope[ParkedMailItem])
def admin_mail_retry(
    payload: MailRetryIn, caller: Annotated[Principal, May(Permission.work_retry)], db: DB
) -> Envelope[ParkedMailItem]:
    """Put a parked e-mail back, due now."""
    return ok(service.retry_mail(db, payload))


@router.post("/admin/staff/list", response_model=Envelope[Page[StaffItem]])
def admin_staff(
    payload: StaffListIn, caller: Annotated[Principal, May(Permission.staff_list)], db: DB
) -> Envelope[Page[StaffItem]]:
    """Staff accounts, newest first unless sorted otherwise, with their roles."""
    return ok(staff.listed(db, payload))


@router.post("/admin/staff/create", response_model=Envelope[StaffItem])
def admin_staff_create(
    payload: StaffCreateIn, caller: Annotated[Principal, May(Permission.staff_edit)], db: DB
) -> Envelope[StaffItem]:
    """A new staff account with roles the caller may grant; the new member is
    asked to change the first password."""
    return ok(staff.add(db, caller.user.id, payload))


@router.post("/admin/staff/update", response_model=Envelope[StaffItem])
def admin_staff_update(
    payload: StaffUpdateIn, caller: Annotated[Principal, May(Permission.staff_edit)], db: DB
) -> Envelope[StaffItem]:
    """Change a staff member's name and, when given, their sign-in e-mail:
    one whose roles are at the caller's level or below."""
    return ok(staff.update(db, caller.user.id, payload))


@router.post("/admin/staff/enabled", response_model=Envelope[StaffItem])
def admin_staff_enabled(
    payload: StaffEnabledIn, caller: Annotated[Principal, May(Permission.staff_edit)], db: DB
) -> Envelope[StaffItem]:
    """Switch a staff account off (its sessions end at once) or back on; not
    one's own, nor one whose role is above the caller's level."""
    return ok(staff.switch(db, caller.user.id, payload))


@router.post("/admin/staff/password/reset", response_model=Envelope[StaffPasswordOut])
def admin_staff_password_reset(
    payload: StaffIdIn, caller: Annotated[Principal, May(Permission.staff_edit)], db: DB
) -> Envelope[StaffPasswordOut]:
    """Give a staff member a new one-time password, answered once; they are
    asked to change it at their next sign-in, and their sessions end."""
    return ok(staff.reset_password(db, caller.user.id, payload.userId))


@router.post("/admin/session/list", response_model=Envelope[Page[OnlineSession]])
def admin_sessions(
    payload: SessionListIn, caller: Annotated[Principal, May(Permission.session_list)], db: DB
) -> Envelope[Page[OnlineSession]]:
    """The sessions signed in now (not ended, not expired), the latest seen
    first: account, kind, address, sign-in time and last seen."""
    return ok(service.online_sessions(db, payload))


@router.post("/admin/session/end", response_model=Envelope[Empty])
def admin_session_end(
    payload: SessionEndIn, caller: Annotated[Principal, May(Permission.session_end)], db: DB
) -> Envelope[Empty]:
    """Sign a session out; its app's next call answers 1001."""
    service.end_session(db, payload.sessionId)
    return ok(Empty())
