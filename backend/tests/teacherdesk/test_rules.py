"""The teacher desk's pure rules."""

from __future__ import annotations

from datetime import date

from relief.models import Approval
from relief.teacherdesk import rules
from relief.teacherdesk.errors import (
    PointsBelowZero,
    PointsChangeZero,
    ReasonRequiredPoints,
    ReasonRequiredReject,
)


def test_a_rejection_needs_a_reason_and_only_a_rejection_keeps_it() -> None:
    assert isinstance(rules.approval_problem(Approval.rejected, None), ReasonRequiredReject)
    assert isinstance(rules.approval_problem(Approval.rejected, "   "), ReasonRequiredReject)
    assert rules.approval_problem(Approval.rejected, "Vetting lapsed.") is None
    assert rules.approval_problem(Approval.approved, None) is None
    assert rules.approval_problem(Approval.pending, None) is None
    assert rules.kept_reason(Approval.rejected, " Vetting lapsed. ") == "Vetting lapsed."
    assert rules.kept_reason(Approval.approved, "Vetting lapsed.") is None
    assert rules.kept_reason(Approval.pending, "Vetting lapsed.") is None


def test_an_adjustment_changes_something_says_why_and_stays_at_or_above_zero() -> None:
    assert isinstance(rules.points_problem(10, 0, "why"), PointsChangeZero)
    assert isinstance(rules.points_problem(10, 5, ""), ReasonRequiredPoints)
    assert isinstance(rules.points_problem(10, 5, None), ReasonRequiredPoints)
    below = rules.points_problem(10, -11, "why")
    assert isinstance(below, PointsBelowZero)
    assert below.values == {"points": 10}
    assert rules.points_problem(10, -10, "why") is None
    assert rules.points_problem(0, 25, "why") is None


def test_the_expiry_filter_takes_today_plus_the_days() -> None:
    assert rules.expiry_limit(date(2026, 12, 30), 3) == date(2027, 1, 2)
    assert rules.expiry_limit(date(2026, 12, 30), 0) == date(2026, 12, 30)


def test_the_certification_expiry_is_the_earliest_known() -> None:
    assert rules.certification_expiry([None, None]) is None
    assert rules.certification_expiry([date(2027, 3, 1), None, date(2026, 12, 5)]) == date(
        2026, 12, 5
    )
