"""All SQL of invoices. What a centre reads starts from `issued(centre_id)`
(its own issued invoices only)."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import ColumnElement, Select, and_, case, func, or_, select
from sqlalchemy.orm import Session

from relief.kit import search
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
    Voucher,
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


# What staff read across centres (only centres of the regions they see).


@dataclass(frozen=True)
class StaffFilter:
    status: int | None
    centre_id: int | None
    issued_from: datetime | None
    issued_before: datetime | None
    keyword: str | None
    regions: Collection[str] | None
    at: datetime


def _overdue(at: datetime) -> ColumnElement[bool]:
    """Overdue, or unpaid with its due date passed (the task not run yet)."""
    return or_(
        Invoice.status == InvoiceStatus.overdue,
        and_(Invoice.status == InvoiceStatus.unpaid, Invoice.due_at <= at),
    )


def _staff_query(wanted: StaffFilter) -> Select[Invoice, str]:
    query = (
        select(Invoice, Centre.name)
        .join(Centre, Centre.id == Invoice.centre_id)
        .where(Invoice.status != InvoiceStatus.draft)
    )
    if wanted.status == InvoiceStatus.overdue:
        query = query.where(_overdue(wanted.at))
    elif wanted.status == InvoiceStatus.unpaid:
        query = query.where(Invoice.status == InvoiceStatus.unpaid, Invoice.due_at > wanted.at)
    elif wanted.status == InvoiceStatus.paid:
        query = query.where(Invoice.status == InvoiceStatus.paid)
    if wanted.centre_id is not None:
        query = query.where(Invoice.centre_id == wanted.centre_id)
    if wanted.issued_from is not None:
        query = query.where(Invoice.issued_at >= wanted.issued_from)
    if wanted.issued_before is not None:
        query = query.where(Invoice.issued_at < wanted.issued_before)
    if wanted.keyword:
        query = query.where(
            func.lower(Invoice.number).like(search.containing(wanted.keyword), escape=search.ESCAPE)
        )
    if wanted.regions is not None:
        query = query.where(Centre.region.in_(list(wanted.regions)))
    return query


def staff_ids(db: Session, wanted: StaffFilter, batch: int) -> Iterable[int]:
    """The ids of every invoice `staff_page` finds, in its order, read `batch` at a time."""
    query = _staff_query(wanted).with_only_columns(Invoice.id)
    yield from db.scalars(
        query.order_by(Invoice.issued_at.desc(), Invoice.id.desc()).execution_options(
            yield_per=batch
        )
    )


def staff_by_id(db: Session, ids: Sequence[int]) -> list[tuple[Invoice, str]]:
    query = select(Invoice, Centre.name).join(Centre, Centre.id == Invoice.centre_id)
    rows = db.execute(query.where(Invoice.id.in_(list(ids)))).all()
    return [(row[0], row[1]) for row in rows]


def staff_page(
    db: Session, wanted: StaffFilter, offset: int, limit: int
) -> tuple[list[tuple[Invoice, str]], int]:
    query = _staff_query(wanted)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.execute(
        query.order_by(Invoice.issued_at.desc(), Invoice.id.desc()).offset(offset).limit(limit)
    ).all()
    return [(row[0], row[1]) for row in rows], int(total)


@dataclass(frozen=True)
class StaffTotals:
    count: int
    amount: Decimal
    outstanding: Decimal
    overdue: int


def staff_totals(db: Session, wanted: StaffFilter) -> StaffTotals:
    matched = _staff_query(wanted).subquery()
    invoice = matched.c
    not_paid = invoice.status != InvoiceStatus.paid
    late = or_(
        invoice.status == InvoiceStatus.overdue,
        and_(invoice.status == InvoiceStatus.unpaid, invoice.due_at <= wanted.at),
    )
    row = db.execute(
        select(
            func.count(),
            func.coalesce(func.sum(invoice.total), 0),
            func.coalesce(func.sum(case((not_paid, invoice.total), else_=0)), 0),
            func.coalesce(func.sum(case((late, 1), else_=0)), 0),
        ).select_from(matched)
    ).one()
    cent = Decimal("0.01")
    return StaffTotals(
        int(row[0]), Decimal(row[1]).quantize(cent), Decimal(row[2]).quantize(cent), int(row[3])
    )


def staff_invoice(
    db: Session, invoice_id: int, regions: Collection[str] | None
) -> tuple[Invoice, Centre] | None:
    """An issued invoice with its centre, if the reader's regions see it."""
    query = (
        select(Invoice, Centre)
        .join(Centre, Centre.id == Invoice.centre_id)
        .where(Invoice.id == invoice_id, Invoice.status != InvoiceStatus.draft)
    )
    if regions is not None:
        query = query.where(Centre.region.in_(list(regions)))
    row = db.execute(query).first()
    return (row[0], row[1]) if row else None


