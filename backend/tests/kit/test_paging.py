"""A list's total is counted up to a bound, and its pages reach no further."""

from __future__ import annotations

from relief.kit.envelope import LIST_REACH, bounded_total, reachable


def test_the_bound_is_fifty_pages_of_twenty() -> None:
    assert LIST_REACH == 1_000 == 50 * 20


def test_a_count_up_to_the_bound_is_the_exact_total() -> None:
    assert bounded_total(0) == (0, True)
    assert bounded_total(37) == (37, True)
    assert bounded_total(1_000) == (1_000, True)


def test_a_count_past_the_bound_answers_the_bound_not_exact() -> None:
    assert bounded_total(1_001) == (1_000, False)
    assert bounded_total(4_004) == (1_000, False)


def test_a_page_reaches_the_rows_below_the_bound() -> None:
    assert reachable(0, 20) == 20
    assert reachable(980, 20) == 20
    assert reachable(900, 100) == 100
    assert reachable(990, 20) == 10


def test_a_page_at_or_past_the_bound_reaches_nothing() -> None:
    assert reachable(1_000, 20) == 0
    assert reachable(4_900, 100) == 0
