"""A working day's hours and money in cents: the rules bookings and time
sheets share (plain functions over plain values)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class DayHours:
    gross_minutes: int
    break_minutes: int

    @property
    def working_minutes(self) -> int:
        return self.gross_minutes - self.break_minutes

    @property
    def working_hours(self) -> Decimal:
        return Decimal(self.working_minutes) / 60


def day_hours(
    starts_at: datetime,
    ends_at: datetime,
    *,
    lunch_break_minutes: int,
    lunch_minimum_hours: Decimal,
) -> DayHours:
    """Working hours = end - start - break; a long enough day has an unpaid lunch break."""
    gross = int((ends_at - starts_at).total_seconds() // 60)
    has_lunch = Decimal(gross) >= lunch_minimum_hours * 60
    return DayHours(gross, lunch_break_minutes if has_lunch else 0)
