"""All SQL of the console's Operations pages: holidays, teacher ranks, pay
parity steps, and re-ranking the teachers by their points."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.locks import for_update
from relief.models import Holiday, PayParityStep, Teacher, TeacherRank, User


def of_year(db: Session, year: int) -> list[Holiday]:
    """The holidays of a year by day, national first, then by region."""
    return list(
        db.scalars(
            select(Holiday)
            .where(Holiday.day >= date(year, 1, 1), Holiday.day <= date(year, 12, 31))
            .order_by(Holiday.day, Holiday.region.is_not(None), Holiday.region, Holiday.id)
        )
    )


def find(db: Session, holiday_id: int, *, lock: bool = False) -> Holiday | None:
    query = select(Holiday).where(Holiday.id == holiday_id)
    return db.scalar(for_update(query) if lock else query)


def on_day(db: Session, day: date, region: str | None) -> Holiday | None:
    """The holiday of the region (None: the national one) on the day."""
    where = Holiday.region.is_(None) if region is None else Holiday.region == region
    return db.scalar(select(Holiday).where(Holiday.day == day, where))


def ranks(db: Session) -> list[TeacherRank]:
    """Every rank in rank order: fewest points first."""
    return list(db.scalars(select(TeacherRank).order_by(TeacherRank.points_needed)))


def lock_ranks(db: Session) -> list[TeacherRank]:
    """Every rank in rank order, locked: one change of ranks at a time, so two
    changes never pass the order checks together."""
    return list(db.scalars(for_update(select(TeacherRank).order_by(TeacherRank.points_needed))))


def teachers_by_rank(db: Session) -> dict[int, int]:
    """How many teachers hold each rank, by its id."""
    rows = db.execute(select(Teacher.rank_id, func.count().label("held")).group_by(Teacher.rank_id))
    return {row.rank_id: int(row.held) for row in rows}


def _rank_for_points() -> Any:
    """The rank a teacher's points reach (the one needing the most points they
    have), as a subquery correlated with the teacher's row."""
    return (
        select(TeacherRank.id)
        .where(TeacherRank.points_needed <= Teacher.points)
        .order_by(TeacherRank.points_needed.desc())
        .limit(1)
        .correlate(Teacher)
        .scalar_subquery()
    )


def to_move(db: Session) -> list[tuple[int, int, int, int]]:
    """Each teacher whose rank is not the one their points reach: (teacher id,
    account id, points, the rank reached)."""
    reached = _rank_for_points()
    rows = db.execute(
        select(Teacher.id, Teacher.user_id, Teacher.points, reached)
        .where(Teacher.rank_id != reached)
        .order_by(Teacher.id)
    )
    return [(t, u, p, r) for t, u, p, r in rows]


def rerank(db: Session) -> int:
    """Give every teacher the rank their points reach, in one statement;
    answers how many rows it changed. Teachers the session holds are read
    again when next used."""
    reached = _rank_for_points()
    result = db.execute(
        update(Teacher)
        .where(Teacher.rank_id != reached)
        .values(rank_id=reached)
        .execution_options(synchronize_session=False)
    )
    for held in list(db.identity_map.values()):
        if isinstance(held, Teacher):
            db.expire(held, ["rank_id"])
    return int(getattr(result, "rowcount", 0) or 0)


def users(db: Session, user_ids: Sequence[int]) -> dict[int, User]:
    if not user_ids:
        return {}
    return {u.id: u for u in db.scalars(select(User).where(User.id.in_(user_ids)))}


def steps(db: Session) -> list[PayParityStep]:
    """Every pay parity step, the latest to take effect first."""
    return list(
        db.scalars(
            select(PayParityStep).order_by(
                PayParityStep.effective_from.desc(), PayParityStep.minimum_rate.desc()
            )
        )
    )


def find_step(db: Session, step_id: int, *, lock: bool = False) -> PayParityStep | None:
    query = select(PayParityStep).where(PayParityStep.id == step_id)
    return db.scalar(for_update(query) if lock else query)


def step_on(db: Session, day: date) -> PayParityStep | None:
    """The step taking effect on the day, if one."""
    return db.scalars(select(PayParityStep).where(PayParityStep.effective_from == day)).first()


def add(db: Session, row: object) -> None:
    db.add(row)
    db.flush()


def saved_unless_taken(db: Session, holiday: Holiday) -> bool:
    """Write a new or changed holiday in a savepoint; False, with nothing
    written, when another request took its day and region first (the unique
    constraints), so a race ends in a refusal instead of a failed transaction."""
    try:
        with db.begin_nested():
            db.add(holiday)
            db.flush()
    except IntegrityError:
        return False
    return True


def remove(db: Session, row: object) -> None:
    db.delete(row)
    db.flush()
