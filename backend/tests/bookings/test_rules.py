from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from relief.bookings import rules
from relief.bookings.pricing import RateCard, hourly_rate
from relief.kit.hours import day_hours
from relief.models import BookingStatus, InviteStatus, JobRecordStatus

T0 = datetime(2026, 11, 24, 19, 30, tzinfo=UTC)  # 08:30 in Auckland the next day
LUNCH = {"lunch_break_minutes": 30, "lunch_minimum_hours": Decimal("5")}


@pytest.mark.parametrize(
    ("hours", "break_minutes", "working"),
    [(3, 0, 180), (4.99, 0, 299), (5, 30, 270), (8.5, 30, 480), (12, 30, 690)],
)
def test_lunch_break_from_the_minimum_hours(hours: float, break_minutes: int, working: int) -> None:
    result = day_hours(T0, T0 + timedelta(minutes=round(hours * 60)), **LUNCH)  # type: ignore[arg-type]
    assert (result.break_minutes, result.working_minutes) == (break_minutes, working)


@pytest.mark.parametrize(("minutes", "ok"), [(179, False), (180, True), (181, True)])
def test_minimum_booking_hours(minutes: int, ok: bool) -> None:
    hours = day_hours(T0, T0 + timedelta(minutes=minutes), **LUNCH)  # type: ignore[arg-type]
    assert rules.long_enough(hours, Decimal("3")) is ok


def test_booking_dates_skip_weekends_and_holidays_unless_included() -> None:
    # Mon 21 Dec 2026 .. Tue 29 Dec 2026; 25 and 28 December are holidays.
    holidays = {date(2026, 12, 25), date(2026, 12, 28)}
    plain = rules.booking_dates(
        date(2026, 12, 21),
        date(2026, 12, 29),
        include_weekends=False,
        include_holidays=False,
        holidays=holidays,
    )
    assert [d.day for d in plain] == [21, 22, 23, 24, 29]
    everything = rules.booking_dates(
        date(2026, 12, 21),
        date(2026, 12, 29),
        include_weekends=True,
        include_holidays=True,
        holidays=holidays,
    )
    assert len(everything) == 9
    mondays_and_fridays = rules.booking_dates(
        date(2026, 12, 1),
        date(2026, 12, 31),
        weekdays=frozenset({1, 5}),
        include_weekends=False,
        include_holidays=False,
        holidays=holidays,
    )
    assert [d.day for d in mondays_and_fridays] == [4, 7, 11, 14, 18, 21]


def test_local_span_across_daylight_saving() -> None:
    # New Zealand daylight time starts on 27 September 2026 (UTC+12 -> UTC+13).
    before, _ = rules.local_span(date(2026, 9, 25), time(8, 30), time(15), "Pacific/Auckland")
    after, _ = rules.local_span(date(2026, 9, 28), time(8, 30), time(15), "Pacific/Auckland")
    assert before.utcoffset() == timedelta(hours=12)
    assert after.utcoffset() == timedelta(hours=13)


CARD = RateCard(
    qualified_rate=Decimal("32.00"),
    unqualified_rate=Decimal("25.00"),
    qualified_discount=Decimal("0.00"),
    unqualified_discount=Decimal("0.00"),
    weekend_loading_percent=Decimal("25"),
    holiday_loading_percent=Decimal("50"),
    parity_floor=None,
)


@pytest.mark.parametrize(
    ("qualification", "weekend", "holiday", "boost", "rate"),
    [
        (1, False, False, "0", "32.00"),
        (3, False, False, "0", "32.00"),
        (2, False, False, "0", "25.00"),
        (1, True, False, "0", "40.00"),
        (1, False, True, "0", "48.00"),
        (1, True, True, "0", "48.00"),
        (2, True, False, "3.00", "34.25"),
    ],
)
def test_live_rate(qualification: int, weekend: bool, holiday: bool, boost: str, rate: str) -> None:
    assert hourly_rate(
        CARD, qualification, weekend=weekend, holiday=holiday, boost=Decimal(boost)
    ) == Decimal(rate)


