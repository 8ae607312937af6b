"""The rules of a centre's own rates and discounts."""

from __future__ import annotations

from decimal import Decimal

from relief.bookings.pricing import own_or_platform
from relief.centre_admin.rules import Rates, rates_problem

D = Decimal


def problem(**given: D | None) -> tuple[int, str | None] | None:
    rates = Rates(
        qualified_rate=given.get("q"),
        unqualified_rate=given.get("u"),
        qualified_discount=given.get("qd"),
        unqualified_discount=given.get("ud"),
    )
    found = rates_problem(rates, D("35.00"), D("28.00"))
    return (found.code, found.field) if found else None


def test_no_rates_of_its_own_is_fine() -> None:
    assert problem() is None


def test_rates_within_bounds_are_fine() -> None:
    assert problem(q=D("1.00"), u=D("500.00"), qd=D("0.99"), ud=D("0")) is None


def test_a_rate_out_of_bounds_is_refused_with_its_field() -> None:
    assert problem(q=D("0.99")) == (43402, "qualifiedRate")
    assert problem(u=D("500.01")) == (43402, "unqualifiedRate")


def test_a_discount_out_of_bounds_is_refused() -> None:
    assert problem(q=D("400"), qd=D("100.01")) == (43403, "qualifiedDiscount")


def test_a_discount_must_stay_below_the_rate_it_comes_off() -> None:
    # Off the centre's own rate when it has one...
    assert problem(q=D("20.00"), qd=D("20.00")) == (43404, "qualifiedDiscount")
    assert problem(q=D("20.00"), qd=D("19.99")) is None
    # ...else off the platform's.
    assert problem(ud=D("28.00")) == (43404, "unqualifiedDiscount")
    assert problem(ud=D("27.99")) is None


def test_the_own_rate_wins_over_the_platform_rate() -> None:
    assert own_or_platform(D("41.50"), D("35.00")) == D("41.50")
    assert own_or_platform(None, D("35.00")) == D("35.00")
