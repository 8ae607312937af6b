"""Billing: lines onto a booking's weekly invoice, issuing, overdue and paid.

Every function runs in the caller's transaction. Lines of a booking are added
under the booking's row lock, so two time sheets confirmed at once land on the
same draft invoice; the unique (booking, week) constraint backs that up.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.authority import service as authority
from relief.config import Settings
from relief.invoices import pdf, repository, rules, wording
from relief.invoices.errors import (
    InvoiceLinkExpiredNotValid,
    InvoiceMissing,
    InvoiceNotPayable,
)
from relief.invoices.schemas import (
    FeeItem,
    FeeListIn,
    InvoiceDetail,
    InvoiceItem,
    InvoiceLineOut,
    InvoiceLinkOut,
    InvoiceListIn,
    PaymentIn,
    StaffInvoiceDetail,
    StaffInvoiceFilter,
    StaffInvoiceItem,
    StaffInvoiceListIn,
    StaffInvoiceTotals,
)
from relief.kit import signing
from relief.kit.clock import local, now
from relief.kit.envelope import Page
from relief.kit.language import Language, language_of
from relief.locks import lock_booking
from relief.models import (
    Booking,
    Centre,
    Invoice,
    InvoiceKind,
    InvoiceLine,
    InvoiceLineKind,
    InvoiceStatus,
    JobApplication,
    JobRecord,
    JobRecordStatus,
    Task,
    TimeSheet,
    TimeSheetStatus,
    User,
)
from relief.notices import kinds
from relief.notices import service as notices
from relief.settings import service as settings
from relief.tasks import handles, schedule
from relief.vouchers import service as vouchers


def _language(account: User) -> Language:
    """The centre's language, which its invoices are worded in."""
    return language_of(account.language)


def local_date(moment: datetime, zone: str) -> date:
    return moment.astimezone(ZoneInfo(zone)).date()


def week_ends_at(week_start: date, zone: str) -> datetime:
    """Monday 00:00 local after the week: when its invoice is issued at the latest."""
    return datetime.combine(week_start + timedelta(days=7), time(0), tzinfo=ZoneInfo(zone))


def _open_invoice(db: Session, booking: Booking, week_start: date, zone: str) -> Invoice:
    """The draft invoice of the booking's week, created if missing.

    A line that arrives after its week's invoice was issued goes on the
    booking's next week's invoice.
    """
    while True:
        invoice = repository.locked_of_week(db, booking.id, week_start)
        if invoice is None:
            invoice = Invoice(
                kind=InvoiceKind.booking,
                centre_id=booking.centre_id,
                booking_id=booking.id,
                week_start=week_start,
                status=InvoiceStatus.draft,
            )
            db.add(invoice)
            db.flush()
            schedule(db, "invoice.issue", invoice.id, week_ends_at(week_start, zone))
            return invoice
        if invoice.status == InvoiceStatus.draft:
            return invoice
        week_start += timedelta(days=7)


def amounts_due(db: Session, centre_id: int) -> repository.AmountsDue:
    """How many of the centre's invoices are unpaid and overdue, and what they add up to."""
    return repository.amounts_due(db, centre_id)


def week_settled(
    db: Session, booking_id: int, week_start: date, zone: str, billed_sheet_id: int | None = None
) -> bool:
    """Every job record of the booking in that week is finished with a confirmed
    time sheet, or is cancelled or left."""
    for record in repository.job_records_of_booking(db, booking_id):
        if rules.week_start(local_date(record.starts_at, zone)) != week_start:
            continue
        if record.status in (JobRecordStatus.canceled, JobRecordStatus.leave):
            continue
        if record.status != JobRecordStatus.finished:
            return False
        sheet = repository.time_sheet_of(db, record.id)
        if sheet is None:
            return False
        if sheet.id != billed_sheet_id and sheet.status != TimeSheetStatus.confirmed:
            return False
    return True


def _issue_if_settled(
    db: Session, invoice: Invoice, zone: str, at: datetime, billed_sheet_id: int | None = None
) -> None:
    assert invoice.booking_id is not None
    assert invoice.week_start is not None
    if week_settled(db, invoice.booking_id, invoice.week_start, zone, billed_sheet_id):
        issue(db, invoice, at)


