"""The rules of a centre's own rates and discounts, without the database."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from relief.centre_admin.errors import (
    DiscountNotBelowRate,
    DiscountOutOfBounds,
    RateOutOfBounds,
)
from relief.errors import ParameterError

# A centre's own hourly rate: no lower than a dollar, no higher than anyone
# would pay a relief teacher (a typing slip of a zero is refused).
LOWEST_RATE = Decimal("1.00")
HIGHEST_RATE = Decimal("500.00")
# A discount off the hourly rate, in dollars an hour.
HIGHEST_DISCOUNT = Decimal("100.00")


@dataclass(frozen=True)
class Rates:
    """A centre's own rates and discounts; None where the platform's apply."""

    qualified_rate: Decimal | None
    unqualified_rate: Decimal | None
    qualified_discount: Decimal | None
    unqualified_discount: Decimal | None


def _own_or(own: Decimal | None, platform: Decimal) -> Decimal:
    """The rate a discount comes off: the centre's own, else the platform's
    (as pricing chooses, relief.bookings.pricing.own_or_platform)."""
    return own if own is not None else platform


def _rate_problem(field: str, rate: Decimal | None) -> ParameterError | None:
    if rate is not None and not LOWEST_RATE <= rate <= HIGHEST_RATE:
        problem = RateOutOfBounds(low=LOWEST_RATE, high=HIGHEST_RATE)
        problem.field = field
        return problem
    return None


def _discount_problem(field: str, discount: Decimal | None, rate: Decimal) -> ParameterError | None:
    if discount is None:
        return None
    if not Decimal(0) <= discount <= HIGHEST_DISCOUNT:
        problem: ParameterError = DiscountOutOfBounds(high=HIGHEST_DISCOUNT)
    elif discount >= rate:
        problem = DiscountNotBelowRate(rate=rate)
    else:
        return None
    problem.field = field
    return problem


def rates_problem(
    rates: Rates, platform_qualified: Decimal, platform_unqualified: Decimal
) -> ParameterError | None:
    """What is wrong with a centre's rates, or None: each own rate within
    bounds, each discount within bounds and below the rate it comes off (the
    centre's own, else the platform's)."""
    return (
        _rate_problem("qualifiedRate", rates.qualified_rate)
        or _rate_problem("unqualifiedRate", rates.unqualified_rate)
        or _discount_problem(
            "qualifiedDiscount",
            rates.qualified_discount,
            _own_or(rates.qualified_rate, platform_qualified),
        )
        or _discount_problem(
            "unqualifiedDiscount",
            rates.unqualified_discount,
            _own_or(rates.unqualified_rate, platform_unqualified),
        )
    )
