"""Pure rules about teachers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar


class RankLike(Protocol):
    points_needed: int


R = TypeVar("R", bound="RankLike")


def rank_for_points(points: int, ranks: Sequence[R]) -> R:
    """The highest rank whose points needed the teacher has reached."""
    reached = [rank for rank in ranks if rank.points_needed <= points]
    if not reached:
        return min(ranks, key=lambda rank: rank.points_needed)
    return max(reached, key=lambda rank: rank.points_needed)
