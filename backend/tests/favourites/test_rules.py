"""The pure rules of what a centre sees of a teacher."""

from __future__ import annotations

from datetime import UTC, date, datetime
from decimal import Decimal

import pytest

from relief.favourites.rules import Work, contact_state, hours, local_date, reliability
from relief.models import InviteStatus


@pytest.mark.parametrize(
    ("status", "state"),
    [
        (InviteStatus.connecting, 1),
        (InviteStatus.interested, 1),
        (InviteStatus.expired, 2),
        (InviteStatus.withdrawn, 2),
        (InviteStatus.declined, 3),
    ],
)
def test_contact_state_follows_the_invite(status: InviteStatus, state: int) -> None:
    assert contact_state(status) == state


@pytest.mark.parametrize(
    ("kept", "left", "share"),
    [(0, 0, None), (3, 1, 0.75), (1, 0, 1.0), (0, 2, 0.0), (2, 1, 0.67)],
)
def test_reliability_is_the_share_of_jobs_kept(kept: int, left: int, share: float | None) -> None:
    assert reliability(kept, left) == share


def test_hours_have_two_places() -> None:
    assert hours(0) == Decimal("0.00")
    assert hours(390) == Decimal("6.50")
    assert hours(20) == Decimal("0.33")
    assert hours(-5) == Decimal("0.00")


def test_local_date_is_the_centre_day() -> None:
    late_utc = datetime(2027, 1, 26, 20, 0, tzinfo=UTC)
    assert local_date(late_utc, "Pacific/Auckland") == date(2027, 1, 27)
    assert local_date(None, "Pacific/Auckland") is None


def test_work_without_jobs() -> None:
    empty = Work()
    assert (empty.completed_hours, empty.reliability, empty.worked_here) == (
        Decimal("0.00"),
        None,
        False,
    )
