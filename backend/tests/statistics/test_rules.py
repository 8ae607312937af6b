"""The statistics' pure rules: lead-time buckets, the period, percentiles."""

from __future__ import annotations

from datetime import date

import pytest

from relief.statistics.errors import PeriodReversed, PeriodTooLong
from relief.statistics.rules import (
    LeadTime,
    check_period,
    lead_days,
    lead_time,
    nearest_rank,
    percentile,
    share,
)

HOUR = 3600
DAY = 86400


@pytest.mark.parametrize(
    ("seconds", "bucket"),
    [
        (-5, LeadTime.same_day),
        (0, LeadTime.same_day),
        (3 * HOUR, LeadTime.same_day),
        (DAY - 1, LeadTime.same_day),
        (DAY, LeadTime.one_day),
        (2 * DAY - 1, LeadTime.one_day),
        (2 * DAY, LeadTime.two_to_seven),
        (8 * DAY - 1, LeadTime.two_to_seven),
        (8 * DAY, LeadTime.eight_plus),
        (90 * DAY, LeadTime.eight_plus),
    ],
)
def test_a_booking_falls_in_the_bucket_of_its_whole_days_of_lead(
    seconds: int, bucket: LeadTime
) -> None:
    assert lead_time(seconds) is bucket


def test_lead_days_are_whole_days_never_negative() -> None:
    assert lead_days(-100) == 0
    assert lead_days(DAY * 3 + 5) == 3


def test_a_period_runs_forward_for_at_most_366_days() -> None:
    check_period(date(2026, 3, 1), date(2026, 3, 1))
    check_period(date(2024, 1, 1), date(2024, 12, 31))  # 366 days, a leap year
    with pytest.raises(PeriodReversed):
        check_period(date(2026, 3, 2), date(2026, 3, 1))
    with pytest.raises(PeriodTooLong):
        check_period(date(2025, 1, 1), date(2026, 1, 2))


def test_percentiles_take_the_nearest_rank() -> None:
    assert nearest_rank(1, 50) == 1
    assert nearest_rank(3, 50) == 2
    assert nearest_rank(4, 50) == 2
    assert nearest_rank(3, 90) == 3
    assert nearest_rank(10, 90) == 9
    assert nearest_rank(0, 90) == 1
    assert percentile([], 50) is None
    assert percentile([10.0, 20.0, 30.0, 40.0], 50) == 20.0
    assert percentile([10.0, 20.0, 30.0, 40.0], 90) == 40.0
    assert percentile([5.0], 90) == 5.0


def test_a_share_is_none_of_nothing() -> None:
    assert share(1, 0) is None
    assert share(3, 6) == 0.5
    assert share(1, 3) == 0.3333
