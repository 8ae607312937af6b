"""Review rules on their edges."""

from __future__ import annotations

from decimal import Decimal

from relief.reviews import rules
from tests.refusals import said

FILL = "Please fill in all the questions."


def test_every_active_question_once_with_one_to_five_stars() -> None:
    assert said(rules.answers_problem([1, 2, 3], [(1, 5), (2, 1), (3, 3)])) is None
    assert said(rules.answers_problem([1, 2, 3], [(3, 3), (1, 5), (2, 1)])) is None
    assert said(rules.answers_problem([1, 2, 3], [(1, 5), (2, 1)])) == FILL
    assert said(rules.answers_problem([1, 2, 3], [])) == FILL
    assert said(rules.answers_problem([1, 2, 3], [(1, 5), (2, 1), (3, 0)])) == FILL
    assert said(rules.answers_problem([1, 2, 3], [(1, 5), (2, 6), (3, 3)])) == FILL
    assert said(rules.answers_problem([1, 2], [(1, 5), (1, 5), (2, 3)])) == FILL
    assert said(rules.answers_problem([1, 2], [(1, 5), (2, 3), (9, 3)])) == FILL
    assert said(rules.answers_problem([], [])) == FILL


def test_a_review_score_is_the_mean_to_the_hundredth() -> None:
    assert rules.review_score([5, 5, 5]) == Decimal("5.00")
    assert rules.review_score([4, 5, 5]) == Decimal("4.67")
    assert rules.review_score([1, 2]) == Decimal("1.50")
    assert rules.review_score([3, 3, 4, 4, 4, 4, 4, 4]) == Decimal("3.75")


def test_the_rating_is_the_mean_of_each_reviews_mean() -> None:
    assert rules.rating([]) is None
    assert rules.rating([[5, 5, 5, 5]]) == Decimal("5.00")
    # Each review counts once, whatever its number of answers.
    assert rules.rating([[5, 5, 5, 5], [1, 1]]) == Decimal("3.00")
    # (4.666.. + 4) / 2 = 4.333..
    assert rules.rating([[4, 5, 5], [4, 4, 4]]) == Decimal("4.33")
    # (4.5 + 4 + 4) / 3 = 4.1666.. rounds up; a float mean would not matter here.
    assert rules.rating([[4, 5], [4], [4]]) == Decimal("4.17")
    # 2.125 exactly rounds half up.
    assert rules.rating([[2, 2, 2, 3], [2]]) == Decimal("2.13")
    result = rules.rating([[3]])
    assert isinstance(result, Decimal)


def test_a_disapproval_needs_a_reason_and_an_approval_drops_it() -> None:
    import pytest

    from relief.reviews.errors import DisapprovalReasonRequired
    from relief.reviews.rules import decision_reason

    assert decision_reason(True, "anything") is None
    assert decision_reason(True, None) is None
    assert decision_reason(False, "  Names a child.\n") == "Names a child."
    for blank in (None, "", "   "):
        with pytest.raises(DisapprovalReasonRequired):
            decision_reason(False, blank)
