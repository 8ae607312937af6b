"""The rules of vouchers staff issue and expire early, on their edges, without
a database."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from relief.voucherdesk import rules
from relief.voucherdesk.errors import (
    AlreadyExpired,
    ConditionsTooLong,
    ExpireApplied,
    ExpireAttached,
    ExpiryNotAhead,
    ExpiryPeriodBackwards,
    ExpiryReasonMissing,
    ExpiryReasonTooLong,
    ExpiryTooFar,
    IssuedPeriodBackwards,
    NoCentreFound,
    RecipientsNotChosen,
    TooManyRecipients,
    ValidDaysOutOfBounds,
    ValidityNotChosen,
    VoucherNameLength,
    VoucherValueOutOfBounds,
)

NOW = datetime(2026, 11, 24, 22, 0, tzinfo=UTC)  # 25 Nov 11:00 in Auckland
TODAY = date(2026, 11, 25)


def kind(problem: object) -> type | None:
    return None if problem is None else type(problem)


@pytest.mark.parametrize(
    ("chosen", "matching", "expected"),
    [
        ([3], False, None),
        (None, True, None),
        (None, False, RecipientsNotChosen),
        ([3], True, RecipientsNotChosen),
        ([], False, RecipientsNotChosen),
    ],
)
def test_centres_are_chosen_or_found_by_a_filter_never_both(
    chosen: list[int] | None, matching: bool, expected: type | None
) -> None:
    assert kind(rules.recipients_problem(chosen, matching)) is expected


def test_an_issue_reaches_one_to_a_thousand_centres() -> None:
    assert rules.count_problem(1, False) is None
    assert rules.count_problem(rules.MOST_CENTRES, True) is None
    too_many = rules.count_problem(rules.MOST_CENTRES + 1, True)
    assert isinstance(too_many, TooManyRecipients)
    assert too_many.values == {"limit": 1000, "count": 1001}
    assert too_many.field == "matching"
    assert rules.count_problem(1001, False).field == "centreIds"  # type: ignore[union-attr]
    assert kind(rules.count_problem(0, True)) is NoCentreFound
    assert kind(rules.count_problem(0, False)) is RecipientsNotChosen


@pytest.mark.parametrize(
    ("name", "conditions", "value", "expected"),
    [
        ("Matariki thanks", None, Decimal("50.00"), None),
        ("ab", "x" * 500, Decimal("1.00"), None),
        ("x" * 64, "", Decimal("1000.00"), None),
        ("a", None, Decimal("50.00"), VoucherNameLength),
        ("  a  ", None, Decimal("50.00"), VoucherNameLength),
        ("x" * 65, None, Decimal("50.00"), VoucherNameLength),
        ("Thanks", "x" * 501, Decimal("50.00"), ConditionsTooLong),
        ("Thanks", None, Decimal("0.99"), VoucherValueOutOfBounds),
        ("Thanks", None, Decimal("0"), VoucherValueOutOfBounds),
        ("Thanks", None, Decimal("1000.01"), VoucherValueOutOfBounds),
    ],
)
def test_a_voucher_has_a_name_short_conditions_and_a_bounded_value(
    name: str, conditions: str | None, value: Decimal, expected: type | None
) -> None:
    assert kind(rules.voucher_problem(name, conditions, value)) is expected


@pytest.mark.parametrize(
    ("validity", "expected"),
    [
        (rules.Validity(expires_on=TODAY + timedelta(days=1)), None),
        (rules.Validity(expires_on=TODAY + timedelta(days=730)), None),
        (rules.Validity(valid_days=1), None),
        (rules.Validity(valid_days=730), None),
        (rules.Validity(), ValidityNotChosen),
        (rules.Validity(expires_on=TODAY + timedelta(days=9), valid_days=9), ValidityNotChosen),
        (rules.Validity(expires_on=TODAY), ExpiryNotAhead),
        (rules.Validity(expires_on=TODAY - timedelta(days=1)), ExpiryNotAhead),
        (rules.Validity(expires_on=TODAY + timedelta(days=731)), ExpiryTooFar),
        (rules.Validity(valid_days=0), ValidDaysOutOfBounds),
        (rules.Validity(valid_days=731), ValidDaysOutOfBounds),
    ],
)
def test_validity_is_a_day_after_today_or_a_number_of_days(
    validity: rules.Validity, expected: type | None
) -> None:
    assert kind(rules.validity_problem(validity, TODAY)) is expected


def test_the_expiry_is_the_last_second_of_the_day_in_the_centres_zone_or_days_from_issue() -> None:
    auckland = rules.expiry(rules.Validity(expires_on=date(2026, 12, 24)), NOW, "Pacific/Auckland")
    assert auckland == datetime(2026, 12, 24, 23, 59, 59, tzinfo=ZoneInfo("Pacific/Auckland"))
    assert auckland.astimezone(UTC) == datetime(2026, 12, 24, 10, 59, 59, tzinfo=UTC)
    chatham = rules.expiry(rules.Validity(expires_on=date(2026, 12, 24)), NOW, "Pacific/Chatham")
    assert auckland - chatham == timedelta(minutes=45)
    assert rules.expiry(rules.Validity(valid_days=90), NOW, "Pacific/Auckland") == NOW + timedelta(
        days=90
    )


@pytest.mark.parametrize(
    ("status", "expires_in", "expected"),
    [
        (rules.ACTIVE, timedelta(days=1), None),
        (rules.ACTIVE, timedelta(seconds=1), None),
        (rules.ACTIVE, timedelta(0), AlreadyExpired),
        (rules.BOOK, timedelta(days=1), ExpireAttached),
        (rules.USING, timedelta(days=1), ExpireApplied),
        (rules.USED, timedelta(days=1), ExpireApplied),
        (rules.EXPIRED, timedelta(days=1), AlreadyExpired),
    ],
)
def test_only_an_active_voucher_before_its_expiry_is_expired_early(
    status: int, expires_in: timedelta, expected: type | None
) -> None:
    problem = rules.expire_early_problem(status, NOW + expires_in, 41 if status else None, NOW)
    assert kind(problem) is expected
    if isinstance(problem, ExpireAttached):
        assert problem.values == {"bookingId": 41}


@pytest.mark.parametrize(
    ("reason", "expected"),
    [
        ("Issued to the wrong centre", None),
        ("x" * 500, None),
        ("", ExpiryReasonMissing),
        ("   \n ", ExpiryReasonMissing),
        ("x" * 501, ExpiryReasonTooLong),
    ],
)
def test_expiring_early_needs_a_reason(reason: str, expected: type | None) -> None:
    assert kind(rules.reason_problem(reason)) is expected


def test_each_status_shown_is_the_stored_vouchers_that_show_so() -> None:
    assert rules.stored_as([]) == ()
    assert rules.stored_as([rules.ACTIVE]) == (rules.Stored(rules.ACTIVE, live=True),)
    assert rules.stored_as([rules.EXPIRED, rules.BOOK, rules.BOOK]) == (
        rules.Stored(rules.BOOK, live=True),
        rules.Stored(rules.EXPIRED),
        rules.Stored(rules.ACTIVE, live=False),
        rules.Stored(rules.BOOK, live=False),
    )


def test_periods_run_forwards_in_days_of_a_zone() -> None:
    day = date(2026, 11, 25)
    assert rules.period_problem((day, day), (None, day)) is None
    assert kind(rules.period_problem((day, day - timedelta(days=1)), (None, None))) is (
        IssuedPeriodBackwards
    )
    assert kind(rules.period_problem((None, None), (day, day - timedelta(days=1)))) is (
        ExpiryPeriodBackwards
    )
    start, before = rules.period_bounds(day, day, "Pacific/Auckland")
    assert start == datetime(2026, 11, 25, tzinfo=ZoneInfo("Pacific/Auckland"))
    assert before == datetime(2026, 11, 26, tzinfo=ZoneInfo("Pacific/Auckland"))
    assert rules.period_bounds(None, None, "Pacific/Auckland") == (None, None)
