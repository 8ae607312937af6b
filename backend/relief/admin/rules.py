"""What staff may do to accounts, as plain rules."""

from __future__ import annotations

from relief.models import AccountKind, Approval

# `users.deactive_type` of an account switched off by platform staff.
DEACTIVATED_BY_STAFF = 1


def switch_problem(kind: str) -> str | None:
    """Why staff may not switch this account on or off here, or None."""
    if kind not in (AccountKind.centre, AccountKind.teacher):
        return "Staff accounts are not changed here."
    return None


def approval_problem(approval: int, reason: str | None) -> str | None:
    """Why this vetting decision is incomplete, or None."""
    if approval == Approval.rejected and not reason:
        return "A reason is required to reject a teacher."
    return None


def deactivation_problem(enabled: bool, notice: str | None) -> str | None:
    """Why this switch is incomplete, or None."""
    if not enabled and not notice:
        return "A notice is required to deactivate an account."
    return None
