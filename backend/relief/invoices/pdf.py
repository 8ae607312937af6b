"""An invoice as a PDF (fpdf2)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos

from relief.invoices.wording import LABELS, STATUS, date_text
from relief.kit.clock import local
from relief.kit.language import Language
from relief.models import Centre, Invoice, InvoiceLine, InvoiceStatus

# A Unicode font when the system has one (centre names may carry macrons);
# otherwise the PDF core font, with text folded to Latin-1. Chinese is drawn
# with Debian's `fonts-droid-fallback` (a TrueType font with CJK glyphs, used
# for any character DejaVu lacks); `scripts/require-fonts.sh` installs both.
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
CHINESE_FONT = Path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")


@dataclass(frozen=True)
class Platform:
    legal_name: str
    address: str
    gst_number: str
    bank_account: str


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
            if CHINESE_FONT.exists():
                self.add_font("Chinese", "", str(CHINESE_FONT))
                self.add_font("Chinese", "B", str(CHINESE_FONT))
                self.set_fallback_fonts(["Chinese"])
        else:
            self.family_name = "Helvetica"
            self.unicode = False
        self.set_auto_page_break(auto=True, margin=18)

    def text_of(self, value: str) -> str:
        if self.unicode:
            return value
        folded = unicodedata.normalize("NFKD", value)
        return folded.encode("latin-1", "ignore").decode("latin-1")

    def select(self, bold: bool, size: float) -> None:
        """The body font for the next text, always written into the page.

        fpdf2 draws a run that only the Chinese fallback font has inside a
        saved graphics state, which ends with the state restored, yet it
        still believes its own font is selected and writes no font before the
        next text: a total after "总计" was drawn in the wrong font's glyphs.
        Marking the font unset makes fpdf2 select it again.
        """
        self.set_font(self.family_name, "B" if bold else "", size)
        self.current_font_is_set_on_page = False

    def line_of(self, value: str, size: float = 10, bold: bool = False, h: float = 5) -> None:
        self.select(bold, size)
        self.multi_cell(0, h, self.text_of(value), new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    def cell_of(
        self, width: float, value: str, align: str = "L", bold: bool = False, border: str = ""
    ) -> None:
        self.select(bold, 9.5)
        self.cell(width, 7, self.text_of(value), border=border, align=align)


def render(
    invoice: Invoice,
    lines: list[InvoiceLine],
    centre: Centre,
    platform: Platform,
    language: Language = "en",
    voucher: str | None = None,
) -> bytes:
    """The invoice as a PDF, its labels in `language` (the centre's); the
    voucher discount only when a voucher (named `voucher`) took something off."""
    zone = centre.time_zone
    words = LABELS[language]

    def when(moment: datetime | None) -> str:
        return date_text(local(moment, zone).date(), language) if moment else "-"

    doc = _Document()
    doc.set_title(words["invoice"].format(number=invoice.number))
    doc.set_author(platform.legal_name)
    doc.add_page()

    doc.line_of(platform.legal_name, size=16, bold=True, h=8)
    doc.line_of(platform.address, size=9)
    doc.line_of(words["gst_number"].format(number=platform.gst_number), size=9)
    doc.ln(4)
    doc.line_of(words["tax_invoice"], size=14, bold=True, h=8)
    doc.line_of(words["number"].format(number=invoice.number))
    doc.line_of(words["issued"].format(day=when(invoice.issued_at)))
    doc.line_of(words["due"].format(day=when(invoice.due_at)))
    doc.line_of(words["status"].format(status=STATUS[language][InvoiceStatus(invoice.status)]))
    if invoice.paid_at is not None:
        doc.line_of(words["paid"].format(day=when(invoice.paid_at)))
    if invoice.booking_id is not None and invoice.week_start is not None:
        doc.line_of(
            words["week"].format(
                booking=invoice.booking_id, day=date_text(invoice.week_start, language)
            )
        )
    doc.ln(4)
    doc.line_of(words["bill_to"], bold=True)
    doc.line_of(centre.name)
    if centre.company_name:
        doc.line_of(centre.company_name)
    address = ", ".join(
        p for p in (centre.address, centre.suburb, centre.city, centre.postal_code) if p
    )
    if address:
        doc.line_of(address)
    if centre.gst_number:
        doc.line_of(words["gst_number"].format(number=centre.gst_number))
    doc.ln(5)

    widths = (98, 22, 30, 30)
    for width, title, align in zip(
        widths,
        (words["description"], words["hours"], words["rate"], words["amount"]),
        ("L", "R", "R", "R"),
        strict=True,
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
    sums = [(words["subtotal"], money(invoice.subtotal), False)]
    if voucher is not None and invoice.discount > 0:
        sums.append(
            (words["discount"].format(voucher=voucher), "-" + money(invoice.discount), False)
        )
    sums += [
        (words["gst"].format(rate=rate), money(invoice.tax), False),
        (words["total"], money(invoice.total), True),
    ]
    for label, value, bold in sums:
        doc.cell_of(label_width, label, align="R", bold=bold)
        doc.cell_of(widths[3], value, align="R", bold=bold)
        doc.ln()
    doc.ln(6)
    doc.line_of(words["payment"], bold=True)
    doc.line_of(
        words["bank_account"].format(account=platform.bank_account, name=platform.legal_name),
        size=9,
    )
    doc.line_of(words["reference"].format(number=invoice.number), size=9)
    if invoice.paid_at is not None:
        doc.line_of(words["paid_thanks"].format(day=when(invoice.paid_at)), size=9)
    else:
        doc.line_of(
            words["pay"].format(
                total=money(invoice.total),
                day=when(invoice.due_at),
                account=platform.bank_account,
                number=invoice.number,
            ),
            size=9,
        )
    return bytes(doc.output())
