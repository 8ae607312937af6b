"""What staff may do to accounts, as plain rules."""

from __future__ import annotations

from relief.admin.errors import (
    NoticeRequiredDeactivateAccount,
    ReasonRequiredRejectTeacher,
    StaffAccountsNotChangedHere,
)
from relief.errors import NotPermitted, ParameterError
from relief.models import AccountKind, Approval

# `users.deactive_type` of an account switched off by platform staff.
DEACTIVATED_BY_STAFF = 1


def switch_problem(kind: str) -> NotPermitted | None:
    """Why staff may not switch this account on or off here, or None."""
    if kind not in (AccountKind.centre, AccountKind.teacher):
        return StaffAccountsNotChangedHere()
    return None


def approval_problem(approval: int, reason: str | None) -> ParameterError | None:
    """Why this vetting decision is incomplete, or None."""
    if approval == Approval.rejected and not reason:
        return ReasonRequiredRejectTeacher()
    return None


def deactivation_problem(enabled: bool, notice: str | None) -> ParameterError | None:
    """Why this switch is incomplete, or None."""
    if not enabled and not notice:
        return NoticeRequiredDeactivateAccount()
    return None
