"""The live rate: what a centre pays per hour for a teacher on a given day."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from relief.kit.hours import money
from relief.models import Qualification

ZERO = Decimal("0.00")


@dataclass(frozen=True)
class RateCard:
    """Everything the rate depends on besides the day."""

    qualified_rate: Decimal  # the centre's own rate, else the entry rank's
    unqualified_rate: Decimal
    qualified_discount: Decimal
    unqualified_discount: Decimal
    weekend_loading_percent: Decimal
    holiday_loading_percent: Decimal
    parity_floor: Decimal | None  # the pay parity step in force, for qualified teachers


@dataclass(frozen=True)
class OwnRates:
    """A centre's own hourly rates and discounts (admin-managed); None where
    the platform's rate applies, or no discount."""

    qualified_rate: Decimal | None = None
    unqualified_rate: Decimal | None = None
    qualified_discount: Decimal | None = None
    unqualified_discount: Decimal | None = None


@dataclass(frozen=True)
class PlatformRates:
    """The platform's side of a rate: the entry rank's qualified and
    unqualified hourly rates (admin-managed) and the pay parity minimum in
    force on the booking's first day (None: no step)."""

    qualified_rate: Decimal
    unqualified_rate: Decimal
    parity_floor: Decimal | None


@dataclass(frozen=True)
class HeldRates:
    """The rates a live quote was given at: a booking created with the quote is
    priced at them, whatever staff changed since. `platform` is None for a
    quote that holds only the centre's own rates."""

    own: OwnRates
    platform: PlatformRates | None = None


def own_or_platform(own: Decimal | None, platform: Decimal) -> Decimal:
    """A centre's own hourly rate when it has one (admin-managed), else the
    platform's (the entry rank's)."""
    return own if own is not None else platform


def is_qualified(qualification: int) -> bool:
    return qualification in (Qualification.qualified, Qualification.newly_qualified)


def hourly_rate(
    card: RateCard,
    qualification: int,
    *,
    weekend: bool,
    holiday: bool,
    boost: Decimal = ZERO,
) -> Decimal:
    """Base rate less the centre's discount, with the weekend or holiday loading
    (the holiday one when both), raised to the pay parity floor for qualified
    teachers, plus any boost incentive."""
    qualified = is_qualified(qualification)
    base = card.qualified_rate if qualified else card.unqualified_rate
    discount = card.qualified_discount if qualified else card.unqualified_discount
    rate = max(base - discount, ZERO)
    if holiday:
        rate = rate * (1 + card.holiday_loading_percent / 100)
    elif weekend:
        rate = rate * (1 + card.weekend_loading_percent / 100)
    if qualified and card.parity_floor is not None:
        rate = max(rate, card.parity_floor)
    return money(rate + boost)
