"""What a quoted booking will cost the centre once it is invoiced.

A booking is invoiced once a week (Monday to Sunday) for the days worked; a
voucher is taken off the first of those invoices it covers, and GST is added
to each. The estimate applies the invoices' own rules to the planned days, as
if every day is worked as booked. Pure: tested without a database.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from relief.bookings.planning import Plan, PlannedDay
from relief.invoices import rules as invoicing

ZERO = Decimal("0.00")


@dataclass(frozen=True)
class VoucherTerms:
    value: Decimal
    use_type: int
    expires_at: datetime


@dataclass(frozen=True)
class Estimate:
    subtotal: Decimal
    discount: Decimal
    tax_rate: Decimal
    tax: Decimal
    total: Decimal


def weeks(days: list[PlannedDay]) -> list[list[PlannedDay]]:
    """The planned days by invoice week, in order."""
    by_week: dict[date, list[PlannedDay]] = {}
    for day in sorted(days, key=lambda d: d.day):
        by_week.setdefault(invoicing.week_start(day.day), []).append(day)
    return list(by_week.values())


def estimate(
    plan: Plan, qualification: int, tax_rate: Decimal, voucher: VoucherTerms | None = None
) -> Estimate:
    """Subtotal, voucher discount, GST and total of the booking's weekly
    invoices: one line per teacher and day. The voucher discounts the first
    invoice it covers that is issued before it expires (an invoice is issued
    once its week's last day has ended)."""
    kind = invoicing.line_qualification(qualification)
    subtotal = discount = tax = total = ZERO
    for week in weeks(plan.days):
        lines = [
            invoicing.Line(d.amount, kind) for d in week for _ in range(plan.number_of_teachers)
        ]
        terms = None
        if voucher is not None and voucher.expires_at > week[-1].ends_at:
            terms = (voucher.value, voucher.use_type)
        invoice = invoicing.totals(lines, tax_rate, terms)
        if invoice.discount > 0:
            voucher = None
        subtotal += invoice.subtotal
        discount += invoice.discount
        tax += invoice.tax
        total += invoice.total
    return Estimate(subtotal, discount, tax_rate, tax, total)
