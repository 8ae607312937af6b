"""The support ticket status machine and numbers, on their edges."""

from __future__ import annotations

from datetime import date

import pytest

from relief.models.support import TicketStatus as S
from relief.support import rules


def test_ticket_numbers() -> None:
    assert rules.ticket_number(date(2026, 11, 22), 1) == "T20261122001"
    assert rules.ticket_number(date(2026, 1, 2), 42) == "T20260102042"
    assert rules.ticket_number(date(2026, 1, 2), 1000) == "T202601021000"
    assert rules.sequence_of("T20261122007") == 7
    assert rules.sequence_of("T202611221000") == 1000
    with pytest.raises(ValueError, match="starts at 1"):
        rules.ticket_number(date(2026, 1, 2), 0)


@pytest.mark.parametrize(
    ("current", "after"),
    [
        (S.new, S.new),
        (S.processing, S.processing),
        (S.waiting, S.processing),
        (S.review, S.review),
        (S.pending, S.pending),
        (S.reopened, S.reopened),
        (S.resolved, None),
        (S.closed, None),
    ],
)
def test_a_centre_reply(current: S, after: S | None) -> None:
    assert rules.after_centre_reply(current) == after


@pytest.mark.parametrize(
    ("current", "after"),
    [
        (S.new, S.processing),
        (S.reopened, S.processing),
        (S.waiting, S.waiting),
        (S.review, S.review),
        (S.pending, S.pending),
        (S.resolved, S.resolved),
        (S.processing, S.processing),
        (S.closed, None),
    ],
)
def test_a_staff_reply(current: S, after: S | None) -> None:
    assert rules.after_staff_reply(current) == after


@pytest.mark.parametrize("status", list(S))
def test_close_and_reopen(status: S) -> None:
    assert rules.centre_may_close(status) is (status != S.closed)
    assert rules.centre_may_reopen(status) is (status in (S.resolved, S.closed))


def test_staff_may_set_any_state_but_new_or_the_same() -> None:
    assert rules.staff_may_set(S.new, S.processing)
    assert rules.staff_may_set(S.processing, S.resolved)
    assert rules.staff_may_set(S.closed, S.reopened)
    assert not rules.staff_may_set(S.processing, S.new)
    assert not rules.staff_may_set(S.waiting, S.waiting)
    assert not rules.staff_may_set(S.waiting, 0)
    assert not rules.staff_may_set(S.waiting, 9)


def test_every_category_has_a_name() -> None:
    assert sorted(rules.CATEGORIES) == list(range(1, 8))
