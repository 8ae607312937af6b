"""The booking desk's pure rules on what keeps a record from removal."""

from __future__ import annotations

import pytest

from relief.bookingdesk import rules
from relief.models import BookingStatus, InviteStatus, JobRecordStatus

S = BookingStatus
J = JobRecordStatus


@pytest.mark.parametrize(
    ("booking", "records", "expected"),
    [
        (S.processing, [], "matching"),
        (S.split, [J.canceled], "split"),
        (S.confirmed, [J.finished, J.canceled], "worked"),
        (S.confirmed, [J.processing], "booked"),
        (S.confirmed, [J.extend, J.finished], "booked"),
        (S.confirmed, [J.canceled, J.leave], None),
        (S.canceled, [J.canceled], None),
        (S.failed, [], None),
    ],
)
def test_a_booking_is_in_use_until_it_has_ended(
    booking: int, records: list[int], expected: str | None
) -> None:
    assert rules.booking_in_use(booking, records) == expected


@pytest.mark.parametrize(
    ("invite", "booking", "expected"),
    [
        (InviteStatus.connecting, S.processing, True),
        (InviteStatus.interested, S.processing, True),
        (InviteStatus.declined, S.processing, False),
        (InviteStatus.expired, S.processing, False),
        (InviteStatus.interested, S.confirmed, False),
        (InviteStatus.connecting, S.canceled, False),
    ],
)
def test_an_invite_is_in_use_while_it_can_be_answered(
    invite: int, booking: int, expected: bool
) -> None:
    assert rules.invite_in_use(invite, booking) is expected


def test_money_is_named_in_the_order_it_binds() -> None:
    assert rules.money_in_the_way(1, 1, 1) == "invoiced"
    assert rules.money_in_the_way(0, 2, 1) == "time_sheet"
    assert rules.money_in_the_way(0, 0, 1) == "fee"
    assert rules.money_in_the_way(0, 0, 0) is None
