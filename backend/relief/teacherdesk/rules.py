"""Pure rules of the console's teacher desk: vetting decisions, points
adjustments, what the list's document-expiry filter means, the labels a
teacher's certification expiry takes."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, timedelta

from relief.errors import ParameterError
from relief.models import Approval
from relief.teacherdesk.errors import (
    PointsBelowZero,
    PointsChangeZero,
    ReasonRequiredPoints,
    ReasonRequiredReject,
)

# Largest change of points one adjustment makes, either way.
MAX_POINTS_CHANGE = 100_000


def approval_problem(approval: int, reason: str | None) -> ParameterError | None:
    """Why this vetting decision is incomplete, or None: a rejection needs a reason."""
    if approval == Approval.rejected and not (reason or "").strip():
        return ReasonRequiredReject()
    return None


def kept_reason(approval: int, reason: str | None) -> str | None:
    """The reason kept on the teacher: a rejection's only."""
    return (reason or "").strip() or None if approval == Approval.rejected else None


def points_problem(points: int, change: int, reason: str | None) -> ParameterError | None:
    """Why this adjustment cannot be made, or None: it changes something, it
    says why, and it leaves no teacher below zero."""
    if change == 0:
        return PointsChangeZero()
    if not (reason or "").strip():
        return ReasonRequiredPoints()
    if points + change < 0:
        return PointsBelowZero(points=points)
    return None


def expiry_limit(today: date, within_days: int) -> date:
    """The last expiry date the list's "document expiring within N days"
    filter takes: documents already expired are taken too (they need the
    teacher even sooner)."""
    return today + timedelta(days=within_days)


def certification_expiry(expiries: Iterable[date | None]) -> date | None:
    """A teacher's certification expiry: the earliest of their registration,
    first aid and police vetting expiries, or None when none is known."""
    known = [day for day in expiries if day is not None]
    return min(known) if known else None
