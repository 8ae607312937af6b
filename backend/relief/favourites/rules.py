"""Pure rules about what a centre sees of a teacher: hours, reliability and the
contact state of a favourite invite."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Final, Literal
from zoneinfo import ZoneInfo

from relief.models import InviteStatus

HUNDREDTH = Decimal("0.01")


# The spec's teacher contact status of a favourite invite.
ContactState = Literal[1, 2, 3]
CONNECTING: Final = 1
UNAVAILABLE: Final = 2
DECLINED: Final = 3


def contact_state(invite_status: int) -> ContactState:
    """Connecting while the invite is sent or answered interested; Unavailable once
    it expired or was withdrawn; Declined when the teacher said no."""
    if invite_status in (InviteStatus.connecting, InviteStatus.interested):
        return CONNECTING
    if invite_status == InviteStatus.declined:
        return DECLINED
    return UNAVAILABLE


def hours(minutes: int) -> Decimal:
    """Minutes as hours with two places."""
    return (Decimal(max(minutes, 0)) / 60).quantize(HUNDREDTH, rounding=ROUND_HALF_UP)


def reliability(kept: int, left: int) -> float | None:
    """The share of jobs kept (finished) among jobs finished or left; None when none."""
    total = kept + left
    if total == 0:
        return None
    return round(kept / total, 2)


def local_date(at: datetime | None, time_zone: str) -> date | None:
    return at.astimezone(ZoneInfo(time_zone)).date() if at is not None else None


@dataclass(frozen=True)
class Work:
    """A teacher's record of work, as a centre sees it."""

    completed_minutes: int = 0
    kept: int = 0
    left: int = 0
    last_job_at: datetime | None = None
    last_job_here_at: datetime | None = None

    @property
    def completed_hours(self) -> Decimal:
        return hours(self.completed_minutes)

    @property
    def reliability(self) -> float | None:
        return reliability(self.kept, self.left)

    @property
    def worked_here(self) -> bool:
        return self.last_job_here_at is not None