def bill_time_sheet(db: Session, sheet: TimeSheet, at: datetime) -> Invoice:
    """Put a confirmed time sheet on its booking's invoice for the week of the work date."""
    booking = lock_booking(db, sheet.booking_id)
    assert booking is not None
    centre, account = repository.centre_account(db, booking.centre_id)
    teacher = repository.teacher(db, sheet.teacher_id)
    assert sheet.amount is not None
    invoice = _open_invoice(db, booking, rules.week_start(sheet.work_date), centre.time_zone)
    db.add(
        InvoiceLine(
            invoice_id=invoice.id,
            kind=InvoiceLineKind.time_sheet,
            description=wording.time_sheet_line(
                sheet.work_date,
                f"{teacher.first_name} {teacher.last_name}",
                _language(account),
            ),
            hours=rules.hours_of(sheet.paid_minutes or 0),
            unit_price=sheet.hourly_rate,
            amount=sheet.amount,
            time_sheet_id=sheet.id,
            job_record_id=sheet.job_record_id,
            qualification=rules.line_qualification(teacher.qualification),
        )
    )
    sheet.invoice_id = invoice.id
    db.flush()
    _issue_if_settled(db, invoice, centre.time_zone, at, billed_sheet_id=sheet.id)
    return invoice


def bill_cancellation_fee(db: Session, record: JobRecord, at: datetime) -> Invoice | None:
    """A cancellation fee on the booking's invoice for the week of the cancelled day."""
    if record.cancel_fee is None or record.cancel_fee <= 0:
        return None
    booking = lock_booking(db, record.booking_id)
    assert booking is not None
    centre, account = repository.centre_account(db, booking.centre_id)
    day = local_date(record.starts_at, centre.time_zone)
    invoice = _open_invoice(db, booking, rules.week_start(day), centre.time_zone)
    db.add(
        InvoiceLine(
            invoice_id=invoice.id,
            kind=InvoiceLineKind.cancellation_fee,
            description=wording.cancellation_fee_line(day, _language(account)),
            amount=record.cancel_fee,
            job_record_id=record.id,
        )
    )
    db.flush()
    _issue_if_settled(db, invoice, centre.time_zone, at)
    return invoice


def bill_placement_fee(db: Session, application: JobApplication, at: datetime) -> Invoice:
    """The placement fee for hiring a teacher: its own invoice, issued at once."""
    offer = repository.offer(db, application.offer_id)
    teacher = repository.teacher(db, application.teacher_id)
    _, account = repository.centre_account(db, offer.centre_id)
    fee = settings.current(db).placement_fee
    invoice = Invoice(
        kind=InvoiceKind.placement,
        centre_id=offer.centre_id,
        booking_id=None,
        week_start=None,
        status=InvoiceStatus.draft,
    )
    db.add(invoice)
    db.flush()
    db.add(
        InvoiceLine(
            invoice_id=invoice.id,
            kind=InvoiceLineKind.placement_fee,
            description=wording.placement_fee_line(
                f"{teacher.first_name} {teacher.last_name}",
                offer.title,
                _language(account),
            ),
            amount=fee,
            job_application_id=application.id,
        )
    )
    db.flush()
    issue(db, invoice, at)
    return invoice


def number_of(invoice: Invoice) -> str:
    """The number of an issued invoice."""
    assert invoice.number is not None
    return invoice.number


def lines_of(db: Session, invoice_id: int) -> list[InvoiceLine]:
    return repository.lines_of(db, invoice_id)


