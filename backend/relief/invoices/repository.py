"""All SQL that reads a centre's invoices. Every query starts from `issued(centre_id)`."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from relief.models import Invoice, InvoiceStatus, JobRecord


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
