"""The accounting export: a period's issued invoices as a CSV file in Xero's
sales invoice import layout (`xero.py`), 500 invoices to a file.

A centre exports its bills (the contact is the platform, coded to the
expense account of `account_code_centre_bills`, GST on expenses); staff
export the platform's sales (every centre of their data scope, each line
coded by its kind, GST on income). Asking for a file answers a signed link
to it, valid for `SIGNED_LINK_MINUTES`; the file is made when the link is
opened, for the party and the period the link names.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlalchemy.orm import Session

from relief.authority import service as authority
from relief.config import Settings
from relief.invoices import repository, rules, wording, xero
from relief.invoices.errors import AccountingLinkExpiredNotValid
from relief.invoices.schemas import (
    AccountingExportIn,
    AccountingLinkOut,
    AccountingPeriodIn,
    AccountingSummary,
)
from relief.kit import signing
from relief.kit.clock import local
from relief.kit.language import language_of
from relief.models import Centre, InvoiceLine, InvoiceLineKind
from relief.settings import service as settings
from relief.settings.catalogue import RunTimeSettings

LINK_KIND = "accounting"
CENTRE, STAFF = "centre", "staff"


@dataclass(frozen=True)
class Asked:
    """What a link was made for: whose invoices, which days, which file."""

    party: str  # CENTRE or STAFF
    party_id: int  # the centre's id, or the staff member's user id
    first: date
    last: date
    part: int

    def payload(self) -> str:
        fields = (LINK_KIND, self.party, self.party_id, self.first, self.last, self.part)
        return ":".join(str(field) for field in fields)

    @classmethod
    def of(cls, payload: str) -> Asked | None:
        parts = payload.split(":")
        if len(parts) != 6 or parts[0] != LINK_KIND or parts[1] not in (CENTRE, STAFF):
            return None
        try:
            return cls(
                parts[1],
                int(parts[2]),
                date.fromisoformat(parts[3]),
                date.fromisoformat(parts[4]),
                int(parts[5]),
            )
        except ValueError:
            return None


def _bounds(period: AccountingPeriodIn, zone: str) -> tuple[datetime, datetime]:
    if problem := rules.period_problem(period.issuedFrom, period.issuedTo):
        raise problem
    start, before = rules.period_bounds(period.issuedFrom, period.issuedTo, zone)
    assert start is not None
    assert before is not None
    return start, before


def _summary(count: int) -> AccountingSummary:
    return AccountingSummary(
        count=count, perFile=rules.INVOICES_PER_FILE, files=rules.files_for(count)
    )


def _file_name(asked: Asked, count: int) -> str:
    part = f"-part-{asked.part}" if rules.files_for(count) > 1 else ""
    return f"invoices-{asked.first}-to-{asked.last}{part}-xero.csv"


def _link(config: Settings, asked: Asked, count: int, at: datetime) -> AccountingLinkOut:
    if problem := rules.part_problem(asked.part, count):
        raise problem
    offset, size = rules.part_window(asked.part)
    expires_at = at + timedelta(minutes=config.signed_link_minutes)
    token = signing.sign(asked.payload(), expires_at, config.secret_key)
    return AccountingLinkOut(
        url=f"/api/invoice/accounting/{token}",
        expiresAt=expires_at,
        fileName=_file_name(asked, count),
        invoices=min(size, count - offset),
    )


# A centre: its own bills.


def centre_summary(db: Session, centre: Centre, period: AccountingPeriodIn) -> AccountingSummary:
    """How many of the centre's invoices were issued in the period (its days)."""
    start, before = _bounds(period, centre.time_zone)
    return _summary(repository.period_count(db, centre.id, start, before, None))


def centre_link(
    db: Session, config: Settings, centre: Centre, asked: AccountingExportIn, at: datetime
) -> AccountingLinkOut:
    """A link to one file of the centre's bills of the period."""
    start, before = _bounds(asked, centre.time_zone)
    count = repository.period_count(db, centre.id, start, before, None)
    wanted = Asked(CENTRE, centre.id, asked.issuedFrom, asked.issuedTo, asked.part)
    return _link(config, wanted, count, at)


# Staff: the platform's sales to the centres of their data scope.


def staff_summary(
    db: Session, config: Settings, reader_id: int, period: AccountingPeriodIn
) -> AccountingSummary:
    """How many invoices of the centres the reader sees were issued in the
    period (the platform's days)."""
    start, before = _bounds(period, config.time_zone)
    regions = authority.data_scope(db, reader_id)
    return _summary(repository.period_count(db, None, start, before, regions))