def issue(db: Session, invoice: Invoice, at: datetime) -> Invoice:
    """Number the invoice, apply the booking's voucher, compute its totals, and
    tell the centre. A voucher is applied on the first invoice it discounts."""
    if invoice.status != InvoiceStatus.draft:
        return invoice
    centre, account = repository.centre_account(db, invoice.centre_id)
    values = settings.current(db)
    lines = [rules.Line(line.amount, line.qualification) for line in lines_of(db, invoice.id)]
    voucher = vouchers.booked_for(db, invoice.booking_id) if invoice.booking_id else None
    if voucher is not None and voucher.expires_at <= at:
        voucher = None
    totals = rules.totals(lines, values.tax_rate)
    if voucher is not None:
        discounted = rules.totals(lines, values.tax_rate, (voucher.par_value, voucher.use_type))
        if discounted.discount > 0:
            totals = discounted
            voucher.status = vouchers.USING
            invoice.voucher_id = voucher.id
    invoice.subtotal = totals.subtotal
    invoice.discount = totals.discount
    invoice.tax_rate = values.tax_rate
    invoice.tax = totals.tax
    invoice.total = totals.total
    invoice.issued_at = at
    invoice.due_at = at + timedelta(days=values.bill_due_days)
    invoice.status = InvoiceStatus.unpaid
    db.flush()
    invoice.number = rules.invoice_number(local_date(at, centre.time_zone).year, invoice.id)
    schedule(db, "invoice.overdue", invoice.id, invoice.due_at)
    notices.notify(
        db,
        account,
        kinds.InvoiceIssued(
            invoiceId=invoice.id,
            bookingId=invoice.booking_id,
            number=invoice.number,
            total=invoice.total,
            dueOn=local(invoice.due_at, centre.time_zone).date(),
        ),
    )
    db.flush()
    return invoice


def mark_paid(db: Session, invoice: Invoice, at: datetime) -> Invoice:
    """Staff record the payment; the voucher applied on the invoice is used."""
    if invoice.status not in (InvoiceStatus.unpaid, InvoiceStatus.overdue):
        raise InvoiceNotPayable()
    invoice.status = InvoiceStatus.paid
    invoice.paid_at = at
    if invoice.voucher_id is not None:
        voucher = vouchers.find(db, invoice.voucher_id)
        if voucher is not None:
            voucher.status = vouchers.USED
    _, account = repository.centre_account(db, invoice.centre_id)
    notices.notify(
        db,
        account,
        kinds.InvoicePaid(invoiceId=invoice.id, number=number_of(invoice), total=invoice.total),
    )
    db.flush()
    return invoice


def record_payment(
    db: Session, reader_id: int, payload: PaymentIn, at: datetime
) -> StaffInvoiceItem:
    """Staff record the payment of an issued invoice on the day the money came
    in (see `mark_paid`): not in the future, not before the invoice's date."""
    found = repository.staff_invoice(db, payload.invoiceId, authority.data_scope(db, reader_id))
    invoice = repository.locked_numbered(db, payload.invoiceId) if found else None
    if found is None or invoice is None:
        raise InvoiceMissing()
    centre = found[1]
    if invoice.status not in (InvoiceStatus.unpaid, InvoiceStatus.overdue):
        raise InvoiceNotPayable()
    assert invoice.issued_at is not None
    today = local_date(at, centre.time_zone)
    paid_on = payload.paidOn or today
    if problem := rules.payment_date_problem(
        paid_on, local_date(invoice.issued_at, centre.time_zone), today
    ):
        raise problem
    mark_paid(db, invoice, rules.paid_moment(paid_on, today, at, centre.time_zone))
    return staff_item(invoice, centre.name, at)


@handles("invoice.issue")
def issue_at_week_end(db: Session, task: Task) -> None:
    found = repository.find(db, task.ref_id)
    if found is None or found.status != InvoiceStatus.draft:
        return
    if found.booking_id is not None:
        lock_booking(db, found.booking_id)
    invoice = repository.locked(db, task.ref_id)
    if invoice is not None and invoice.status == InvoiceStatus.draft:
        issue(db, invoice, task.due_at)


@handles("invoice.overdue")
def invoice_overdue(db: Session, task: Task) -> None:
    invoice = repository.locked(db, task.ref_id)
    if invoice is None or invoice.status != InvoiceStatus.unpaid:
        return
    if invoice.due_at is None or invoice.due_at > task.due_at:
        return
    invoice.status = InvoiceStatus.overdue
    _, account = repository.centre_account(db, invoice.centre_id)
    notices.notify(
        db,
        account,
        kinds.InvoiceOverdue(invoiceId=invoice.id, number=number_of(invoice), total=invoice.total),
    )
    db.flush()


# What a centre reads: its issued invoices, their lines, and the PDF.


def item(invoice: Invoice) -> InvoiceItem:
    assert invoice.number is not None
    assert invoice.issued_at is not None
    assert invoice.due_at is not None
    return InvoiceItem(
        id=invoice.id,
        number=invoice.number,
        kind=invoice.kind,
        bookingId=invoice.booking_id,
        weekStart=invoice.week_start,
        issuedAt=invoice.issued_at,
        dueAt=invoice.due_at,
        paidAt=invoice.paid_at,
        subtotal=invoice.subtotal,
        discount=invoice.discount,
        taxRate=invoice.tax_rate,
        tax=invoice.tax,
        total=invoice.total,
        status=invoice.status,
    )


