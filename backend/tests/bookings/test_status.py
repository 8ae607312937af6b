"""Every status change of the booking aggregate goes through its machine: each
allowed change passes, each other one raises."""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum
from typing import Any

import pytest

from relief.bookings import rules
from relief.bookings.rules import ForbiddenStatusChange
from relief.bookings.status import change_booking, change_invite, change_job_record
from relief.models import Booking, BookingStatus, Invite, InviteStatus, JobRecord, JobRecordStatus

MACHINES: list[tuple[str, type[IntEnum], dict[int, frozenset[int]], Callable[..., Any], Any]] = [
    ("booking", BookingStatus, rules.BOOKING_TRANSITIONS, change_booking, Booking),
    ("invite", InviteStatus, rules.INVITE_TRANSITIONS, change_invite, Invite),
    ("job record", JobRecordStatus, rules.JOB_RECORD_TRANSITIONS, change_job_record, JobRecord),
]

CASES = [
    pytest.param(
        change,
        model,
        source,
        target,
        target in machine[source],
        id=f"{name}-{source.name}-{target.name}",
    )
    for name, statuses, machine, change, model in MACHINES
    for source in statuses
    for target in statuses
]


def test_every_status_has_its_place_in_its_machine() -> None:
    for _name, statuses, machine, _change, _model in MACHINES:
        assert set(machine) == set(statuses)


@pytest.mark.parametrize(("change", "model", "source", "target", "allowed"), CASES)
def test_a_change_passes_only_when_its_machine_allows_it(
    change: Callable[..., Any], model: Any, source: IntEnum, target: IntEnum, allowed: bool
) -> None:
    row = model(status=source)
    if allowed:
        change(row, target)
        assert row.status == target
    else:
        with pytest.raises(ForbiddenStatusChange):
            change(row, target)
        assert row.status == source
