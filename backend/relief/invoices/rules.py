"""The money rules of an invoice: pure functions on Decimal, rounded to cents."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import ROUND_HALF_UP, Decimal
from zoneinfo import ZoneInfo

from relief.errors import ParameterError
from relief.invoices.errors import (
    IssuePeriodBackwards,
    PaymentDateBeforeInvoice,
    PaymentDateInFuture,
)

CENT = Decimal("0.01")
ZERO = Decimal("0.00")

# Voucher use types (which lines a voucher may discount).
ALL_LINES = 0
QUALIFIED = 1
UNQUALIFIED = 2


def cents(value: Decimal) -> Decimal:
    """Round to cents, halves away from zero (0.005 -> 0.01)."""
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def hours_of(paid_minutes: int) -> Decimal:
    """Paid minutes as hours with 2 places (450 -> 7.50)."""
    return cents(Decimal(paid_minutes) / Decimal(60))


def line_amount(hours: Decimal, unit_price: Decimal) -> Decimal:
    return cents(hours * unit_price)


@dataclass(frozen=True)
class Line:
    amount: Decimal
    # 1 qualified, 2 unqualified teacher's time; None for a fee.
    qualification: int | None


def covers(use_type: int, line: Line) -> bool:
    """Whether a voucher of this use type may discount the line.

    Use type 0 covers every line; 1 and 2 cover only time of a qualified
    (unqualified) teacher, never a fee.
    """
    if use_type == ALL_LINES:
        return True
    return line.qualification is not None and line.qualification == use_type


def subtotal(lines: Iterable[Line]) -> Decimal:
    return cents(sum((line.amount for line in lines), ZERO))


def voucher_discount(lines: Iterable[Line], value: Decimal, use_type: int) -> Decimal:
    """The voucher's value, capped at the lines it covers (never negative)."""
    covered = sum((line.amount for line in lines if covers(use_type, line)), ZERO)
    return cents(max(ZERO, min(value, covered)))


def gst(taxable: Decimal, rate_percent: Decimal) -> Decimal:
    """GST on the discounted subtotal, rounded once."""
    return cents(taxable * rate_percent / Decimal(100))


@dataclass(frozen=True)
class Totals:
    subtotal: Decimal
    discount: Decimal
    tax: Decimal
    total: Decimal


def totals(
    lines: list[Line], rate_percent: Decimal, voucher: tuple[Decimal, int] | None = None
) -> Totals:
    """Subtotal, voucher discount, GST and total of an invoice's lines."""
    sub = subtotal(lines)
    discount = voucher_discount(lines, voucher[0], voucher[1]) if voucher else ZERO
    discount = min(discount, sub)
    taxable = sub - discount
    tax = gst(taxable, rate_percent)
    return Totals(sub, discount, tax, cents(taxable + tax))


def week_start(day: date) -> date:
    """Monday of the week (Monday to Sunday) the day falls in."""
    return day - timedelta(days=day.weekday())


def invoice_number(year: int, invoice_id: int) -> str:
    return f"INV-{year}-{invoice_id:06d}"


def line_qualification(teacher_qualification: int) -> int:
    """A teacher's qualification as vouchers see it: newly qualified counts as qualified."""
    return UNQUALIFIED if teacher_qualification == 2 else QUALIFIED


# What staff read and record of an issued invoice.

UNPAID, PAID, OVERDUE = 1, 2, 3


def shown_status(status: int, due_at: datetime | None, at: datetime) -> int:
    """An unpaid invoice whose due date has passed shows as overdue, even
    before the overdue task has run."""
    if status == UNPAID and due_at is not None and due_at <= at:
        return OVERDUE
    return status


def payment_date_problem(paid_on: date, issued_on: date, today: date) -> ParameterError | None:
    """A payment date is on or after the invoice's date and not in the future
    (both in the centre's time zone)."""
    if paid_on > today:
        return PaymentDateInFuture()
    if paid_on < issued_on:
        return PaymentDateBeforeInvoice()
    return None


def paid_moment(paid_on: date, today: date, at: datetime, zone: str) -> datetime:
    """The instant recorded for a payment date: now when paid today, else
    noon of that day in the centre's time zone."""
    if paid_on == today:
        return at
    return datetime.combine(paid_on, time(12), tzinfo=ZoneInfo(zone))


def period_problem(start: date | None, end: date | None) -> ParameterError | None:
    if start is not None and end is not None and end < start:
        return IssuePeriodBackwards()
    return None


def period_bounds(
    start: date | None, end: date | None, zone: str
) -> tuple[datetime | None, datetime | None]:
    """The instants of a period of days (inclusive) in a time zone: from the
    first day's midnight to the midnight after the last day."""
    tz = ZoneInfo(zone)
    return (
        datetime.combine(start, time(0), tzinfo=tz) if start else None,
        datetime.combine(end + timedelta(days=1), time(0), tzinfo=tz) if end else None,
    )
