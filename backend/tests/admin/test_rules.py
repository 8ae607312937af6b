from __future__ import annotations

from relief.admin import rules
from relief.models import AccountKind, Approval
from tests.refusals import said


def test_only_centre_and_teacher_accounts_are_switched_here() -> None:
    assert said(rules.switch_problem(AccountKind.centre)) is None
    assert said(rules.switch_problem(AccountKind.teacher)) is None
    assert said(rules.switch_problem(AccountKind.staff)) == "Staff accounts are not changed here."


def test_a_rejection_needs_a_reason_an_approval_does_not() -> None:
    assert said(rules.approval_problem(Approval.approved, None)) is None
    assert said(rules.approval_problem(Approval.rejected, "Vetting incomplete")) is None
    assert said(rules.approval_problem(Approval.rejected, None)) is not None
    assert said(rules.approval_problem(Approval.rejected, "")) is not None


def test_deactivating_needs_a_notice_reactivating_does_not() -> None:
    assert said(rules.deactivation_problem(True, None)) is None
    assert said(rules.deactivation_problem(False, "Your licence has lapsed.")) is None
    assert said(rules.deactivation_problem(False, None)) is not None