def fee_lines(
    db: Session,
    kind: int | None,
    centre_id: int | None,
    issued_from: datetime | None,
    issued_before: datetime | None,
    regions: Collection[str] | None,
    offset: int,
    limit: int,
) -> tuple[list[tuple[InvoiceLine, Invoice, str]], int]:
    """Cancellation and placement fee lines of issued invoices, newest first."""
    kinds = [kind] if kind is not None else [2, 3]
    query = (
        select(InvoiceLine, Invoice, Centre.name)
        .join(Invoice, Invoice.id == InvoiceLine.invoice_id)
        .join(Centre, Centre.id == Invoice.centre_id)
        .where(InvoiceLine.kind.in_(kinds), Invoice.status != InvoiceStatus.draft)
    )
    if centre_id is not None:
        query = query.where(Invoice.centre_id == centre_id)
    if issued_from is not None:
        query = query.where(Invoice.issued_at >= issued_from)
    if issued_before is not None:
        query = query.where(Invoice.issued_at < issued_before)
    if regions is not None:
        query = query.where(Centre.region.in_(list(regions)))
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.execute(
        query.order_by(Invoice.issued_at.desc(), InvoiceLine.id.desc()).offset(offset).limit(limit)
    ).all()
    return [(row[0], row[1], row[2]) for row in rows], int(total)


# The accounting export: issued invoices of a period, oldest first.


@dataclass(frozen=True)
class Exported:
    """An invoice of the accounting export with what its rows name."""

    invoice: Invoice
    centre: Centre
    account: User
    voucher: str | None


def _period_query(
    centre_id: int | None,
    issued_from: datetime,
    issued_before: datetime,
    regions: Collection[str] | None,
) -> Select[Invoice]:
    query = (
        select(Invoice)
        .join(Centre, Centre.id == Invoice.centre_id)
        .where(
            Invoice.status != InvoiceStatus.draft,
            Invoice.issued_at >= issued_from,
            Invoice.issued_at < issued_before,
        )
    )
    if centre_id is not None:
        query = query.where(Invoice.centre_id == centre_id)
    if regions is not None:
        query = query.where(Centre.region.in_(list(regions)))
    return query


def period_count(
    db: Session,
    centre_id: int | None,
    issued_from: datetime,
    issued_before: datetime,
    regions: Collection[str] | None,
) -> int:
    """How many issued invoices of one centre (or of every centre the
    regions see) were issued in the period."""
    query = _period_query(centre_id, issued_from, issued_before, regions)
    return int(db.scalar(select(func.count()).select_from(query.subquery())) or 0)


def period_invoices(
    db: Session,
    centre_id: int | None,
    issued_from: datetime,
    issued_before: datetime,
    regions: Collection[str] | None,
    offset: int,
    limit: int,
) -> list[Exported]:
    """One file's invoices of the period, oldest first, with their centres,
    accounts and the names of the vouchers they applied (one query)."""
    query = (
        _period_query(centre_id, issued_from, issued_before, regions)
        .join(User, User.id == Centre.user_id)
        .outerjoin(Voucher, Voucher.id == Invoice.voucher_id)
        .with_only_columns(Invoice, Centre, User, Voucher.name)
        .order_by(Invoice.issued_at, Invoice.id)
        .offset(offset)
        .limit(limit)
    )
    return [Exported(row[0], row[1], row[2], row[3]) for row in db.execute(query).all()]


def lines_of_invoices(db: Session, invoice_ids: Sequence[int]) -> dict[int, list[InvoiceLine]]:
    """The lines of some invoices, by invoice, each in its order (one query)."""
    found: dict[int, list[InvoiceLine]] = {invoice_id: [] for invoice_id in invoice_ids}
    if not invoice_ids:
        return found
    for line in db.scalars(
        select(InvoiceLine)
        .where(InvoiceLine.invoice_id.in_(list(invoice_ids)))
        .order_by(InvoiceLine.invoice_id, InvoiceLine.id)
    ):
        found[line.invoice_id].append(line)
    return found


def centre(db: Session, centre_id: int) -> Centre | None:
    return db.get(Centre, centre_id)
