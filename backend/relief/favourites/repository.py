"""All SQL of favourites and blocks, and of what a centre reads about a
teacher's work.

Every favourite or block a centre can reach starts from `readable_favourites`
or `readable_blocks` (its own rows only).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import Float, Select, case, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.orm import Session
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement

from relief.favourites.rules import Work
from relief.kit.search import ESCAPE, starting
from relief.models import (
    Approval,
    BlockedTeacher,
    Booking,
    BookingStatus,
    Favourite,
    Invite,
    InviteStatus,
    JobRecord,
    JobRecordStatus,
    Stage,
    Teacher,
    TeacherRank,
    User,
)

TeacherRow = tuple[Teacher, str]


class seconds_between(FunctionElement[float]):  # noqa: N801 (an SQL function)
    """`seconds_between(end, start)`: the seconds from start to end, on either database."""

    type = Float()
    inherit_cache = True
    name = "seconds_between"


@compiles(seconds_between, "sqlite")
def _seconds_sqlite(element: seconds_between, compiler: SQLCompiler, **kw: Any) -> str:
    end, start = list(element.clauses)
    return (
        f"((julianday({compiler.process(end, **kw)}) - "
        f"julianday({compiler.process(start, **kw)})) * 86400.0)"
    )


@compiles(seconds_between, "postgresql")
def _seconds_postgresql(element: seconds_between, compiler: SQLCompiler, **kw: Any) -> str:
    end, start = list(element.clauses)
    return f"EXTRACT(EPOCH FROM ({compiler.process(end, **kw)} - {compiler.process(start, **kw)}))"


# --- teachers -------------------------------------------------------------------


def approved_teacher(db: Session, teacher_id: int) -> TeacherRow | None:
    row = db.execute(
        select(Teacher, TeacherRank.name)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(Teacher.id == teacher_id, Teacher.approval == Approval.approved)
    ).first()
    return (row[0], row[1]) if row is not None else None


def search(
    db: Session,
    *,
    first_name: str | None,
    last_name: str | None,
    registration_number: str | None,
    limit: int,
) -> list[TeacherRow]:
    """Approved teachers whose names start with the given texts (any case) and
    whose registration number is the given one."""
    query = (
        select(Teacher, TeacherRank.name)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(Teacher.approval == Approval.approved)
    )
    if first_name:
        query = query.where(
            func.lower(Teacher.first_name).like(starting(first_name), escape=ESCAPE)
        )
    if last_name:
        query = query.where(func.lower(Teacher.last_name).like(starting(last_name), escape=ESCAPE))
    if registration_number:
        # Exact, through the index; numbers are kept in capitals, so a number
        # typed in small letters is found too.
        query = query.where(
            Teacher.registration_number.in_(
                sorted({registration_number, registration_number.upper()})
            )
        )
    rows = db.execute(
        query.order_by(
            func.lower(Teacher.first_name), func.lower(Teacher.last_name), Teacher.id
        ).limit(limit)
    )
    return [(r[0], r[1]) for r in rows]


def worked_here(db: Session, centre_id: int, limit: int) -> list[TeacherRow]:
    """Approved teachers who finished a job at the centre and are neither its
    favourites nor blocked by it, the most recent job first."""
    last_here = func.max(JobRecord.starts_at).label("last_here")
    worked = (
        select(JobRecord.teacher_id, last_here)
        .where(JobRecord.centre_id == centre_id, JobRecord.status == JobRecordStatus.finished)
        .group_by(JobRecord.teacher_id)
        .subquery()
    )
    rows = db.execute(
        select(Teacher, TeacherRank.name)
        .join(worked, worked.c.teacher_id == Teacher.id)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(
            Teacher.approval == Approval.approved,
            Teacher.id.not_in(
                readable_favourites(centre_id).with_only_columns(Favourite.teacher_id)
            ),
            Teacher.id.not_in(
                readable_blocks(centre_id).with_only_columns(BlockedTeacher.teacher_id)
            ),
        )
        .order_by(worked.c.last_here.desc(), Teacher.id)
        .limit(limit)
    )
    return [(r[0], r[1]) for r in rows]


def work(db: Session, centre_id: int, teacher_ids: Iterable[int]) -> dict[int, Work]:
    """Each teacher's finished and left job records, in one query."""
    ids = sorted(set(teacher_ids))
    if not ids:
        return {}
    finished = JobRecord.status == JobRecordStatus.finished
    rows = db.execute(
        select(
            JobRecord.teacher_id,
            func.sum(case((finished, seconds_between(JobRecord.ends_at, JobRecord.starts_at)))),
            func.sum(case((finished, JobRecord.break_minutes))),
            func.count(case((finished, 1))),
            func.count(case((JobRecord.status == JobRecordStatus.leave, 1))),
            func.max(case((finished, JobRecord.starts_at))),
            func.max(case((finished & (JobRecord.centre_id == centre_id), JobRecord.starts_at))),
        )
        .where(
            JobRecord.teacher_id.in_(ids),
            JobRecord.status.in_((JobRecordStatus.finished, JobRecordStatus.leave)),
        )
        .group_by(JobRecord.teacher_id)
    )
    found: dict[int, Work] = {}
    for teacher_id, seconds, breaks, kept, left, last, last_here in rows:
        found[teacher_id] = Work(
            completed_minutes=round(float(seconds or 0) / 60) - int(breaks or 0),
            kept=int(kept),
            left=int(left),
            last_job_at=last,
            last_job_here_at=last_here,
        )
    return found


# --- favourites -----------------------------------------------------------------


def readable_favourites(centre_id: int) -> Select[Favourite]:
    return select(Favourite).where(Favourite.centre_id == centre_id)


