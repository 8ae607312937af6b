"""An invoice as a PDF (fpdf2)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos

from relief.kit.clock import local_text
from relief.models import Centre, Invoice, InvoiceLine, InvoiceStatus

# A Unicode font when the system has one (centre names may carry macrons);
# otherwise the PDF core font, with text folded to Latin-1.
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
STATUS_NAMES = {
    InvoiceStatus.draft: "Draft",
    InvoiceStatus.unpaid: "Unpaid",
    InvoiceStatus.paid: "Paid",
    InvoiceStatus.overdue: "Overdue",
}


@dataclass(frozen=True)
class Platform:
    legal_name: str
    address: str
    gst_number: str


def money(value: Decimal) -> str:
    return f"${value:,.2f}"


class _Document(FPDF):
    def __init__(self) -> None:
        super().__init__(format="A4")
        regular, bold = DEJAVU / "DejaVuSans.ttf", DEJAVU / "DejaVuSans-Bold.ttf"
        if regular.exists() and bold.exists():
            self.add_font("Body", "", str(regular))
            self.add_font("Body", "B", str(bold))
            self.family_name = "Body"
            self.unicode = True
        else:
            self.family_name = "Helvetica"
            self.unicode = False
        self.set_auto_page_break(auto=True, margin=18)

    def text_of(self, value: str) -> str:
        if self.unicode:
            return value
        folded = unicodedata.normalize("NFKD", value)
        return folded.encode("latin-1", "ignore").decode("latin-1")

    def line_of(self, value: str, size: float = 10, bold: bool = False, h: float = 5) -> None:
        self.set_font(self.family_name, "B" if bold else "", size)
        self.multi_cell(0, h, self.text_of(value), new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    def cell_of(
        self, width: float, value: str, align: str = "L", bold: bool = False, border: str = ""
    ) -> None:
        self.set_font(self.family_name, "B" if bold else "", 9.5)
        self.cell(width, 7, self.text_of(value), border=border, align=align)


def _when(moment: datetime | None, zone: str) -> str:
    return local_text(moment, zone, "%d %b %Y") if moment else "-"


def render(invoice: Invoice, lines: list[InvoiceLine], centre: Centre, platform: Platform) -> bytes:
    zone = centre.time_zone
    doc = _Document()
    doc.set_title(f"Invoice {invoice.number}")
    doc.set_author(platform.legal_name)
    doc.add_page()

    doc.line_of(platform.legal_name, size=16, bold=True, h=8)
    doc.line_of(platform.address, size=9)
    doc.line_of(f"GST number: {platform.gst_number}", size=9)
    doc.ln(4)
    doc.line_of("TAX INVOICE", size=14, bold=True, h=8)
    doc.line_of(f"Invoice number: {invoice.number}")
    doc.line_of(f"Issued: {_when(invoice.issued_at, zone)}")
    doc.line_of(f"Due: {_when(invoice.due_at, zone)}")
    doc.line_of(f"Status: {STATUS_NAMES[InvoiceStatus(invoice.status)]}")
    if invoice.paid_at is not None:
        doc.line_of(f"Paid: {_when(invoice.paid_at, zone)}")
    if invoice.booking_id is not None and invoice.week_start is not None:
        doc.line_of(f"Booking {invoice.booking_id}, week starting {invoice.week_start:%d %b %Y}")
    doc.ln(4)
    doc.line_of("Bill to", bold=True)
    doc.line_of(centre.name)
    if centre.company_name:
        doc.line_of(centre.company_name)
    address = ", ".join(
        p for p in (centre.address, centre.suburb, centre.city, centre.postal_code) if p
    )
    if address:
        doc.line_of(address)
    if centre.gst_number:
        doc.line_of(f"GST number: {centre.gst_number}")
    doc.ln(5)

    widths = (98, 22, 30, 30)
    for width, title, align in zip(
        widths, ("Description", "Hours", "Rate", "Amount"), ("L", "R", "R", "R"), strict=True
    ):
        doc.cell_of(width, title, align=align, bold=True, border="B")
    doc.ln()
    for line in lines:
        doc.cell_of(widths[0], line.description)
        doc.cell_of(widths[1], f"{line.hours:.2f}" if line.hours is not None else "", "R")
        doc.cell_of(widths[2], money(line.unit_price) if line.unit_price is not None else "", "R")
        doc.cell_of(widths[3], money(line.amount), "R")
        doc.ln()
    doc.ln(3)

    label_width = sum(widths[:3])
    rate = f"{invoice.tax_rate.normalize():f}"
    for label, value, bold in (
        ("Subtotal", money(invoice.subtotal), False),
        ("Voucher discount", "-" + money(invoice.discount), False),
        (f"GST ({rate}%)", money(invoice.tax), False),
        ("Total (NZD)", money(invoice.total), True),
    ):
        doc.cell_of(label_width, label, align="R", bold=bold)
        doc.cell_of(widths[3], value, align="R", bold=bold)
        doc.ln()
    doc.ln(6)
    doc.line_of(
        f"Please pay {money(invoice.total)} by {_when(invoice.due_at, zone)}, "
        f"quoting {invoice.number}.",
        size=9,
    )
    return bytes(doc.output())
