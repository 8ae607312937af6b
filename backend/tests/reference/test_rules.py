"""The Operations rules without a database: New Zealand's holidays as the
library computes them, the holiday a person types, the ranks' order and
rates, the pay parity steps and the warnings between them."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from relief.errors import AppError
from relief.kit import regions
from relief.reference import rules
from relief.reference.rules import ComputedHoliday, Rank, Step

BRONZE = Rank("bronze", 0, Decimal("32.00"), Decimal("25.00"))
SILVER = Rank("silver", 300, Decimal("34.00"), Decimal("26.50"))
BLACK = Rank("black", 1000, Decimal("36.00"), Decimal("28.00"))
RANKS = [BRONZE, SILVER, BLACK]


def code(problem: AppError | None) -> int | None:
    return None if problem is None else problem.code


# --- New Zealand's holidays ---------------------------------------------------------


def test_every_subdivision_the_library_knows_is_mapped_to_a_region_or_left_out() -> None:
    assert set(rules.subdivisions()) == set(rules.SUBDIVISION_REGIONS)
    mapped = {region for region in rules.SUBDIVISION_REGIONS.values() if region is not None}
    # Every name is a region as the platform writes it, and every region has its subdivision.
    assert mapped == regions.NAMES
    left_out = {code for code, region in rules.SUBDIVISION_REGIONS.items() if region is None}
    assert left_out == {"CIT", "South Canterbury"}


def test_national_holidays_are_kept_on_the_day_they_are_observed() -> None:
    national = {h.day: h.name for h in rules.new_zealand(2027) if h.region is None}
    assert national[date(2027, 1, 1)] == "New Year's Day"
    # Saturday 2 January is Mondayised to the 4th: only the Monday is a holiday.
    assert date(2027, 1, 2) not in national
    assert national[date(2027, 1, 4)] == "Day after New Year's Day (observed)"
    assert date(2027, 2, 6) not in national
    assert national[date(2027, 2, 8)] == "Waitangi Day (observed)"
    assert national[date(2027, 6, 25)] == "Matariki"
    assert (date(2027, 12, 25) in national, date(2027, 12, 26) in national) == (False, False)
    assert national[date(2027, 12, 27)] == "Christmas Day (observed)"
    assert national[date(2027, 12, 28)] == "Boxing Day (observed)"
    assert all(day.isoweekday() <= 5 for day in national)
    # New Year's Day on a Saturday moves to Monday, the day after to Tuesday.
    in_2028 = {h.day: h.name for h in rules.new_zealand(2028) if h.region is None}
    assert in_2028[date(2028, 1, 3)] == "New Year's Day (observed)"
    assert in_2028[date(2028, 1, 4)] == "Day after New Year's Day (observed)"


def test_anniversary_days_carry_their_region() -> None:
    computed = rules.new_zealand(2027)
    regional = {(h.region, h.day): h.name for h in computed if h.region is not None}
    assert regional[("Auckland", date(2027, 2, 1))] == "Auckland Anniversary Day"
    assert regional[("Northland", date(2027, 2, 1))] == "Auckland Anniversary Day"
    assert regional[("Wellington", date(2027, 1, 25))] == "Wellington Anniversary Day"
    assert regional[("Canterbury", date(2027, 11, 12))] == "Canterbury Anniversary Day"
    assert {h.region for h in computed} - {None} <= regions.NAMES
    names = {h.name for h in computed}
    assert "Chatham Islands Anniversary Day" not in names
    assert "South Canterbury Anniversary Day" not in names
    assert all(1 <= len(h.name) <= rules.LONGEST_NAME for h in computed)
    # No region has two holidays a day, nor the nation.
    assert len({(h.day, h.region) for h in computed}) == len(computed)
    # By day, the national one first.
    assert [h.day for h in computed] == sorted(h.day for h in computed)


def test_the_holiday_a_person_types_is_trimmed_and_checked() -> None:
    wanted = rules.clean(date(2027, 3, 15), "  Show day ", "Canterbury")
    assert wanted == rules.Wanted(date(2027, 3, 15), "Show day", "Canterbury")
    assert rules.clean(date(2027, 3, 15), "Day", "  ").region is None
    assert rules.clean(date(2027, 3, 15), "D" * 64, None).name == "D" * 64
    for day, name, region, expected in (
        (date(2027, 3, 15), "   ", None, 45002),
        (date(2027, 3, 15), "D" * 65, None, 45002),
        (date(2027, 3, 15), "Day", "Christchurch", 45003),
        (date(2027, 3, 15), "Day", "Chatham Islands", 45003),
        (date(1999, 12, 31), "Day", None, 45006),
        (date(2101, 1, 1), "Day", None, 45006),
    ):
        with pytest.raises(AppError) as refused:
            rules.clean(day, name, region)
        assert refused.value.code == expected, (day, name, region)
    assert rules.clean(date(2000, 1, 1), "Day", None).day.year == 2000
    assert rules.clean(date(2100, 12, 31), "Day", None).day.year == 2100


def test_loading_adds_only_what_staff_did_not_leave_there() -> None:
    computed = [
        ComputedHoliday(date(2027, 1, 1), "New Year's Day", None),
        ComputedHoliday(date(2027, 1, 25), "Wellington Anniversary Day", "Wellington"),
        ComputedHoliday(date(2027, 2, 1), "Auckland Anniversary Day", "Auckland"),
        ComputedHoliday(date(2027, 6, 25), "Matariki", None),
        ComputedHoliday(date(2027, 10, 25), "Labour Day", None),
    ]
    present = [
        (date(2027, 1, 1), "New Year", None),  # renamed by staff
        (date(2027, 1, 26), "Wellington Anniversary Day", "Wellington"),  # moved by staff
        (date(2027, 2, 1), "Auckland Anniversary Day", None),  # another region's day
        (date(2026, 6, 25), "Matariki", None),  # another year's
    ]
    assert rules.missing(computed, present) == computed[2:]
    assert rules.missing(computed, []) == computed
    assert rules.missing([], present) == []


# --- teacher ranks ----------------------------------------------------------------


def test_the_first_rank_needs_no_points() -> None:
    assert rules.rank_problem(RANKS, 0, BRONZE) is None
    problem = rules.rank_problem(RANKS, 0, Rank("bronze", 1, BRONZE.qualified_rate, Decimal(25)))
    assert code(problem) == 45011


@pytest.mark.parametrize(
    ("index", "points", "expected"),
    [
        (1, 1, None),
        (1, 999, None),
        (1, 0, 45012),  # not above bronze's
        (1, 1000, 45013),  # not below black's
        (2, 301, None),
        (2, 300, 45012),
        (2, 1_000_000, None),  # the last rank has none after it
    ],
)
def test_points_increase_strictly_in_rank_order(
    index: int, points: int, expected: int | None
) -> None:
    rank = RANKS[index]
    wanted = Rank(rank.name, points, rank.qualified_rate, rank.unqualified_rate)
    assert code(rules.rank_problem(RANKS, index, wanted)) == expected


@pytest.mark.parametrize(
    ("qualified", "unqualified", "expected", "field"),
    [
        ("1.00", "1.00", None, None),
        ("500.00", "500.00", None, None),
        ("0.99", "0.50", 45014, "qualifiedRate"),
        ("500.01", "25.00", 45014, "qualifiedRate"),
        ("34.00", "0.00", 45014, "unqualifiedRate"),
        ("34.00", "34.00", None, None),
        ("34.00", "34.01", 45015, "unqualifiedRate"),
    ],
)
def test_rates_are_positive_money_and_unqualified_not_above_qualified(
    qualified: str, unqualified: str, expected: int | None, field: str | None
) -> None:
    wanted = Rank("silver", 300, Decimal(qualified), Decimal(unqualified))
    problem = rules.rank_problem(RANKS, 1, wanted)
    assert code(problem) == expected
    assert (problem.field if problem else None) == field


# --- pay parity ---------------------------------------------------------------------

TODAY = date(2027, 3, 1)
OLD = Step("Step 0", Decimal("40.00"), date(2025, 1, 1))
CURRENT = Step("Step 1", Decimal("33.00"), date(2026, 7, 1))
NEXT = Step("Step 2", Decimal("35.00"), date(2027, 7, 1))


def test_the_steps_that_matter_are_the_one_in_force_and_those_to_come() -> None:
    assert rules.in_force_or_later([OLD, CURRENT, NEXT], TODAY) == [CURRENT, NEXT]
    assert rules.in_force_or_later([NEXT], TODAY) == [NEXT]
    assert rules.in_force_or_later([], TODAY) == []
    # Of two taking effect on one day, the higher is in force (as pricing picks).
    twin = Step("Step 1b", Decimal("33.50"), CURRENT.effective_from)
    assert rules.in_force_or_later([CURRENT, twin], TODAY) == [twin]
    # A step taking effect today is in force.
    assert rules.in_force_or_later([NEXT], NEXT.effective_from) == [NEXT]


def test_a_qualified_rate_below_a_step_in_force_or_to_come_is_a_warning() -> None:
    steps = [OLD, CURRENT, NEXT]
    assert rules.parity_warning("bronze", Decimal("35.00"), steps, TODAY) is None
    # The superseded 40.00 step no longer matters.
    assert rules.parity_warning("bronze", Decimal("36.00"), steps, TODAY) is None
    below_next = rules.parity_warning("bronze", Decimal("34.00"), steps, TODAY)
    assert code(below_next) == 45016
    assert below_next is not None
    assert below_next.values["step"] == "Step 2"
    below_both = rules.parity_warning("bronze", Decimal("32.00"), steps, TODAY)
    assert below_both is not None
    assert (below_both.values["step"], below_both.values["minimum"]) == (
        "Step 2",
        NEXT.minimum_rate,
    )
    assert below_both.field == "qualifiedRate"


@pytest.mark.parametrize(
    ("name", "rate", "day", "expected"),
    [
        ("Step 1", "33.00", date(2027, 7, 1), None),
        ("  ", "33.00", date(2027, 7, 1), 45021),
        ("S" * 65, "33.00", date(2027, 7, 1), 45021),
        ("S" * 64, "33.00", date(2027, 7, 1), None),
        ("Step 1", "0.99", date(2027, 7, 1), 45022),
        ("Step 1", "500.01", date(2027, 7, 1), 45022),
        ("Step 1", "33.00", date(1999, 12, 31), 45023),
        ("Step 1", "33.00", date(2101, 1, 1), 45023),
    ],
)
def test_a_step_has_a_name_a_rate_and_a_day(
    name: str, rate: str, day: date, expected: int | None
) -> None:
    assert code(rules.step_problem(name, Decimal(rate), day)) == expected


def test_a_step_above_a_ranks_qualified_rate_is_a_warning() -> None:
    assert rules.rank_warning(Decimal("32.00"), RANKS) is None
    warning = rules.rank_warning(Decimal("35.00"), RANKS)
    assert code(warning) == 45025
    assert warning is not None
    assert (warning.values["rank"], warning.values["rate"]) == ("bronze", Decimal("32.00"))
    assert warning.field == "minimumRate"


def test_moves_are_counted_by_the_rank_moved_into() -> None:
    assert rules.moved_by_rank([(1, "silver"), (2, "bronze"), (3, "silver")]) == {
        "silver": 2,
        "bronze": 1,
    }
    assert rules.moved_by_rank([]) == {}
