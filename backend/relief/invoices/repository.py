"""All SQL of invoices. What a centre reads starts from `issued(centre_id)`
(its own issued invoices only)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from relief.locks import for_update
from relief.models import (
    Centre,
    Invoice,
    InvoiceLine,
    InvoiceStatus,
    JobOffer,
    JobRecord,
    Teacher,
    TimeSheet,
    User,
)


def issued(centre_id: int) -> Select[Invoice]:
    return select(Invoice).where(
        Invoice.centre_id == centre_id, Invoice.status != InvoiceStatus.draft
    )


def page(
    db: Session, centre_id: int, status: int | None, offset: int, limit: int
) -> tuple[list[Invoice], int]:
    query = issued(centre_id)
    if status is not None:
        query = query.where(Invoice.status == status)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.scalars(
        query.order_by(Invoice.issued_at.desc(), Invoice.id.desc()).offset(offset).limit(limit)
    )
    return list(rows), int(total)


def get_issued(db: Session, centre_id: int, invoice_id: int) -> Invoice | None:
    return db.scalar(issued(centre_id).where(Invoice.id == invoice_id))


def find(db: Session, invoice_id: int) -> Invoice | None:
    return db.get(Invoice, invoice_id)


def locked(db: Session, invoice_id: int) -> Invoice | None:
    return db.scalar(for_update(select(Invoice).where(Invoice.id == invoice_id)))


def locked_numbered(db: Session, invoice_id: int) -> Invoice | None:
    """The invoice, locked, if it has been numbered (issued)."""
    return db.scalar(
        for_update(select(Invoice).where(Invoice.id == invoice_id, Invoice.number.is_not(None)))
    )


def issued_numbered(db: Session, invoice_id: int, number: str) -> Invoice | None:
    """The issued invoice with this id and this number, or None."""
    return db.scalar(
        select(Invoice).where(
            Invoice.id == invoice_id,
            Invoice.status != InvoiceStatus.draft,
            Invoice.number == number,
        )
    )


def locked_of_week(db: Session, booking_id: int, week_start: date) -> Invoice | None:
    """The booking's invoice of the week starting on `week_start`, locked."""
    return db.scalar(
        for_update(
            select(Invoice).where(
                Invoice.booking_id == booking_id, Invoice.week_start == week_start
            )
        )
    )


def lines_of(db: Session, invoice_id: int) -> list[InvoiceLine]:
    return list(
        db.scalars(
            select(InvoiceLine).where(InvoiceLine.invoice_id == invoice_id).order_by(InvoiceLine.id)
        )
    )


@dataclass(frozen=True)
class AmountsDue:
    unpaid: int
    overdue: int
    amount: Decimal


def amounts_due(db: Session, centre_id: int) -> AmountsDue:
    """How many invoices are unpaid and overdue, and what they add up to."""
    rows = db.execute(
        select(Invoice.status, func.count(Invoice.id), func.sum(Invoice.total))
        .where(
            Invoice.centre_id == centre_id,
            Invoice.status.in_((InvoiceStatus.unpaid, InvoiceStatus.overdue)),
        )
        .group_by(Invoice.status)
    ).all()
    counts = {status: (count, total or Decimal("0")) for status, count, total in rows}
    unpaid = counts.get(InvoiceStatus.unpaid, (0, Decimal("0")))
    overdue = counts.get(InvoiceStatus.overdue, (0, Decimal("0")))
    return AmountsDue(
        unpaid[0], overdue[0], (Decimal(unpaid[1]) + Decimal(overdue[1])).quantize(Decimal("0.01"))
    )


def job_records_of_booking(db: Session, booking_id: int) -> list[JobRecord]:
    """The booking's job records, whatever their status, in the order they start."""
    return list(
        db.scalars(
            select(JobRecord)
            .where(JobRecord.booking_id == booking_id)
            .order_by(JobRecord.starts_at, JobRecord.seat_no)
        )
    )


def time_sheet_of(db: Session, job_record_id: int) -> TimeSheet | None:
    return db.scalar(select(TimeSheet).where(TimeSheet.job_record_id == job_record_id))


def centre_account(db: Session, centre_id: int) -> tuple[Centre, User]:
    """The centre billed and its account, which hears of its invoices and
    whose language they are worded in."""
    row = db.execute(
        select(Centre, User).join(User, User.id == Centre.user_id).where(Centre.id == centre_id)
    ).one()
    return row[0], row[1]


def teacher(db: Session, teacher_id: int) -> Teacher:
    found = db.get(Teacher, teacher_id)
    assert found is not None
    return found


def offer(db: Session, offer_id: int) -> JobOffer:
    found = db.get(JobOffer, offer_id)
    assert found is not None
    return found