def staff_link(
    db: Session, config: Settings, reader_id: int, asked: AccountingExportIn, at: datetime
) -> AccountingLinkOut:
    """A link to one file of the platform's sales of the period (platform's days)."""
    start, before = _bounds(asked, config.time_zone)
    regions = authority.data_scope(db, reader_id)
    count = repository.period_count(db, None, start, before, regions)
    wanted = Asked(STAFF, reader_id, asked.issuedFrom, asked.issuedTo, asked.part)
    return _link(config, wanted, count, at)


# The file behind a link.


def _sale_code(values: RunTimeSettings, kind: int) -> str:
    if kind == InvoiceLineKind.cancellation_fee:
        return values.account_code_cancellation_fees
    if kind == InvoiceLineKind.placement_fee:
        return values.account_code_placement_fees
    return values.account_code_hours


def _invoice(
    found: repository.Exported,
    lines: list[InvoiceLine],
    values: RunTimeSettings,
    sale: bool,
) -> xero.Invoice:
    """An issued invoice's own figures as the file writes them: its lines
    coded (by kind for a sale, all to the bills' account for a centre), and
    its voucher discount as a negative line of its own."""
    invoice = found.invoice
    assert invoice.number is not None
    assert invoice.issued_at is not None
    assert invoice.due_at is not None
    zone = found.centre.time_zone
    language = language_of(found.account.language)
    rows = [
        xero.Line(
            line.description,
            line.hours,
            line.unit_price,
            line.amount,
            _sale_code(values, line.kind) if sale else values.account_code_centre_bills,
        )
        for line in lines
    ]
    if invoice.discount > 0:
        rows.append(
            xero.Line(
                wording.voucher_discount_line(found.voucher or "", language),
                None,
                None,
                -invoice.discount,
                values.account_code_voucher_discounts if sale else values.account_code_centre_bills,
            )
        )
    return xero.Invoice(
        number=invoice.number,
        reference=wording.reference(invoice.booking_id, invoice.week_start, language),
        issued_on=local(invoice.issued_at, zone).date(),
        due_on=local(invoice.due_at, zone).date(),
        tax_rate=invoice.tax_rate,
        tax=invoice.tax,
        total=invoice.total,
        lines=tuple(rows),
    )


def _centre_contact(found: repository.Exported) -> xero.Contact:
    """The centre billed, as the platform's Xero knows its customer."""
    centre = found.centre
    return xero.Contact(
        name=centre.company_name or centre.name,
        email=centre.email or found.account.email or "",
        address_lines=tuple(part for part in (centre.address, centre.suburb) if part),
        city=centre.city or "",
        region=centre.region or "",
        postal_code=centre.postal_code or "",
        country=centre.country or "New Zealand",
    )


def _platform_contact(values: RunTimeSettings) -> xero.Contact:
    """The platform, as a centre's Xero knows its supplier."""
    return xero.Contact(name=values.platform_legal_name, address_lines=(values.platform_address,))


def file_of_link(db: Session, config: Settings, token: str, at: datetime) -> tuple[str, bytes]:
    """The file name and CSV behind a live link: the invoices of the party and
    period it names, as they are now (a staff member's within the data scope
    of their roles now)."""
    payload = signing.verify(token, at, config.secret_key)
    asked = Asked.of(payload) if payload is not None else None
    if asked is None:
        raise AccountingLinkExpiredNotValid()
    period = AccountingPeriodIn(issuedFrom=asked.first, issuedTo=asked.last)
    if asked.party == CENTRE:
        centre = repository.centre(db, asked.party_id)
        if centre is None:
            raise AccountingLinkExpiredNotValid()
        centre_id, regions = centre.id, None
        start, before = _bounds(period, centre.time_zone)
    else:
        centre_id, regions = None, authority.data_scope(db, asked.party_id)
        start, before = _bounds(period, config.time_zone)
    count = repository.period_count(db, centre_id, start, before, regions)
    if problem := rules.part_problem(asked.part, count):
        raise problem
    offset, size = rules.part_window(asked.part)
    found = repository.period_invoices(db, centre_id, start, before, regions, offset, size)
    lines = repository.lines_of_invoices(db, [each.invoice.id for each in found])
    values = settings.current(db)
    sale = asked.party == STAFF
    platform = _platform_contact(values)
    content = xero.csv_bytes(
        (
            (
                _invoice(each, lines[each.invoice.id], values, sale),
                _centre_contact(each) if sale else platform,
            )
            for each in found
        ),
        sale,
    )
    return _file_name(asked, count), content
