"""The rules of the console's Operations pages, without the database:
New Zealand's public holidays as the `holidays` library computes them, what a
holiday staff add or change may be, what a teacher rank's points and rates and
a pay parity step may be, and when a rank's rate and a step disagree (a
warning staff confirm).

The library knows the national holidays and each region's anniversary day by
ISO 3166-2 subdivision; `SUBDIVISION_REGIONS` names each subdivision as the
platform writes regions (`relief.kit.regions`, the holidays' `region`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

import holidays
from holidays.countries.new_zealand import NewZealand

from relief.errors import AppError, ParameterError
from relief.kit import regions
from relief.reference.errors import (
    FirstRankNeedsNoPoints,
    HolidayNameInvalid,
    HolidayRegionUnknown,
    HolidayYearOutOfRange,
    ParityAboveRank,
    ParityDateOutOfRange,
    ParityNameInvalid,
    ParityRateOutOfBounds,
    PointsNotAbovePrevious,
    PointsNotBelowNext,
    RankBelowParity,
    RankRateOutOfBounds,
    UnqualifiedAboveQualified,
)

# The years a holiday may fall in and a pay parity step take effect in (those
# the holiday list is asked for).
FIRST_YEAR = 2000
LAST_YEAR = 2100
# The longest name of a holiday or a step.
LONGEST_NAME = 64

# Every subdivision the library knows, by the region the platform writes. A
# subdivision named None is not loaded: the Chatham Islands lie in no region
# of the platform's (`kit.regions`: more than 120 km from every town), and
# South Canterbury is part of the Canterbury region, whose every centre its
# anniversary day would price as a holiday.
SUBDIVISION_REGIONS: dict[str, str | None] = {
    "AUK": "Auckland",
    "BOP": "Bay of Plenty",
    "CAN": "Canterbury",
    "CIT": None,
    "GIS": "Gisborne",
    "HKB": "Hawke's Bay",
    "MBH": "Marlborough",
    "MWT": "Manawatū-Whanganui",
    "NSN": "Nelson",
    "NTL": "Northland",
    "OTA": "Otago",
    "STL": "Southland",
    "TAS": "Tasman",
    "TKI": "Taranaki",
    "WGN": "Wellington",
    "WKO": "Waikato",
    "WTC": "West Coast",
    "South Canterbury": None,
}

# Names of two holidays observed on one day are joined by this.
JOINED_BY = "; "


@dataclass(frozen=True)
class ComputedHoliday:
    day: date
    name: str
    # None for a national holiday, else the region.
    region: str | None


def _observed(table: holidays.HolidayBase) -> Iterator[tuple[date, str]]:
    """Each holiday of the table as observed: a holiday falling on a weekend
    that the law moves to a weekday (Mondayised) is kept on that weekday only
    (the library lists both, the moved one as "... (observed)")."""
    names = [(day, name) for day in sorted(table) for name in table.get_list(day)]
    moved = {name for _, name in names}
    for day, name in names:
        if day.isoweekday() >= 6 and NewZealand.observed_label % name in moved:
            continue
        yield day, name


def _one_a_day(found: Iterable[tuple[date, str]]) -> dict[date, str]:
    """One name a day: two holidays observed on one day share it."""
    by_day: dict[date, list[str]] = {}
    for day, name in found:
        by_day.setdefault(day, []).append(name)
    return {day: JOINED_BY.join(names)[:LONGEST_NAME] for day, names in by_day.items()}


def new_zealand(year: int) -> list[ComputedHoliday]:
    """New Zealand's public holidays of the year as observed: the national
    ones, and each region's anniversary day with its region; by day, national
    first."""
    every = list(_observed(holidays.country_holidays("NZ", years=year)))
    national = set(every)
    found = [ComputedHoliday(day, name, None) for day, name in _one_a_day(every).items()]
    for code, region in SUBDIVISION_REGIONS.items():
        if region is None:
            continue
        table = holidays.country_holidays("NZ", subdiv=code, years=year)
        own = [held for held in _observed(table) if held not in national]
        found.extend(ComputedHoliday(day, name, region) for day, name in _one_a_day(own).items())
    return sorted(found, key=lambda h: (h.day, h.region is not None, h.region or ""))


def subdivisions() -> tuple[str, ...]:
    """Every New Zealand subdivision the library knows."""
    return tuple(NewZealand.subdivisions)


@dataclass(frozen=True)
class Wanted:
    """A holiday as staff typed it."""

    day: date
    name: str
    region: str | None


def clean(day: date, name: str, region: str | None) -> Wanted:
    """The holiday with its name trimmed and an empty region read as national,
    or the refusal saying what is wrong: a year the list shows, a name of 1 to
    64 characters, a region of New Zealand's (as `kit.regions` writes it)."""
    if not FIRST_YEAR <= day.year <= LAST_YEAR:
        raise HolidayYearOutOfRange(first=FIRST_YEAR, last=LAST_YEAR)
    trimmed = name.strip()
    if not 1 <= len(trimmed) <= LONGEST_NAME:
        raise HolidayNameInvalid(longest=LONGEST_NAME)
    where = (region or "").strip() or None
    if where is not None and regions.unknown([where]):
        raise HolidayRegionUnknown(region=where)
    return Wanted(day, trimmed, where)


