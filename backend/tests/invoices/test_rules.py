from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from relief.invoices import rules
from relief.invoices.errors import (
    IssuePeriodBackwards,
    PaymentDateBeforeInvoice,
    PaymentDateInFuture,
)
from relief.invoices.rules import (
    Line,
    paid_moment,
    payment_date_problem,
    period_bounds,
    period_problem,
    shown_status,
)

D = Decimal
QUALIFIED = Line(D("100.00"), 1)
UNQUALIFIED = Line(D("60.00"), 2)
FEE = Line(D("30.00"), None)


@pytest.mark.parametrize(
    ("value", "expected"),
    [("0.005", "0.01"), ("0.004", "0.00"), ("2.675", "2.68"), ("1.0049", "1.00"), ("10", "10.00")],
)
def test_cents_round_half_up(value: str, expected: str) -> None:
    assert rules.cents(D(value)) == D(expected)


def test_line_amount_rounds_once_to_cents() -> None:
    assert rules.line_amount(D("7.50"), D("32.00")) == D("240.00")
    assert rules.line_amount(D("0.25"), D("0.02")) == D("0.01")  # 0.005 rounds up
    assert rules.line_amount(D("1.33"), D("33.33")) == D("44.33")  # 44.3289


def test_hours_of_paid_minutes() -> None:
    assert rules.hours_of(450) == D("7.50")
    assert rules.hours_of(20) == D("0.33")
    assert rules.hours_of(0) == D("0.00")


def test_subtotal_sums_the_lines() -> None:
    assert rules.subtotal([QUALIFIED, UNQUALIFIED, FEE]) == D("190.00")
    assert rules.subtotal([]) == D("0.00")


@pytest.mark.parametrize(
    ("use_type", "expected"),
    [(0, "100.00"), (1, "100.00"), (2, "60.00")],
)
def test_voucher_covers_lines_by_use_type(use_type: int, expected: str) -> None:
    assert rules.voucher_discount([QUALIFIED, UNQUALIFIED, FEE], D("100"), use_type) == D(expected)


def test_fee_lines_are_covered_only_by_use_type_zero() -> None:
    assert rules.voucher_discount([FEE], D("100"), 0) == D("30.00")
    assert rules.voucher_discount([FEE], D("100"), 1) == D("0.00")
    assert rules.voucher_discount([FEE], D("100"), 2) == D("0.00")


def test_a_voucher_larger_than_the_lines_is_capped() -> None:
    assert rules.voucher_discount([UNQUALIFIED], D("100"), 2) == D("60.00")
    totals = rules.totals([UNQUALIFIED], D("15"), (D("100"), 0))
    assert totals == rules.Totals(D("60.00"), D("60.00"), D("0.00"), D("0.00"))


def test_a_voucher_with_no_line_of_its_use_type_gives_nothing() -> None:
    assert rules.voucher_discount([QUALIFIED], D("100"), 2) == D("0.00")


def test_gst_on_the_discounted_subtotal_rounded_once() -> None:
    # 227.50 - 100 = 127.50; 15% = 19.125 -> 19.13
    totals = rules.totals([Line(D("227.50"), 1)], D("15"), (D("100"), 0))
    assert totals == rules.Totals(D("227.50"), D("100.00"), D("19.13"), D("146.63"))


def test_gst_is_rounded_on_the_total_not_per_line() -> None:
    # Each line's GST would be 0.0075 -> 0.01 (0.03 in all); on the sum it is
    # 0.0225 -> 0.02.
    lines = [Line(D("0.05"), 1)] * 3
    assert rules.totals(lines, D("15")).tax == D("0.02")
    assert rules.gst(D("0.03"), D("15")) == D("0.00")  # 0.0045
    assert rules.gst(D("1.00"), D("12.5")) == D("0.13")  # 0.125 rounds up


def test_totals_without_a_voucher_and_with_zero_rate() -> None:
    assert rules.totals([QUALIFIED, FEE], D("15")) == rules.Totals(
        D("130.00"), D("0.00"), D("19.50"), D("149.50")
    )
    assert rules.totals([QUALIFIED], D("0")).total == D("100.00")


def test_week_start_is_monday() -> None:
    assert rules.week_start(date(2026, 11, 22)) == date(2026, 11, 16)  # Sunday
    assert rules.week_start(date(2026, 11, 16)) == date(2026, 11, 16)  # Monday
    assert rules.week_start(date(2027, 1, 1)) == date(2026, 12, 28)


def test_invoice_number_and_line_qualification() -> None:
    assert rules.invoice_number(2026, 42) == "INV-2026-000042"
    assert rules.line_qualification(1) == 1
    assert rules.line_qualification(3) == 1  # newly qualified counts as qualified
    assert rules.line_qualification(2) == 2


def test_an_unpaid_invoice_past_due_shows_overdue() -> None:
    due = datetime(2026, 5, 8, tzinfo=UTC)
    assert shown_status(1, due, due - timedelta(seconds=1)) == 1
    assert shown_status(1, due, due) == 3
    assert shown_status(2, due, due + timedelta(days=9)) == 2
    assert shown_status(3, due, due) == 3


def test_a_payment_date_is_not_in_the_future_nor_before_the_invoice() -> None:
    issued, today = date(2026, 5, 4), date(2026, 5, 20)
    assert payment_date_problem(issued, issued, today) is None
    assert payment_date_problem(today, issued, today) is None
    assert isinstance(payment_date_problem(date(2026, 5, 21), issued, today), PaymentDateInFuture)
    assert isinstance(
        payment_date_problem(date(2026, 5, 3), issued, today), PaymentDateBeforeInvoice
    )


def test_a_past_payment_is_noon_of_its_day_and_today_is_now() -> None:
    at = datetime(2026, 5, 20, 1, 30, tzinfo=UTC)
    zone = "Pacific/Auckland"
    assert paid_moment(date(2026, 5, 20), date(2026, 5, 20), at, zone) == at
    assert paid_moment(date(2026, 5, 4), date(2026, 5, 20), at, zone) == datetime.combine(
        date(2026, 5, 4), time(12), tzinfo=ZoneInfo(zone)
    )


def test_a_period_of_issue_is_whole_local_days() -> None:
    zone = "Pacific/Auckland"
    tz = ZoneInfo(zone)
    assert period_problem(date(2026, 5, 2), date(2026, 5, 1)).__class__ is IssuePeriodBackwards
    assert period_problem(date(2026, 5, 1), date(2026, 5, 1)) is None
    assert period_problem(None, date(2026, 5, 1)) is None
    assert period_bounds(date(2026, 5, 1), date(2026, 5, 3), zone) == (
        datetime.combine(date(2026, 5, 1), time(0), tzinfo=tz),
        datetime.combine(date(2026, 5, 4), time(0), tzinfo=tz),
    )
    assert period_bounds(None, None, zone) == (None, None)
