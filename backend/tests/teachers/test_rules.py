from __future__ import annotations

from dataclasses import dataclass

import pytest

from relief.teachers.rules import rank_for_points


@dataclass
class Rank:
    name: str
    points_needed: int


RANKS = [Rank("silver", 300), Rank("bronze", 0), Rank("black", 1000)]


@pytest.mark.parametrize(
    ("points", "rank"),
    [
        (0, "bronze"),
        (299, "bronze"),
        (300, "silver"),
        (999, "silver"),
        (1000, "black"),
        (50_000, "black"),
    ],
)
def test_rank_follows_points(points: int, rank: str) -> None:
    assert rank_for_points(points, RANKS).name == rank


def test_below_every_threshold_is_the_lowest_rank() -> None:
    assert rank_for_points(-5, RANKS).name == "bronze"