def test_centre_discount_and_pay_parity_floor() -> None:
    card = RateCard(
        **{**CARD.__dict__, "qualified_discount": Decimal("4.00"), "parity_floor": Decimal("30.50")}
    )
    assert hourly_rate(card, 1, weekend=False, holiday=False) == Decimal("30.50")  # 28.00 raised
    assert hourly_rate(card, 1, weekend=True, holiday=False) == Decimal("35.00")  # 28 * 1.25
    # The floor is for qualified teachers only.
    card = RateCard(
        **{
            **CARD.__dict__,
            "unqualified_discount": Decimal("30.00"),
            "parity_floor": Decimal("30.50"),
        }
    )
    assert hourly_rate(card, 2, weekend=False, holiday=False) == Decimal("0.00")


def test_rates_round_half_up_to_the_cent() -> None:
    card = RateCard(
        **{
            **CARD.__dict__,
            "qualified_rate": Decimal("33.33"),
            "weekend_loading_percent": Decimal("12.5"),
        }
    )
    assert hourly_rate(card, 1, weekend=True, holiday=False) == Decimal("37.50")  # 37.49625


def test_quote_lives_five_minutes() -> None:
    assert rules.quote_live(T0 + rules.QUOTE_LIFETIME, T0 + timedelta(minutes=4, seconds=59))
    assert not rules.quote_live(T0 + rules.QUOTE_LIFETIME, T0 + timedelta(minutes=5))


@pytest.mark.parametrize(
    ("hours_before", "confirmed", "fee"),
    [(24.01, True, "0.00"), (24, True, "57.60"), (1, True, "57.60"), (2, False, "0.00")],
)
def test_cancellation_fee_inside_24_hours(hours_before: float, confirmed: bool, fee: str) -> None:
    at = T0 - timedelta(hours=hours_before)
    assert rules.cancellation_fee(
        Decimal("192.00"), starts_at=T0, at=at, free_hours=24, confirmed=confirmed
    ) == Decimal(fee)


@given(st.decimals(min_value=0, max_value=100000, places=2))
def test_fee_is_never_more_than_the_amount_and_in_cents(amount: Decimal) -> None:
    fee = rules.cancellation_fee(amount, starts_at=T0, at=T0, free_hours=24, confirmed=True)
    assert Decimal(0) <= fee <= amount
    assert fee == fee.quantize(Decimal("0.01"))


def test_status_machines() -> None:
    assert rules.can_become(
        rules.BOOKING_TRANSITIONS, BookingStatus.processing, BookingStatus.confirmed
    )
    assert rules.can_become(
        rules.BOOKING_TRANSITIONS, BookingStatus.failed, BookingStatus.processing
    )
    assert not rules.can_become(
        rules.BOOKING_TRANSITIONS, BookingStatus.canceled, BookingStatus.processing
    )
    assert not rules.can_become(
        rules.BOOKING_TRANSITIONS, BookingStatus.split, BookingStatus.confirmed
    )
    assert rules.can_become(
        rules.INVITE_TRANSITIONS, InviteStatus.connecting, InviteStatus.interested
    )
    assert rules.can_become(rules.INVITE_TRANSITIONS, InviteStatus.expired, InviteStatus.connecting)
    assert not rules.can_become(
        rules.INVITE_TRANSITIONS, InviteStatus.declined, InviteStatus.interested
    )
    assert rules.can_become(
        rules.JOB_RECORD_TRANSITIONS, JobRecordStatus.processing, JobRecordStatus.extend
    )
    assert not rules.can_become(
        rules.JOB_RECORD_TRANSITIONS, JobRecordStatus.finished, JobRecordStatus.leave
    )
    for machine in (
        rules.BOOKING_TRANSITIONS,
        rules.INVITE_TRANSITIONS,
        rules.JOB_RECORD_TRANSITIONS,
    ):
        for source, targets in machine.items():
            assert source not in targets


@pytest.mark.parametrize(
    ("confirmed_after", "seconds"),
    [
        (None, None),
        (timedelta(0), 0),
        (timedelta(hours=2, minutes=15), 8100),
        (timedelta(days=3, seconds=1), 259201),
    ],
)
def test_time_to_fill_runs_from_making_to_the_last_confirmation(
    confirmed_after: timedelta | None, seconds: int | None
) -> None:
    confirmed_at = None if confirmed_after is None else T0 + confirmed_after
    assert rules.time_to_fill(T0, confirmed_at) == seconds


def test_time_to_fill_is_never_negative() -> None:
    assert rules.time_to_fill(T0, T0 - timedelta(seconds=5)) == 0
