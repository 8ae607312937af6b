"""A centre's invoices, their PDF links, and staff recording a payment."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends
from fastapi.responses import Response

from relief.auth.deps import DB, CurrentCentre
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.config import Settings, get_settings
from relief.invoices import accounting, service
from relief.invoices.schemas import (
    AccountingExportIn,
    AccountingLinkOut,
    AccountingPeriodIn,
    AccountingSummary,
    FeeItem,
    FeeListIn,
    InvoiceDetail,
    InvoiceItem,
    InvoiceLinkOut,
    InvoiceListIn,
    InvoiceRef,
    PaymentIn,
    StaffInvoiceDetail,
    StaffInvoiceFilter,
    StaffInvoiceItem,
    StaffInvoiceListIn,
    StaffInvoiceTotals,
)
from relief.kit.clock import now
from relief.kit.downloads import content_disposition, file_response
from relief.kit.envelope import Envelope, Page, ok
from relief.kit.inputs import Line

router = APIRouter(tags=["invoices"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/center/invoice/list", response_model=Envelope[Page[InvoiceItem]])
def invoice_list(
    payload: InvoiceListIn, caller: CurrentCentre, db: DB
) -> Envelope[Page[InvoiceItem]]:
    """The centre's issued invoices, newest first, paged, by status."""
    return ok(service.page(db, caller.centre, payload))


@router.post("/center/invoice/detail", response_model=Envelope[InvoiceDetail])
def invoice_detail(payload: InvoiceRef, caller: CurrentCentre, db: DB) -> Envelope[InvoiceDetail]:
    """One issued invoice with its lines."""
    return ok(service.detail(db, caller.centre, payload.invoiceId))


@router.post("/center/invoice/down", response_model=Envelope[InvoiceLinkOut])
def invoice_download(
    payload: InvoiceRef, caller: CurrentCentre, db: DB, config: SettingsDep
) -> Envelope[InvoiceLinkOut]:
    """A signed link to the invoice's PDF, valid for `invoice_download_validity_hours`."""
    return ok(service.download_link(db, config, caller.centre, payload.invoiceId, now()))


@router.get(
    "/center/invoice/pdf/{token}",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}}},
)
def invoice_pdf(token: Line, db: DB, config: SettingsDep) -> Response:
    """The PDF behind a download link, while the link lives (no sign-in needed)."""
    file_name, data = service.pdf_of_link(db, config, token, now())
    return file_response(data, "application/pdf", file_name)


@router.post("/center/invoice/accounting/summary", response_model=Envelope[AccountingSummary])
def accounting_summary(
    payload: AccountingPeriodIn, caller: CurrentCentre, db: DB
) -> Envelope[AccountingSummary]:
    """How many of the centre's invoices were issued in the period (its own
    days), and how many files of 500 they fill."""
    return ok(accounting.centre_summary(db, caller.centre, payload))


@router.post("/center/invoice/accounting/export", response_model=Envelope[AccountingLinkOut])
def accounting_export(
    payload: AccountingExportIn, caller: CurrentCentre, db: DB, config: SettingsDep
) -> Envelope[AccountingLinkOut]:
    """A signed link to one file of the centre's bills of the period, in
    Xero's invoice import layout (500 invoices a file, oldest first)."""
    return ok(accounting.centre_link(db, config, caller.centre, payload, now()))


CSV = "text/csv; charset=utf-8"


@router.get(
    "/invoice/accounting/{token}",
    response_class=Response,
    responses={200: {"content": {"text/csv": {}}}},
)
def accounting_file(token: Line, db: DB, config: SettingsDep) -> Response:
    """The CSV file behind an accounting export link, while the link lives
    (no sign-in needed): the invoices of the party and period it was made for."""
    name, data = accounting.file_of_link(db, config, token, now())
    return Response(
        content=data,
        media_type=CSV,
        headers={
            "Content-Disposition": content_disposition(name, inline=False),
            "Cache-Control": "private, no-store",
        },
    )


Reader = Annotated[Principal, May(Permission.invoice_list)]


@router.post("/admin/invoice/list", response_model=Envelope[Page[StaffInvoiceItem]])
def staff_invoice_list(
    payload: StaffInvoiceListIn, caller: Reader, db: DB, config: SettingsDep
) -> Envelope[Page[StaffInvoiceItem]]:
    """Staff: every centre's issued invoices, newest first, by status (overdue:
    due date passed and unpaid), centre, days of issue and part of the number."""
    return ok(service.staff_page(db, caller.user.id, payload, now(), config.time_zone))


@router.post("/admin/invoice/totals", response_model=Envelope[StaffInvoiceTotals])
def staff_invoice_totals(
    payload: StaffInvoiceFilter, caller: Reader, db: DB, config: SettingsDep
) -> Envelope[StaffInvoiceTotals]:
    """Staff: how many invoices the list's filters match and what they add up to."""
    return ok(service.staff_totals(db, caller.user.id, payload, now(), config.time_zone))


@router.post("/admin/invoice/detail", response_model=Envelope[StaffInvoiceDetail])
def staff_invoice_detail(
    payload: InvoiceRef, caller: Reader, db: DB
) -> Envelope[StaffInvoiceDetail]:
    """Staff: one issued invoice with its lines and its centre."""
    return ok(service.staff_detail(db, caller.user.id, payload.invoiceId, now()))


@router.post("/admin/invoice/down", response_model=Envelope[InvoiceLinkOut])
def staff_invoice_download(
    payload: InvoiceRef, caller: Reader, db: DB, config: SettingsDep
) -> Envelope[InvoiceLinkOut]:
    """Staff: the signed link to the invoice's PDF, the same a centre gets."""
    return ok(service.staff_download_link(db, config, caller.user.id, payload.invoiceId, now()))


@router.post("/admin/invoice/fees", response_model=Envelope[Page[FeeItem]])
def staff_fee_list(
    payload: FeeListIn, caller: Reader, db: DB, config: SettingsDep
) -> Envelope[Page[FeeItem]]:
    """Staff: cancellation and placement fees billed on issued invoices."""
    return ok(service.fee_page(db, caller.user.id, payload, now(), config.time_zone))


@router.post("/admin/invoice/paid", response_model=Envelope[StaffInvoiceItem])
def invoice_paid(
    payload: PaymentIn, caller: Annotated[Principal, May(Permission.invoice_pay)], db: DB
) -> Envelope[StaffInvoiceItem]:
    """Staff record that an unpaid or overdue invoice was paid, on the day the
    money came in (today when left out)."""
    return ok(service.record_payment(db, caller.user.id, payload, now()))


@router.post("/admin/invoice/accounting/summary", response_model=Envelope[AccountingSummary])
def staff_accounting_summary(
    payload: AccountingPeriodIn, caller: Reader, db: DB, config: SettingsDep
) -> Envelope[AccountingSummary]:
    """Staff: how many invoices of the centres they see were issued in the
    period (the platform's days), and how many files of 500 they fill."""
    return ok(accounting.staff_summary(db, config, caller.user.id, payload))


@router.post("/admin/invoice/accounting/export", response_model=Envelope[AccountingLinkOut])
def staff_accounting_export(
    payload: AccountingExportIn,
    caller: Annotated[Principal, May(Permission.invoice_accounting)],
    db: DB,
    config: SettingsDep,
) -> Envelope[AccountingLinkOut]:
    """Staff: a signed link to one file of the platform's sales of the period
    (the platform's days; the centres of their data scope), in Xero's sales
    invoice import layout (500 invoices a file, oldest first)."""
    return ok(accounting.staff_link(db, config, caller.user.id, payload, now()))
