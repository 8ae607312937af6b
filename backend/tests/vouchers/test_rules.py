"""When a booking earns its booking voucher, on the rule's edges."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from relief.models import JobRecordStatus
from relief.vouchers.rules import BookingVoucher, booking_voucher

FINISHED = JobRecordStatus.finished
CANCELED = JobRecordStatus.canceled
LEAVE = JobRecordStatus.leave
PROCESSING = JobRecordStatus.processing
EXTEND = JobRecordStatus.extend


def days(*statuses: int) -> list[tuple[int, int]]:
    """One teacher's job records, one a day."""
    return list(enumerate(statuses, start=1))


@pytest.mark.parametrize(
    ("records", "decision"),
    [
        (days(FINISHED, FINISHED, FINISHED, FINISHED, FINISHED), BookingVoucher.earned),
        (days(FINISHED, FINISHED, FINISHED, FINISHED), BookingVoucher.not_earned),
        # The last day cancelled: four days kept.
        (days(FINISHED, FINISHED, FINISHED, FINISHED, CANCELED), BookingVoucher.not_earned),
        (days(FINISHED, FINISHED, FINISHED, FINISHED, FINISHED, CANCELED), BookingVoucher.earned),
        # The last day left by the teacher: the centre kept it.
        (days(FINISHED, FINISHED, FINISHED, FINISHED, LEAVE), BookingVoucher.earned),
        (days(LEAVE, FINISHED, LEAVE, FINISHED, LEAVE), BookingVoucher.earned),
        # Nothing worked: nothing earned.
        (days(LEAVE, LEAVE, LEAVE, LEAVE, LEAVE), BookingVoucher.not_earned),
        (days(CANCELED, CANCELED, CANCELED, CANCELED, CANCELED), BookingVoucher.not_earned),
        # Still to come or under way: not decided yet.
        (days(FINISHED, FINISHED, FINISHED, FINISHED, PROCESSING), BookingVoucher.waiting),
        (days(FINISHED, FINISHED, FINISHED, FINISHED, EXTEND), BookingVoucher.waiting),
        (days(PROCESSING, FINISHED, FINISHED, FINISHED, FINISHED), BookingVoucher.waiting),
        ([], BookingVoucher.waiting),
    ],
)
def test_the_booking_voucher_decision(
    records: list[tuple[int, int]], decision: BookingVoucher
) -> None:
    assert booking_voucher(records) is decision


def test_a_day_counts_once_whatever_its_number_of_teachers() -> None:
    two_teachers = [(day, FINISHED) for day in (1, 2, 3, 4)] * 2
    assert booking_voucher(two_teachers) is BookingVoucher.not_earned
    # A day one teacher worked and the centre cancelled for the other is kept.
    mixed = [*two_teachers, (5, FINISHED), (5, CANCELED)]
    assert booking_voucher(mixed) is BookingVoucher.earned
    # A day the centre cancelled for every teacher is not.
    cancelled = [*two_teachers, (5, CANCELED), (5, CANCELED)]
    assert booking_voucher(cancelled) is BookingVoucher.not_earned


def test_the_number_of_days_is_a_parameter() -> None:
    assert booking_voucher(days(FINISHED, FINISHED), min_days=2) is BookingVoucher.earned
    assert booking_voucher(days(FINISHED, CANCELED), min_days=2) is BookingVoucher.not_earned


STATUSES = st.sampled_from([FINISHED, CANCELED, LEAVE, PROCESSING, EXTEND])
RECORDS = st.lists(st.tuples(st.integers(1, 8), STATUSES), max_size=24)


@given(RECORDS, st.randoms())
def test_the_order_of_the_records_never_matters(
    records: list[tuple[int, int]], rnd: random.Random
) -> None:
    shuffled = list(records)
    rnd.shuffle(shuffled)
    assert booking_voucher(shuffled) is booking_voucher(records)


@given(RECORDS)
def test_decided_exactly_when_every_record_has_ended(records: list[tuple[int, int]]) -> None:
    ended = bool(records) and all(status in (FINISHED, CANCELED, LEAVE) for _, status in records)
    assert (booking_voucher(records) is not BookingVoucher.waiting) == ended


@given(RECORDS)
def test_earned_only_with_five_kept_days_and_work_done(records: list[tuple[int, int]]) -> None:
    if booking_voucher(records) is BookingVoucher.earned:
        assert len({day for day, status in records if status in (FINISHED, LEAVE)}) >= 5
        assert any(status == FINISHED for _, status in records)