def favourite(db: Session, centre_id: int, teacher_id: int) -> Favourite | None:
    return db.scalar(readable_favourites(centre_id).where(Favourite.teacher_id == teacher_id))


def favourite_ids(db: Session, centre_id: int, teacher_ids: Iterable[int]) -> set[int]:
    ids = sorted(set(teacher_ids))
    if not ids:
        return set()
    return set(
        db.scalars(
            select(Favourite.teacher_id).where(
                Favourite.centre_id == centre_id, Favourite.teacher_id.in_(ids)
            )
        )
    )


def favourite_count(db: Session, centre_id: int) -> int:
    return int(
        db.scalar(select(func.count()).select_from(readable_favourites(centre_id).subquery())) or 0
    )


def favourite_page(
    db: Session, centre_id: int, offset: int, limit: int
) -> list[tuple[Favourite, Teacher, str]]:
    """One page of the centre's favourites, newest first, with each teacher and rank."""
    rows = db.execute(
        select(Favourite, Teacher, TeacherRank.name)
        .join(Teacher, Teacher.id == Favourite.teacher_id)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(Favourite.centre_id == centre_id)
        .order_by(Favourite.created_at.desc(), Favourite.id.desc())
        .offset(offset)
        .limit(limit)
    )
    return [(r[0], r[1], r[2]) for r in rows]


def favourite_teachers(db: Session, centre_id: int) -> list[tuple[Teacher, bool, str]]:
    """Every favourite teacher of the centre with whether their account is enabled."""
    rows = db.execute(
        select(Teacher, User.enabled, TeacherRank.name)
        .join(Favourite, Favourite.teacher_id == Teacher.id)
        .join(User, User.id == Teacher.user_id)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(Favourite.centre_id == centre_id)
        .order_by(func.lower(Teacher.first_name), func.lower(Teacher.last_name), Teacher.id)
    )
    return [(r[0], bool(r[1]), r[2]) for r in rows]


def add_favourite(db: Session, centre_id: int, teacher_id: int, at: datetime) -> None:
    """Add a favourite; a concurrent identical add is not an error."""
    try:
        with db.begin_nested():
            db.add(Favourite(centre_id=centre_id, teacher_id=teacher_id, created_at=at))
            db.flush()
    except IntegrityError:
        if favourite(db, centre_id, teacher_id) is None:
            raise


def delete(db: Session, row: Favourite | BlockedTeacher) -> None:
    db.delete(row)
    db.flush()


# --- blocks ---------------------------------------------------------------------


def readable_blocks(centre_id: int) -> Select[BlockedTeacher]:
    return select(BlockedTeacher).where(BlockedTeacher.centre_id == centre_id)


def block(db: Session, centre_id: int, teacher_id: int) -> BlockedTeacher | None:
    return db.scalar(readable_blocks(centre_id).where(BlockedTeacher.teacher_id == teacher_id))


def blocked_ids(db: Session, centre_id: int, teacher_ids: Iterable[int]) -> set[int]:
    ids = sorted(set(teacher_ids))
    if not ids:
        return set()
    return set(
        db.scalars(
            select(BlockedTeacher.teacher_id).where(
                BlockedTeacher.centre_id == centre_id, BlockedTeacher.teacher_id.in_(ids)
            )
        )
    )


def add_block(
    db: Session, centre_id: int, teacher_id: int, reason: str | None, at: datetime
) -> BlockedTeacher:
    """Block a teacher; a concurrent identical block is not an error."""
    try:
        with db.begin_nested():
            row = BlockedTeacher(
                centre_id=centre_id, teacher_id=teacher_id, reason=reason, created_at=at
            )
            db.add(row)
            db.flush()
            return row
    except IntegrityError:
        existing = block(db, centre_id, teacher_id)
        if existing is None:
            raise
        return existing


def blocked_rows(db: Session, centre_id: int) -> list[tuple[BlockedTeacher, Teacher, str]]:
    """Every block of the centre, newest first, with each teacher and rank."""
    rows = db.execute(
        select(BlockedTeacher, Teacher, TeacherRank.name)
        .join(Teacher, Teacher.id == BlockedTeacher.teacher_id)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(BlockedTeacher.centre_id == centre_id)
        .order_by(BlockedTeacher.created_at.desc(), BlockedTeacher.id.desc())
    )
    return [(r[0], r[1], r[2]) for r in rows]


# --- invites of the centre's bookings -------------------------------------------


def open_invite_ids(db: Session, centre_id: int, teacher_id: int) -> list[int]:
    """The teacher's unconfirmed, still open invites to the centre's processing bookings."""
    return list(
        db.scalars(
            select(Invite.id)
            .join(Booking, Booking.id == Invite.booking_id)
            .where(
                Booking.centre_id == centre_id,
                Booking.status == BookingStatus.processing,
                Invite.teacher_id == teacher_id,
                Invite.status.in_((InviteStatus.connecting, InviteStatus.interested)),
                Invite.confirmed_at.is_(None),
            )
            .order_by(Invite.id)
        )
    )


def booking(db: Session, centre_id: int, booking_id: int) -> Booking | None:
    return db.scalar(
        select(Booking).where(Booking.centre_id == centre_id, Booking.id == booking_id)
    )


def favourite_invites(db: Session, booking_id: int) -> list[tuple[Invite, Teacher, str]]:
    """The invites a booking sent to favourites, with each teacher and rank."""
    rows = db.execute(
        select(Invite, Teacher, TeacherRank.name)
        .join(Teacher, Teacher.id == Invite.teacher_id)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(Invite.booking_id == booking_id, Invite.stage == Stage.favourite)
        .order_by(func.lower(Teacher.first_name), func.lower(Teacher.last_name), Invite.id)
    )
    return [(r[0], r[1], r[2]) for r in rows]
