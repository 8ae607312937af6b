"""What a quoted booking will cost once invoiced: weekly invoices, the voucher
on the first one it covers, GST on each."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from relief.bookings.estimate import VoucherTerms, estimate, weeks
from relief.bookings.planning import Plan, PlannedDay
from relief.kit.hours import DayHours

MONDAY = date(2026, 11, 23)
GST = Decimal("15")
SIX_HOURS = DayHours(gross_minutes=390, break_minutes=30)


def day(on: date, rate: str = "32.00", hours: DayHours = SIX_HOURS) -> PlannedDay:
    start = datetime(on.year, on.month, on.day, 19, 30, tzinfo=UTC) - timedelta(days=1)
    return PlannedDay(
        on,
        start,
        start + timedelta(minutes=hours.gross_minutes),
        hours,
        Decimal(rate),
        False,
        False,
    )


def plan(days: list[PlannedDay], teachers: int = 1) -> Plan:
    return Plan(days, Decimal("32.00"), len(days) > 1, teachers)


def weekdays(first: date, count: int) -> list[PlannedDay]:
    found: list[PlannedDay] = []
    on = first
    while len(found) < count:
        if on.isoweekday() <= 5:
            found.append(day(on))
        on += timedelta(days=1)
    return found


def voucher(value: str = "100.00", use_type: int = 0, expires_in_days: int = 90) -> VoucherTerms:
    return VoucherTerms(
        Decimal(value),
        use_type,
        datetime(2026, 11, 20, tzinfo=UTC) + timedelta(days=expires_in_days),
    )


def test_days_are_grouped_by_invoice_week_monday_to_sunday() -> None:
    days = weekdays(MONDAY + timedelta(days=3), 4)  # Thu, Fri, then Mon, Tue
    assert [[d.day.isoweekday() for d in week] for week in weeks(days)] == [[4, 5], [1, 2]]


def test_one_day_without_a_voucher_adds_gst() -> None:
    cost = estimate(plan([day(MONDAY)]), 1, GST)
    # 6 working hours at $32.00.
    assert (cost.subtotal, cost.discount, cost.tax, cost.total) == (
        Decimal("192.00"),
        Decimal("0.00"),
        Decimal("28.80"),
        Decimal("220.80"),
    )
    assert cost.tax_rate == GST


def test_the_voucher_comes_off_the_first_week_and_gst_follows_each_invoice() -> None:
    cost = estimate(plan(weekdays(MONDAY, 10)), 1, GST, voucher())
    # Two weeks of 5 x $192: the first invoice 960 - 100 + 15% of 860, the second 960 + 144.
    assert cost.subtotal == Decimal("1920.00")
    assert cost.discount == Decimal("100.00")
    assert cost.tax == Decimal("129.00") + Decimal("144.00")
    assert cost.total == Decimal("989.00") + Decimal("1104.00")


def test_a_voucher_is_capped_at_the_invoice_it_is_applied_on() -> None:
    cost = estimate(plan(weekdays(MONDAY, 10), teachers=2), 1, GST, voucher("5000.00"))
    assert cost.discount == Decimal("1920.00")  # the first week, 2 teachers x 5 days x $192
    assert cost.total == cost.subtotal - cost.discount + cost.tax


@pytest.mark.parametrize(
    ("qualification", "use_type", "discount"),
    [(1, 1, "100.00"), (3, 1, "100.00"), (2, 1, "0.00"), (2, 2, "100.00"), (1, 2, "0.00")],
)
def test_a_voucher_covers_only_the_teachers_of_its_use_type(
    qualification: int, use_type: int, discount: str
) -> None:
    cost = estimate(plan([day(MONDAY)]), qualification, GST, voucher(use_type=use_type))
    assert cost.discount == Decimal(discount)


def test_a_voucher_that_expires_before_the_first_invoice_takes_nothing_off() -> None:
    cost = estimate(plan(weekdays(MONDAY, 10)), 1, GST, voucher(expires_in_days=4))
    assert cost.discount == Decimal("0.00")


@given(
    amounts=st.lists(st.decimals("0.01", "999.99", places=2), min_size=1, max_size=12),
    teachers=st.integers(1, 4),
    value=st.decimals("0.00", "300.00", places=2),
    rate=st.decimals("0", "30", places=2),
)
def test_the_totals_add_up_in_cents(
    amounts: list[Decimal], teachers: int, value: Decimal, rate: Decimal
) -> None:
    days = [
        PlannedDay(d.day, d.starts_at, d.ends_at, DayHours(60, 0), amount, False, False)
        for d, amount in zip(weekdays(MONDAY, len(amounts)), amounts, strict=True)
    ]
    cost = estimate(plan(days, teachers), 1, rate, voucher(str(value)))
    assert cost.subtotal == sum(amounts, Decimal(0)) * teachers
    assert Decimal(0) <= cost.discount <= min(value, cost.subtotal)
    assert cost.total == cost.subtotal - cost.discount + cost.tax
    for amount in (cost.subtotal, cost.discount, cost.tax, cost.total):
        assert amount == amount.quantize(Decimal("0.01"))