def page(db: Session, centre: Centre, query: InvoiceListIn) -> Page[InvoiceItem]:
    rows, total = repository.page(db, centre.id, query.status, query.offset, query.pageSize)
    return Page[InvoiceItem].of([item(row) for row in rows], total, query)


def _own_issued(db: Session, centre: Centre, invoice_id: int) -> Invoice:
    invoice = repository.get_issued(db, centre.id, invoice_id)
    if invoice is None:
        raise InvoiceMissing()
    return invoice


def detail(db: Session, centre: Centre, invoice_id: int) -> InvoiceDetail:
    return _detail(db, _own_issued(db, centre, invoice_id))


def _detail(db: Session, invoice: Invoice) -> InvoiceDetail:
    voucher = vouchers.find(db, invoice.voucher_id) if invoice.voucher_id else None
    return InvoiceDetail(
        **item(invoice).model_dump(),
        voucherName=voucher.name if voucher else None,
        lines=[
            InvoiceLineOut(
                id=line.id,
                kind=line.kind,
                description=line.description,
                hours=line.hours,
                unitPrice=line.unit_price,
                amount=line.amount,
                qualification=line.qualification,
            )
            for line in lines_of(db, invoice.id)
        ],
    )


def download_link(
    db: Session, config: Settings, centre: Centre, invoice_id: int, at: datetime
) -> InvoiceLinkOut:
    """A link to the invoice's PDF that works without signing in, for
    `invoice_download_validity_hours`."""
    return _link(db, config, _own_issued(db, centre, invoice_id), at)


def _link(db: Session, config: Settings, invoice: Invoice, at: datetime) -> InvoiceLinkOut:
    hours = settings.current(db).invoice_download_validity_hours
    expires_at = at + timedelta(hours=hours)
    token = signing.sign(f"invoice:{invoice.id}:{invoice.number}", expires_at, config.secret_key)
    return InvoiceLinkOut(url=f"/api/center/invoice/pdf/{token}", expiresAt=expires_at)


def invoice_of_link(token: str, at: datetime, secret: str) -> tuple[int, str] | None:
    """The invoice id and number of a genuine, live download link, else None."""
    payload = signing.verify(token, at, secret)
    parts = payload.split(":", 2) if payload is not None else []
    if len(parts) != 3 or parts[0] != "invoice" or not parts[1].isascii() or not parts[1].isdigit():
        return None
    return int(parts[1]), parts[2]


def pdf_of_link(db: Session, config: Settings, token: str, at: datetime) -> tuple[str, bytes]:
    """The file name and PDF behind a download link, or NotFound: the link
    opens only the issued invoice, with the number, it was made for."""
    linked = invoice_of_link(token, at, config.secret_key)
    invoice = repository.issued_numbered(db, *linked) if linked is not None else None
    if invoice is None:
        raise InvoiceLinkExpiredNotValid()
    centre, account = repository.centre_account(db, invoice.centre_id)
    values = settings.current(db)
    platform = pdf.Platform(
        values.platform_legal_name,
        values.platform_address,
        values.platform_gst_number,
        values.platform_bank_account,
    )
    voucher = vouchers.find(db, invoice.voucher_id) if invoice.voucher_id else None
    return f"{invoice.number}.pdf", pdf.render(
        invoice,
        lines_of(db, invoice.id),
        centre,
        platform,
        _language(account),
        voucher.name if voucher else None,
    )


# What staff read across centres: the centres of the regions they see.


def _staff_filter(
    db: Session, reader_id: int, query: StaffInvoiceFilter, at: datetime, zone: str
) -> repository.StaffFilter:
    if problem := rules.period_problem(query.issuedFrom, query.issuedTo):
        raise problem
    start, before = rules.period_bounds(query.issuedFrom, query.issuedTo, zone)
    return repository.StaffFilter(
        status=query.status,
        centre_id=query.centreId,
        issued_from=start,
        issued_before=before,
        keyword=(query.keyword or "").strip() or None,
        regions=authority.data_scope(db, reader_id),
        at=at,
    )


