from __future__ import annotations

from dataclasses import dataclass

import pytest

from relief.teachers.rules import bank_account_number, ird_number, tax_code
from relief.timesheets.rules import rank_for_points


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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("49091850", "049-091-850"),
        ("35-901-981", "035-901-981"),
        ("49098576", "049-098-576"),
        ("136 410 132", "136-410-132"),
        ("136410133", None),  # the check digit is wrong
        ("9125568", None),  # too short
        ("150000001", None),  # out of Inland Revenue's range
        ("12-345-67x", None),
    ],
)
def test_ird_numbers_carry_a_check_digit(text: str, expected: str | None) -> None:
    assert ird_number(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("12-3456-1234567-00", "12-3456-1234567-000"),
        ("12-3456-1234567-001", "12-3456-1234567-001"),
        ("12 3456 1234567 01", "12-3456-1234567-001"),
        ("123456123456700", "12-3456-1234567-000"),
        ("12-3456-12345678-001", "12-3456-12345678-001"),
        ("12-345-1234567-00", None),
        ("12-3456-1234567", None),
        ("AB-3456-1234567-00", None),
    ],
)
def test_bank_accounts_have_the_new_zealand_shape(text: str, expected: str | None) -> None:
    assert bank_account_number(text) == expected


def test_tax_codes_come_from_the_ir330_list() -> None:
    assert tax_code("m") == "M"
    assert tax_code(" me  sl ") == "ME SL"
    assert tax_code("WT") == "WT"
    assert tax_code("X") is None
