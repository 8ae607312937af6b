"""What staff may do to accounts, as plain rules."""

from __future__ import annotations

import secrets
from collections.abc import Callable

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


# A one-time password: letters and digits nobody mistakes for each other.
LETTERS = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ"
DIGITS = "23456789"
PASSWORD_LENGTH = 14


def one_time_password(choose: Callable[[str], str] = secrets.choice) -> str:
    """A random password of `PASSWORD_LENGTH` characters (about 80 bits) with
    at least two letters and two digits, so it passes the password rule."""
    while True:
        password = "".join(choose(LETTERS + DIGITS) for _ in range(PASSWORD_LENGTH))
        letters = sum(c in LETTERS for c in password)
        if letters >= 2 and PASSWORD_LENGTH - letters >= 2:
            return password
