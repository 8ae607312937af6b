"""The admin console's work: platform figures, teacher vetting, switching
accounts off and on, the run-time settings, and the background work (the
workers' health, parked tasks and e-mails)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from relief.admin import repository, rules, staff
from relief.admin.errors import (
    AccountMissing,
    EmailMissing,
    OnlyParkedEmailRetried,
    OnlyParkedTaskRetried,
    SessionMissing,
    SettingMissing,
    TaskMissing,
)
from relief.admin.schemas import (
    AdminSettingItem,
    BookingCounts,
    EnabledIn,
    EnabledOut,
    MailRetryIn,
    OnlineSession,
    OverviewOut,
    ParkedMailItem,
    ParkedTaskItem,
    SessionFilter,
    SessionListIn,
    SettingCheckIn,
    SettingCheckOut,
    SettingGroup,
    SettingListOut,
    SettingUpdateIn,
    StaffFilter,
    StaffItem,
    TaskRetryIn,
    TeacherCounts,
    UnpaidInvoices,
)
from relief.auth import service as accounts
from relief.health import service as health
from relief.health.schemas import HealthDetailOut
from relief.kit import sorting
from relief.kit.clock import now
from relief.kit.envelope import Page, PageQuery
from relief.models import Approval, AuthSession, OutboxMessage, Task, User
from relief.settings import service as settings
from relief.settings.catalogue import CATALOGUE, GROUPS, Kind, Setting, parse


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


# --- accounts ----------------------------------------------------


def switch_account(db: Session, payload: EnabledIn) -> EnabledOut:
    """Switch a centre's or teacher's account off (every call it makes then
    answers 30030 with the notice) or back on."""
    if problem := rules.deactivation_problem(payload.enabled, payload.notice):
        raise problem
    user = repository.user(db, payload.userId)
    if user is None:
        raise AccountMissing()
    if refusal := rules.switch_problem(user.kind):
        raise refusal
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
        group=setting.group.value,
        label=setting.label.en,
        labelZh=setting.label.zh,
        description=setting.description.en,
        descriptionZh=setting.description.zh,
        unit=setting.unit.en if setting.unit else None,
        unitZh=setting.unit.zh if setting.unit else None,
        minimum=setting.minimum,
        maximum=setting.maximum,
    )


def setting_list(db: Session) -> SettingListOut:
    values = settings.values_by_key(db)
    return SettingListOut(
        groups=[
            SettingGroup(key=group.value, label=words.en, labelZh=words.zh)
            for group, words in GROUPS.items()
        ],
        list=[_setting_item(s, values[s.key]) for s in CATALOGUE.values()],
    )


def preview_setting(payload: SettingCheckIn) -> SettingCheckOut:
    """A value as it would be stored, without storing it (the console's
    preview of the Terms of Use shows the sanitised HTML)."""
    setting = CATALOGUE.get(payload.key)
    if setting is None:
        raise SettingMissing()
    return SettingCheckOut(value=_shown(setting, parse(setting, payload.value)))


def update_setting(db: Session, payload: SettingUpdateIn) -> AdminSettingItem:
    """Change one setting; the catalogue refuses a value of the wrong type or
    out of bounds, and nothing changes then."""
    setting = CATALOGUE.get(payload.key)
    if setting is None:
        raise SettingMissing()
    value = parse(setting, payload.value)
    settings.put(db, setting.key, value)
    return _setting_item(setting, value)


# --- background work ---------------------------------------------------------


def health_detail(db: Session) -> HealthDetailOut:
    return health.detail(db)


def _task_item(task: Task) -> ParkedTaskItem:
    return ParkedTaskItem(
        taskId=task.id,
        kind=task.kind,
        refId=task.ref_id,
        attempts=task.attempts,
        lastError=task.last_error,
        dueAt=task.due_at,
        failedAt=task.failed_at,
        createdAt=task.created_at,
    )


def parked_tasks(db: Session, query: PageQuery) -> Page[ParkedTaskItem]:
    rows, total = repository.parked_tasks(db, query.offset, query.pageSize)
    return Page[ParkedTaskItem].of([_task_item(task) for task in rows], total, query)


def retry_task(db: Session, payload: TaskRetryIn) -> ParkedTaskItem:
    """Put a parked task back: due now, with its attempts counted afresh."""
    task = repository.task(db, payload.taskId)
    if task is None:
        raise TaskMissing()
    if task.failed_at is None or task.done_at is not None:
        raise OnlyParkedTaskRetried()
    task.failed_at = None
    task.attempts = 0
    task.due_at = now()
    db.flush()
    return _task_item(task)


def _mail_item(message: OutboxMessage) -> ParkedMailItem:
    return ParkedMailItem(
        messageId=message.id,
        noticeId=message.notice_id,
        recipient=message.recipient,
        subject=message.subject,
        attempts=message.attempts,
        lastError=message.last_error,
        failedAt=message.failed_at,
        createdAt=message.created_at,
    )


def parked_mail(db: Session, query: PageQuery) -> Page[ParkedMailItem]:
    rows, total = repository.parked_mail(db, query.offset, query.pageSize)
    return Page[ParkedMailItem].of([_mail_item(message) for message in rows], total, query)


def retry_mail(db: Session, payload: MailRetryIn) -> ParkedMailItem:
    """Put a parked e-mail back: due now, with its attempts counted afresh."""
    message = repository.message(db, payload.messageId)
    if message is None:
        raise EmailMissing()
    if message.failed_at is None or message.sent_at is not None:
        raise OnlyParkedEmailRetried()
    message.failed_at = None
    message.attempts = 0
    message.next_attempt_at = now()
    db.flush()
    return _mail_item(message)


# --- online sessions ---------------------------------------------------------


def _online(session: AuthSession, user: User) -> OnlineSession:
    return OnlineSession(
        sessionId=session.id,
        userId=user.id,
        email=user.email,
        name=user.name,
        kind=user.kind,
        address=session.client_address,
        deviceType=session.device_type,
        signedInAt=session.created_at,
        lastSeenAt=session.last_seen_at,
        expiresAt=session.expires_at,
    )


LATEST_SEEN_FIRST = sorting.Sort(field="lastSeenAt", descending=True)


def _session_sort(query: SessionFilter) -> sorting.Sort:
    return sorting.parse(query.sort, accounts.SESSION_SORTS, LATEST_SEEN_FIRST)


def online_sessions(db: Session, query: SessionListIn) -> Page[OnlineSession]:
    """The sessions signed in now, the latest seen first unless sorted otherwise."""
    rows, total = accounts.live_sessions(
        db, query.kind, query.keyword or None, _session_sort(query), query.offset, query.pageSize
    )
    return Page[OnlineSession].of([_online(s, u) for s, u in rows], total, query)


def check_sessions(query: SessionFilter) -> None:
    """Refuse a filter or a sort the list would refuse."""
    _session_sort(query)


def session_ids(db: Session, query: SessionFilter, batch: int) -> Iterable[int]:
    """The ids of the sessions the list shows, in its order (for its export)."""
    return accounts.live_session_ids(
        db, query.kind, query.keyword or None, _session_sort(query), batch
    )


def sessions_by_id(db: Session, ids: Sequence[int]) -> dict[int, OnlineSession]:
    return {s.id: _online(s, u) for s, u in accounts.sessions_by_id(db, ids)}


def end_session(db: Session, session_id: int) -> None:
    """Sign a session out: the app's next call answers 1001 and asks to sign in."""
    if accounts.end_session(db, session_id) is None:
        raise SessionMissing()


# --- staff accounts, for the staff list's export ------------------------------


def check_staff(query: StaffFilter) -> None:
    """Refuse a filter or a sort the staff list would refuse."""
    staff.check(query)


def staff_ids(db: Session, query: StaffFilter, batch: int) -> Iterable[int]:
    """The ids of the staff accounts the list shows, in its order."""
    return staff.ids(db, query, batch)


def staff_by_id(db: Session, ids: Sequence[int]) -> dict[int, StaffItem]:
    return staff.items_by_id(db, ids)
