"""The admin console's SQL: counts across the platform and the account lists."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import Select, func, or_, select
from sqlalchemy.orm import Session

from relief.kit import search, sorting
from relief.models import (
    AccountKind,
    Booking,
    BookingStatus,
    Centre,
    Invoice,
    InvoiceStatus,
    OutboxMessage,
    SupportTicket,
    Task,
    Teacher,
    TicketStatus,
    User,
)

# What the staff list sorts by: the item's field → the column.
STAFF_SORTS: dict[str, Any] = {
    "createdAt": User.created_at,
    "name": User.name,
    "email": User.email,
    "enabled": User.enabled,
    "lastSignInAt": User.last_login_at,
}

CLOSED_TICKETS = (TicketStatus.resolved, TicketStatus.closed)
UNPAID_INVOICES = (InvoiceStatus.unpaid, InvoiceStatus.overdue)


def centre_count(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(Centre)) or 0


def teachers_by_approval(db: Session) -> dict[int, int]:
    rows = db.execute(select(Teacher.approval, func.count()).group_by(Teacher.approval))
    return {int(approval): int(count) for approval, count in rows}


def booking_counts(db: Session, at: datetime) -> tuple[int, int, int]:
    """(processing, confirmed and not ended, confirmed and ended)."""
    confirmed = Booking.status == BookingStatus.confirmed
    row = db.execute(
        select(
            func.count().filter(Booking.status == BookingStatus.processing),
            func.count().filter(confirmed, Booking.ends_at >= at),
            func.count().filter(confirmed, Booking.ends_at < at),
        )
    ).one()
    return int(row[0]), int(row[1]), int(row[2])


def open_ticket_count(db: Session) -> int:
    query = select(func.count()).where(SupportTicket.status.not_in(CLOSED_TICKETS))
    return db.scalar(query) or 0


def unpaid_invoices(db: Session) -> tuple[int, Decimal]:
    row = db.execute(
        select(func.count(), func.coalesce(func.sum(Invoice.total), 0)).where(
            Invoice.status.in_(UNPAID_INVOICES)
        )
    ).one()
    return int(row[0]), Decimal(row[1])


def _paged(
    db: Session, query: Select[*tuple[Any, ...]], offset: int, limit: int
) -> tuple[Sequence[Any], int]:
    total = db.scalar(select(func.count()).select_from(query.order_by(None).subquery())) or 0
    rows = db.execute(query.offset(offset).limit(limit)).all()
    return rows, total


def _staff(keyword: str | None) -> Select[User]:
    query = select(User).where(User.kind == AccountKind.staff)
    if keyword:
        pattern = search.containing(keyword)
        query = query.where(
            or_(
                func.lower(func.coalesce(User.name, "")).like(pattern, escape=search.ESCAPE),
                func.lower(User.email).like(pattern, escape=search.ESCAPE),
            )
        )
    return query


def staff(
    db: Session, keyword: str | None, sort: sorting.Sort, offset: int, limit: int
) -> tuple[list[User], int]:
    """Staff accounts in the order asked for, and how many in all."""
    query = _staff(keyword).order_by(*sorting.order(STAFF_SORTS[sort.field], sort, User.id))
    rows, total = _paged(db, query, offset, limit)
    return [row[0] for row in rows], total


def staff_ids(db: Session, keyword: str | None, sort: sorting.Sort, batch: int) -> Iterable[int]:
    """The ids of the staff accounts the list shows, in its order, `batch` at a time."""
    query = _staff(keyword).with_only_columns(User.id)
    query = query.order_by(*sorting.order(STAFF_SORTS[sort.field], sort, User.id))
    return db.scalars(query.execution_options(yield_per=batch))


def staff_by_id(db: Session, ids: Sequence[int]) -> list[User]:
    query = select(User).where(User.kind == AccountKind.staff, User.id.in_(list(ids)))
    return list(db.scalars(query))


def email_taken(db: Session, email: str, other_than: int) -> bool:
    """Whether an account other than `other_than` signs in with this e-mail."""
    query = select(User.id).where(User.email == email, User.id != other_than).limit(1)
    return db.scalar(query) is not None


def user(db: Session, user_id: int) -> User | None:
    return db.get(User, user_id)


def parked_tasks(db: Session, offset: int, limit: int) -> tuple[list[Task], int]:
    """Tasks parked after their last attempt, the latest parked first."""
    query = (
        select(Task)
        .where(Task.failed_at.is_not(None), Task.done_at.is_(None))
        .order_by(Task.failed_at.desc(), Task.id.desc())
    )
    rows, total = _paged(db, query, offset, limit)
    return [row[0] for row in rows], total


def task(db: Session, task_id: int) -> Task | None:
    return db.get(Task, task_id)


def parked_mail(db: Session, offset: int, limit: int) -> tuple[list[OutboxMessage], int]:
    """E-mails parked after their last attempt, the latest parked first."""
    query = (
        select(OutboxMessage)
        .where(OutboxMessage.failed_at.is_not(None), OutboxMessage.sent_at.is_(None))
        .order_by(OutboxMessage.failed_at.desc(), OutboxMessage.id.desc())
    )
    rows, total = _paged(db, query, offset, limit)
    return [row[0] for row in rows], total


def message(db: Session, message_id: int) -> OutboxMessage | None:
    return db.get(OutboxMessage, message_id)
