"""The admin console's work: platform figures, teacher vetting, switching
accounts off and on, and the run-time settings."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from relief.admin import repository, rules
from relief.admin.schemas import (
    AdminCentreItem,
    AdminSettingItem,
    AdminTeacherItem,
    ApprovalIn,
    BookingCounts,
    CentreListIn,
    EnabledIn,
    EnabledOut,
    OverviewOut,
    SettingListOut,
    SettingUpdateIn,
    TeacherCounts,
    TeacherListIn,
    UnpaidInvoices,
)
from relief.auth import service as accounts
from relief.errors import NotFound, NotPermitted, ParameterError
from relief.kit.envelope import Page
from relief.models import Approval, Centre, Teacher, User
from relief.notices import service as notices
from relief.settings import service as settings
from relief.settings.catalogue import CATALOGUE, Kind, Setting, parse


def overview(db: Session, at: datetime) -> OverviewOut:
    teachers = repository.teachers_by_approval(db)
    processing, confirmed, finished = repository.booking_counts(db, at)
    unpaid, amount = repository.unpaid_invoices(db)
    return OverviewOut(
        centres=repository.centre_count(db),
        teachers=TeacherCounts(
            approved=teachers.get(Approval.approved, 0),
            pending=teachers.get(Approval.pending, 0),
            rejected=teachers.get(Approval.rejected, 0),
        ),
        bookings=BookingCounts(processing=processing, confirmed=confirmed, finished=finished),
        openTickets=repository.open_ticket_count(db),
        unpaidInvoices=UnpaidInvoices(count=unpaid, amount=amount),
    )


# --- teachers ----------------------------------------------------------------


def _teacher_item(teacher: Teacher, user: User) -> AdminTeacherItem:
    return AdminTeacherItem(
        teacherId=teacher.id,
        userId=user.id,
        name=f"{teacher.first_name} {teacher.last_name}",
        email=user.email,
        phone=teacher.mobile or user.phone,
        qualification=teacher.qualification,
        registrationNumber=teacher.registration_number,
        suburb=teacher.suburb,
        city=teacher.city,
        approval=teacher.approval,
        enabled=user.enabled,
        createdAt=teacher.created_at,
    )


def teachers(db: Session, query: TeacherListIn) -> Page[AdminTeacherItem]:
    rows, total = repository.teachers(
        db, query.approval, query.keyword or None, query.offset, query.pageSize
    )
    return Page[AdminTeacherItem](
        list=[_teacher_item(teacher, user) for teacher, user in rows],
        total=total,
        pageNo=query.pageNo,
        pageSize=query.pageSize,
    )


def decide_approval(db: Session, payload: ApprovalIn) -> AdminTeacherItem:
    """Approve or reject a teacher's profile; the teacher is told either way."""
    if problem := rules.approval_problem(payload.approval, payload.reason):
        raise ParameterError(problem)
    found = repository.teacher(db, payload.teacherId)
    if found is None:
        raise NotFound("The teacher does not exist.")
    teacher, user = found
    changed = teacher.approval != payload.approval
    teacher.approval = payload.approval
    db.flush()
    if changed and payload.approval == Approval.approved:
        notices.notify(
            db,
            user,
            "profile_approved",
            "Your profile is approved",
            "Your relief teaching profile is approved: you can now be invited to jobs.",
        )
    elif changed:
        notices.notify(
            db,
            user,
            "profile_rejected",
            "Your profile was not approved",
            f"Your relief teaching profile was not approved: {payload.reason}",
            reason=payload.reason,
        )
    return _teacher_item(teacher, user)


# --- centres and accounts ----------------------------------------------------


def _centre_item(centre: Centre, user: User, bookings: int) -> AdminCentreItem:
    return AdminCentreItem(
        centreId=centre.id,
        userId=user.id,
        name=centre.name,
        email=user.email,
        phone=centre.phone or user.phone,
        city=centre.city,
        enabled=user.enabled,
        createdAt=centre.created_at,
        bookings=bookings,
    )


def centres(db: Session, query: CentreListIn) -> Page[AdminCentreItem]:
    rows, total = repository.centres(db, query.keyword or None, query.offset, query.pageSize)
    return Page[AdminCentreItem](
        list=[_centre_item(centre, user, bookings) for centre, user, bookings in rows],
        total=total,
        pageNo=query.pageNo,
        pageSize=query.pageSize,
    )


def switch_account(db: Session, payload: EnabledIn) -> EnabledOut:
    """Switch a centre's or teacher's account off (every call it makes then
    answers 30030 with the notice) or back on."""
    if problem := rules.deactivation_problem(payload.enabled, payload.notice):
        raise ParameterError(problem)
    user = repository.user(db, payload.userId)
    if user is None:
        raise NotFound("The account does not exist.")
    if problem := rules.switch_problem(user.kind):
        raise NotPermitted(problem)
    if payload.enabled:
        accounts.reactivate(db, user)
    elif user.enabled or user.deactive_notice != payload.notice:
        notice = payload.notice or ""
        accounts.deactivate(db, user, kind=rules.DEACTIVATED_BY_STAFF, reason=notice, notice=notice)
    return EnabledOut(userId=user.id, enabled=user.enabled)


# --- settings ----------------------------------------------------------------


def _shown(setting: Setting, value: Any) -> Any:
    """A setting's value as JSON carries it: numbers with decimals as text,
    times as HH:MM."""
    if setting.kind in (Kind.decimal, Kind.money):
        return str(value)
    if setting.kind is Kind.time:
        return value.strftime("%H:%M")
    return value


def _setting_item(setting: Setting, value: Any) -> AdminSettingItem:
    return AdminSettingItem(
        key=setting.key,
        kind=setting.kind.value,
        value=_shown(setting, value),
        default=_shown(setting, setting.default),
        description=setting.description,
        minimum=setting.minimum,
        maximum=setting.maximum,
    )


def setting_list(db: Session) -> SettingListOut:
    values = settings.get_many(db, *CATALOGUE)
    return SettingListOut(list=[_setting_item(s, values[s.key]) for s in CATALOGUE.values()])


def update_setting(db: Session, payload: SettingUpdateIn) -> AdminSettingItem:
    """Change one setting; the catalogue refuses a value of the wrong type or
    out of bounds, and nothing changes then."""
    setting = CATALOGUE.get(payload.key)
    if setting is None:
        raise NotFound("The setting does not exist.")
    value = parse(setting, payload.value)
    settings.put(db, setting.key, value)
    return _setting_item(setting, value)