def staff_item(invoice: Invoice, centre_name: str, at: datetime) -> StaffInvoiceItem:
    shown = item(invoice).model_dump()
    shown["status"] = rules.shown_status(invoice.status, invoice.due_at, at)
    return StaffInvoiceItem(**shown, centreId=invoice.centre_id, centreName=centre_name)


def staff_page(
    db: Session, reader_id: int, query: StaffInvoiceListIn, at: datetime, zone: str
) -> Page[StaffInvoiceItem]:
    """Every centre's issued invoices, newest first; an unpaid one past its
    due date shows (and filters) as overdue."""
    wanted = _staff_filter(db, reader_id, query, at, zone)
    rows, total = repository.staff_page(db, wanted, query.offset, query.pageSize)
    return Page[StaffInvoiceItem].of(
        [staff_item(invoice, name, at) for invoice, name in rows], total, query
    )


def check_staff(query: StaffInvoiceFilter, zone: ZoneInfo) -> None:
    """Refuse a period the invoice list would refuse."""
    if problem := rules.period_problem(query.issuedFrom, query.issuedTo):
        raise problem


def staff_ids(
    db: Session, reader_id: int, query: StaffInvoiceFilter, zone: ZoneInfo, batch: int
) -> Iterable[int]:
    """The ids of the invoices the list shows the reader, in its order (for its export)."""
    return repository.staff_ids(db, _staff_filter(db, reader_id, query, now(), zone.key), batch)


def staff_items_by_id(db: Session, ids: Sequence[int], at: datetime) -> dict[int, StaffInvoiceItem]:
    return {
        invoice.id: staff_item(invoice, name, at)
        for invoice, name in repository.staff_by_id(db, ids)
    }


def staff_totals(
    db: Session, reader_id: int, query: StaffInvoiceFilter, at: datetime, zone: str
) -> StaffInvoiceTotals:
    found = repository.staff_totals(db, _staff_filter(db, reader_id, query, at, zone))
    return StaffInvoiceTotals(
        count=found.count,
        amount=found.amount,
        outstanding=found.outstanding,
        overdue=found.overdue,
        asOf=at,
    )


def _staff_invoice(db: Session, reader_id: int, invoice_id: int) -> tuple[Invoice, Centre]:
    found = repository.staff_invoice(db, invoice_id, authority.data_scope(db, reader_id))
    if found is None:
        raise InvoiceMissing()
    return found


def staff_detail(db: Session, reader_id: int, invoice_id: int, at: datetime) -> StaffInvoiceDetail:
    invoice, centre = _staff_invoice(db, reader_id, invoice_id)
    shown = _detail(db, invoice).model_dump()
    shown["status"] = rules.shown_status(invoice.status, invoice.due_at, at)
    return StaffInvoiceDetail(**shown, centreId=centre.id, centreName=centre.name)


def staff_download_link(
    db: Session, config: Settings, reader_id: int, invoice_id: int, at: datetime
) -> InvoiceLinkOut:
    """The same signed PDF link a centre gets for its invoice."""
    invoice, _ = _staff_invoice(db, reader_id, invoice_id)
    return _link(db, config, invoice, at)


def fee_page(
    db: Session, reader_id: int, query: FeeListIn, at: datetime, zone: str
) -> Page[FeeItem]:
    """Cancellation and placement fees billed on issued invoices, newest first."""
    if problem := rules.period_problem(query.issuedFrom, query.issuedTo):
        raise problem
    start, before = rules.period_bounds(query.issuedFrom, query.issuedTo, zone)
    rows, total = repository.fee_lines(
        db,
        query.kind,
        query.centreId,
        start,
        before,
        authority.data_scope(db, reader_id),
        query.offset,
        query.pageSize,
    )
    items = []
    for line, invoice, name in rows:
        assert invoice.number is not None
        assert invoice.issued_at is not None
        items.append(
            FeeItem(
                lineId=line.id,
                kind=line.kind,
                description=line.description,
                amount=line.amount,
                invoiceId=invoice.id,
                invoiceNumber=invoice.number,
                invoiceStatus=rules.shown_status(invoice.status, invoice.due_at, at),
                issuedAt=invoice.issued_at,
                centreId=invoice.centre_id,
                centreName=name,
            )
        )
    return Page[FeeItem].of(items, total, query)