def missing(
    computed: Iterable[ComputedHoliday], present: Iterable[tuple[date, str, str | None]]
) -> list[ComputedHoliday]:
    """The computed holidays the table lacks. One is there already when a
    holiday of its region (or a national one) falls on its day, or when one of
    its region and year has its name (staff moved it to another day): staff
    edits stay as they are."""
    days = set()
    names = set()
    for day, name, region in present:
        days.add((day, region))
        names.add((day.year, name, region))
    return [
        h
        for h in computed
        if (h.day, h.region) not in days and (h.day.year, h.name, h.region) not in names
    ]


# --- teacher ranks and pay parity steps ----------------------------------------

# An hourly rate: no lower than a dollar, no higher than anyone would pay a
# relief teacher (a slip of a zero is refused); as a centre's own rate.
LOWEST_RATE = Decimal("1.00")
HIGHEST_RATE = Decimal("500.00")
# The most points a rank may need.
MOST_POINTS = 1_000_000


@dataclass(frozen=True)
class Rank:
    name: str
    points_needed: int
    qualified_rate: Decimal
    unqualified_rate: Decimal


@dataclass(frozen=True)
class Step:
    name: str
    minimum_rate: Decimal
    effective_from: date


def _rate_problem(field: str, rate: Decimal) -> ParameterError | None:
    if LOWEST_RATE <= rate <= HIGHEST_RATE:
        return None
    problem = RankRateOutOfBounds(low=LOWEST_RATE, high=HIGHEST_RATE)
    problem.field = field
    return problem


def rank_problem(ranks: Sequence[Rank], index: int, wanted: Rank) -> ParameterError | None:
    """What is wrong with the rank at `index` of the ranks (in rank order:
    fewest points first) changed to `wanted`, or None: the first rank needs 0
    points, each later one more than the one before it and fewer than the one
    after; rates are $1.00 to $500.00, the unqualified one no higher than the
    qualified."""
    if index == 0 and wanted.points_needed != 0:
        return FirstRankNeedsNoPoints(rank=wanted.name)
    if index > 0 and wanted.points_needed <= ranks[index - 1].points_needed:
        previous = ranks[index - 1]
        return PointsNotAbovePrevious(
            rank=wanted.name, previous=previous.name, points=previous.points_needed
        )
    if index + 1 < len(ranks) and wanted.points_needed >= ranks[index + 1].points_needed:
        following = ranks[index + 1]
        return PointsNotBelowNext(
            rank=wanted.name, next=following.name, points=following.points_needed
        )
    problem = _rate_problem("qualifiedRate", wanted.qualified_rate) or _rate_problem(
        "unqualifiedRate", wanted.unqualified_rate
    )
    if problem is not None:
        return problem
    if wanted.unqualified_rate > wanted.qualified_rate:
        return UnqualifiedAboveQualified(rate=wanted.qualified_rate)
    return None


def in_force_or_later(steps: Iterable[Step], today: date) -> list[Step]:
    """The step in force today (the latest to have taken effect; of two on one
    day the higher, as pricing chooses) and every step still to take effect."""
    steps = list(steps)
    started = [s for s in steps if s.effective_from <= today]
    current = max(started, key=lambda s: (s.effective_from, s.minimum_rate), default=None)
    later = [s for s in steps if s.effective_from > today]
    return ([current] if current else []) + later


def parity_warning(
    rank_name: str, qualified_rate: Decimal, steps: Iterable[Step], today: date
) -> AppError | None:
    """A qualified rate below the pay parity step in force or a later one:
    the warning staff confirm (pricing raises a qualified teacher's rate to
    the step, so the rank's rate would not be what centres pay). Names the
    highest such step."""
    below = [s for s in in_force_or_later(steps, today) if s.minimum_rate > qualified_rate]
    if not below:
        return None
    step = max(below, key=lambda s: (s.minimum_rate, s.effective_from))
    return RankBelowParity(
        rank=rank_name,
        rate=qualified_rate,
        step=step.name,
        minimum=step.minimum_rate,
        day=step.effective_from.isoformat(),
    )


def step_problem(name: str, minimum_rate: Decimal, effective_from: date) -> ParameterError | None:
    """What is wrong with a step, or None: a name of 1 to 64 characters, a
    minimum of $1.00 to $500.00, a day in the years the platform prices."""
    if not 1 <= len(name.strip()) <= LONGEST_NAME:
        return ParityNameInvalid(longest=LONGEST_NAME)
    if not LOWEST_RATE <= minimum_rate <= HIGHEST_RATE:
        return ParityRateOutOfBounds(low=LOWEST_RATE, high=HIGHEST_RATE)
    if not FIRST_YEAR <= effective_from.year <= LAST_YEAR:
        return ParityDateOutOfRange(first=FIRST_YEAR, last=LAST_YEAR)
    return None


def rank_warning(minimum_rate: Decimal, ranks: Iterable[Rank]) -> AppError | None:
    """A step above a rank's qualified rate: the warning staff confirm. Names
    the rank with the lowest qualified rate under the step."""
    under = [r for r in ranks if r.qualified_rate < minimum_rate]
    if not under:
        return None
    rank = min(under, key=lambda r: (r.qualified_rate, r.points_needed))
    return ParityAboveRank(minimum=minimum_rate, rank=rank.name, rate=rank.qualified_rate)


def moved_by_rank(moves: Iterable[tuple[int, str]]) -> dict[str, int]:
    """How many teachers moved into each rank, by its name (for the audit)."""
    counts: dict[str, int] = {}
    for _, name in moves:
        counts[name] = counts.get(name, 0) + 1
    return counts
