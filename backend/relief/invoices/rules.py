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
    NoSuchPart,
    NothingIssuedInPeriod,
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


# The accounting export (Xero's sales invoice import).

# Xero imports at most 500 invoices from one file.
INVOICES_PER_FILE = 500


def files_for(count: int) -> int:
    """How many files the invoices of a period fill, 500 to a file."""
    return -(-count // INVOICES_PER_FILE)


def part_window(part: int) -> tuple[int, int]:
    """The offset and size of a file's invoices among the period's, oldest
    first: part 1 is invoices 1 to 500, part 2 is 501 to 1000..."""
    return (part - 1) * INVOICES_PER_FILE, INVOICES_PER_FILE


def part_problem(part: int, count: int) -> ParameterError | None:
    if count == 0:
        return NothingIssuedInPeriod()
    if part > files_for(count):
        return NoSuchPart(part=part, count=count)
    return None


def quantity_and_price(
    hours: Decimal | None, unit_price: Decimal | None, amount: Decimal
) -> tuple[Decimal, Decimal]:
    """A line as quantity times unit amount that gives exactly its amount:
    its hours at its rate when they multiply to the cent, else one of its
    amount (a product that was rounded would not import to the same cent)."""
    if hours is not None and unit_price is not None and hours * unit_price == amount:
        return hours, unit_price
    return Decimal("1.00"), amount


def line_taxes(amounts: list[Decimal], rate_percent: Decimal, tax: Decimal) -> list[Decimal]:
    """The invoice's GST shared over its lines: each line's own GST, rounded,
    and what rounding left over (a few cents at most) on the largest line, so
    the lines' GST adds up to the invoice's, which was rounded once."""
    each = [gst(amount, rate_percent) for amount in amounts]
    if each:
        largest = max(range(len(amounts)), key=lambda index: amounts[index])
        each[largest] += tax - sum(each, ZERO)
    return each


def tax_type(rate_percent: Decimal, sale: bool) -> str:
    """Xero's name of a New Zealand GST rate: on income for the platform's
    sales, on expenses for a centre's bills; "No GST" at 0%."""
    if rate_percent == 0:
        return "No GST"
    return f"{rate_percent.normalize():f}% GST on {'Income' if sale else 'Expenses'}"
