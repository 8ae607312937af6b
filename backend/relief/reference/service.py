"""The console's Operations pages.

Holidays: a year's list, a holiday added, changed or removed, and a year
loaded as the `holidays` library computes it. Every change is read by the
next quote (pricing reads the table afresh each time).

Teacher ranks and pay parity steps: a rank's points and rates are changed
one rank at a time, with the ranks locked; a change of points re-ranks every
teacher by their points in one statement of the same transaction, tells each
teacher who moved (`rank_changed`) and records in the call's audit entry how
many moved. A rate below a pay parity step (or a step above a rank's rate) is
refused with a warning until the request says staff confirmed it. Live quotes
keep the rates they were given at (`bookings.quotes`)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sqlalchemy.orm import Session

from relief.authority.schemas import RegionItem
from relief.kit import regions, trail
from relief.kit.hours import money
from relief.models import Holiday, PayParityStep, TeacherRank
from relief.notices import kinds
from relief.notices import service as notices
from relief.reference import repository, rules
from relief.reference.errors import (
    HolidayMissing,
    NationalHolidayTaken,
    ParityStepMissing,
    ParityStepTaken,
    RankMissing,
    RegionalHolidayTaken,
)
from relief.reference.schemas import (
    HolidayIn,
    HolidayItem,
    HolidayLoadOut,
    HolidayUpdateIn,
    HolidayYearOut,
    ParityListOut,
    ParityStepIn,
    ParityStepItem,
    ParityStepUpdateIn,
    RankItem,
    RankListOut,
    RankUpdateIn,
    RankUpdateOut,
)

# --- holidays ----------------------------------------------------------------------


def _holiday_item(holiday: Holiday) -> HolidayItem:
    return HolidayItem(
        holidayId=holiday.id, date=holiday.day, name=holiday.name, region=holiday.region
    )


def holidays(db: Session, year: int) -> HolidayYearOut:
    return HolidayYearOut(
        year=year,
        list=[_holiday_item(h) for h in repository.of_year(db, year)],
        regions=[RegionItem(name=name, nameZh=name_zh) for name, name_zh in regions.REGIONS],
    )


def _check_free(db: Session, wanted: rules.Wanted, holiday_id: int | None = None) -> None:
    """No two holidays of one region (or two national ones) on a day."""
    taken = repository.on_day(db, wanted.day, wanted.region)
    if taken is None or taken.id == holiday_id:
        return
    if wanted.region is None:
        raise NationalHolidayTaken(day=wanted.day.isoformat(), name=taken.name)
    raise RegionalHolidayTaken(day=wanted.day.isoformat(), region=wanted.region, name=taken.name)


def _refuse_taken(db: Session, wanted: rules.Wanted, holiday_id: int | None = None) -> None:
    """Another request took the day between the check and the write: refused
    as if it had been there at the check."""
    _check_free(db, wanted, holiday_id)
    if wanted.region is None:
        raise NationalHolidayTaken(day=wanted.day.isoformat(), name=wanted.name)
    raise RegionalHolidayTaken(day=wanted.day.isoformat(), region=wanted.region, name=wanted.name)


def add_holiday(db: Session, payload: HolidayIn) -> HolidayItem:
    wanted = rules.clean(payload.date, payload.name, payload.region)
    _check_free(db, wanted)
    holiday = Holiday(day=wanted.day, name=wanted.name, region=wanted.region)
    if not repository.saved_unless_taken(db, holiday):
        _refuse_taken(db, wanted)
    return _holiday_item(holiday)


def _holiday(db: Session, holiday_id: int) -> Holiday:
    holiday = repository.find(db, holiday_id, lock=True)
    if holiday is None:
        raise HolidayMissing()
    return holiday


def update_holiday(db: Session, payload: HolidayUpdateIn) -> HolidayItem:
    holiday = _holiday(db, payload.holidayId)
    wanted = rules.clean(payload.date, payload.name, payload.region)
    _check_free(db, wanted, holiday.id)
    holiday.day = wanted.day
    holiday.name = wanted.name
    holiday.region = wanted.region
    if not repository.saved_unless_taken(db, holiday):
        _refuse_taken(db, wanted, holiday.id)
    return _holiday_item(holiday)


def remove_holiday(db: Session, holiday_id: int) -> None:
    repository.remove(db, _holiday(db, holiday_id))


def load_holidays(db: Session, year: int) -> HolidayLoadOut:
    """Add the year's holidays the table lacks, as the library computes them;
    those there already, as staff left them, stay as they are."""
    computed = rules.new_zealand(year)
    present = [(h.day, h.name, h.region) for h in repository.of_year(db, year)]
    missing = rules.missing(computed, present)
    # A load racing another (or a staff member adding a day) keeps what the
    # other wrote: a holiday whose day was taken meanwhile counts as there.
    added = sum(
        repository.saved_unless_taken(
            db, Holiday(day=holiday.day, name=holiday.name, region=holiday.region)
        )
        for holiday in missing
    )
    return HolidayLoadOut(year=year, added=added, existing=len(computed) - added)


# --- teacher ranks -----------------------------------------------------------------


def _rank(rank: TeacherRank) -> rules.Rank:
    return rules.Rank(rank.name, rank.points_needed, rank.qualified_rate, rank.unqualified_rate)


def _step(step: PayParityStep) -> rules.Step:
    return rules.Step(step.name, step.minimum_rate, step.effective_from)


def _items(db: Session, ranks: list[TeacherRank]) -> list[RankItem]:
    held = repository.teachers_by_rank(db)
    return [
        RankItem(
            rankId=r.id,
            name=r.name,
            pointsNeeded=r.points_needed,
            qualifiedRate=r.qualified_rate,
            unqualifiedRate=r.unqualified_rate,
            teachers=held.get(r.id, 0),
        )
        for r in ranks
    ]


def ranks(db: Session) -> RankListOut:
    return RankListOut(list=_items(db, repository.ranks(db)))


def update_rank(db: Session, payload: RankUpdateIn, today: date) -> RankUpdateOut:
    """Change a rank's points needed and rates. Refused when the order of
    points breaks or a rate is out of bounds; refused with a warning, until
    confirmed, when the qualified rate is changed to one below a pay parity
    step in force or to come."""
    ranks = repository.lock_ranks(db)
    index = next((i for i, r in enumerate(ranks) if r.id == payload.rankId), None)
    if index is None:
        raise RankMissing()
    rank = ranks[index]
    wanted = rules.Rank(
        rank.name,
        payload.pointsNeeded,
        money(payload.qualifiedRate),
        money(payload.unqualifiedRate),
    )
    if problem := rules.rank_problem([_rank(r) for r in ranks], index, wanted):
        raise problem
    if (
        not payload.confirmed
        and wanted.qualified_rate != rank.qualified_rate
        and (
            warning := rules.parity_warning(
                rank.name, wanted.qualified_rate, [_step(s) for s in repository.steps(db)], today
            )
        )
    ):
        raise warning
    points_changed = rank.points_needed != wanted.points_needed
    rank.points_needed = wanted.points_needed
    rank.qualified_rate = wanted.qualified_rate
    rank.unqualified_rate = wanted.unqualified_rate
    db.flush()
    moved = _rerank(db, ranks) if points_changed else 0
    return RankUpdateOut(list=_items(db, ranks), moved=moved)


def _rerank(db: Session, ranks: list[TeacherRank]) -> int:
    """Every teacher to the rank their points reach, in one statement; each
    who moved is told, and the call's audit entry says how many moved, and
    into which rank."""
    moves = repository.to_move(db)
    moved = repository.rerank(db)
    names = {r.id: r.name for r in ranks}
    people = repository.users(db, [user_id for _, user_id, _, _ in moves])
    for _, user_id, points, rank_id in moves:
        notices.notify(db, people[user_id], kinds.RankChanged(rank=names[rank_id], points=points))
    counts = rules.moved_by_rank((teacher_id, names[r]) for teacher_id, _, _, r in moves)
    trail.note_change(
        "teachers",
        "re-ranked by points",
        "changed",
        {
            "teachers_moved": (None, moved),
            **{f"moved_to_{name}": (None, count) for name, count in counts.items()},
        },
    )
    return moved


# --- pay parity steps ---------------------------------------------------------------


def _in_force_id(steps: list[PayParityStep], today: date) -> int | None:
    """The step pricing applies today: the latest to have taken effect (of
    two on one day, the higher), as `bookings.planning_repository.parity_floor`."""
    started = [s for s in steps if s.effective_from <= today]
    current = max(started, key=lambda s: (s.effective_from, s.minimum_rate), default=None)
    return current.id if current else None


def steps(db: Session, today: date) -> ParityListOut:
    rows = repository.steps(db)
    current = _in_force_id(rows, today)
    return ParityListOut(
        list=[
            ParityStepItem(
                stepId=s.id,
                name=s.name,
                minimumRate=s.minimum_rate,
                effectiveFrom=s.effective_from,
                inForce=s.id == current,
            )
            for s in rows
        ]
    )


def _checked(db: Session, payload: ParityStepIn, step_id: int | None) -> tuple[str, Decimal]:
    """The step's trimmed name and rate, once every rule passes."""
    name = payload.name.strip()
    minimum = money(payload.minimumRate)
    if problem := rules.step_problem(name, minimum, payload.effectiveFrom):
        raise problem
    taken = repository.step_on(db, payload.effectiveFrom)
    if taken is not None and taken.id != step_id:
        raise ParityStepTaken(day=payload.effectiveFrom.isoformat(), name=taken.name)
    if not payload.confirmed and (
        warning := rules.rank_warning(minimum, [_rank(r) for r in repository.ranks(db)])
    ):
        raise warning
    return name, minimum


def add_step(db: Session, payload: ParityStepIn, today: date) -> ParityListOut:
    name, minimum = _checked(db, payload, None)
    repository.add(
        db, PayParityStep(name=name, minimum_rate=minimum, effective_from=payload.effectiveFrom)
    )
    return steps(db, today)


def _found_step(db: Session, step_id: int) -> PayParityStep:
    step = repository.find_step(db, step_id, lock=True)
    if step is None:
        raise ParityStepMissing()
    return step


def update_step(db: Session, payload: ParityStepUpdateIn, today: date) -> ParityListOut:
    step = _found_step(db, payload.stepId)
    step.name, step.minimum_rate = _checked(db, payload, step.id)
    step.effective_from = payload.effectiveFrom
    db.flush()
    return steps(db, today)


def remove_step(db: Session, step_id: int, today: date) -> ParityListOut:
    repository.remove(db, _found_step(db, step_id))
    return steps(db, today)
