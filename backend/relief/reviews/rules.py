"""Pure review rules: a complete set of answers, and the teacher's rating."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from decimal import ROUND_HALF_UP, Decimal

from relief.errors import ParameterError
from relief.reviews.errors import DisapprovalReasonRequired, FillAllQuestions

LOWEST, HIGHEST = 1, 5
COMMENT_LIMIT = 1000
REASON_LIMIT = 500
_HUNDREDTH = Decimal("0.01")


def answers_problem(
    active_question_ids: Iterable[int], answers: Sequence[tuple[int, int]]
) -> ParameterError | None:
    """Every active question answered once with 1 to 5 stars, and nothing else."""
    asked = set(active_question_ids)
    answered = [question_id for question_id, _ in answers]
    if (
        not asked
        or len(answered) != len(set(answered))
        or set(answered) != asked
        or any(not LOWEST <= score <= HIGHEST for _, score in answers)
    ):
        return FillAllQuestions()
    return None


def review_score(scores: Sequence[int]) -> Decimal:
    """The mean of a review's answers, to the hundredth (half up)."""
    return (Decimal(sum(scores)) / Decimal(len(scores))).quantize(_HUNDREDTH, ROUND_HALF_UP)


def rating(reviews: Iterable[Sequence[int]]) -> Decimal | None:
    """The mean of the mean score of each approved review, to the hundredth;
    None without any. Each review counts once, however many questions it has."""
    means = [Decimal(sum(scores)) / Decimal(len(scores)) for scores in reviews if len(scores) > 0]
    if not means:
        return None
    return (sum(means, Decimal(0)) / Decimal(len(means))).quantize(_HUNDREDTH, ROUND_HALF_UP)


def decision_reason(approve: bool, reason: str | None) -> str | None:
    """The reason kept with a decision: required (not blank) to disapprove,
    dropped when approving."""
    if approve:
        return None
    text = (reason or "").strip()
    if not text:
        raise DisapprovalReasonRequired()
    return text
