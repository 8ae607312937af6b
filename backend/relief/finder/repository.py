"""All SQL of the finder: teachers in a box around a centre, and their details."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from sqlalchemy import exists, func, or_, select
from sqlalchemy.orm import Session

from relief.kit import search
from relief.kit.geo import Box
from relief.models import (
    ACTIVE_JOB_STATUSES,
    Approval,
    BlockedTeacher,
    JobRecord,
    Teacher,
    TeacherRank,
    Unavailability,
    User,
)

TeacherRow = tuple[Teacher, str]


@dataclass(frozen=True)
class Filters:
    qualification: int | None = None
    gender: int | None = None
    rank_name: str | None = None
    min_rating: Decimal | None = None
    name: str | None = None
    # [start, end) of a day on which the teacher must be free.
    free_from: datetime | None = None
    free_until: datetime | None = None


def in_box(
    db: Session, centre_id: int, box: Box, filters: Filters
) -> list[tuple[int, float, float]]:
    """(id, latitude, longitude) of approved, enabled teachers inside a box that
    the centre has not blocked and that pass the filters (indexed pre-filter)."""
    query = (
        select(Teacher.id, Teacher.latitude, Teacher.longitude)
        .join(User, User.id == Teacher.user_id)
        .where(
            Teacher.approval == Approval.approved,
            User.enabled.is_(True),
            Teacher.latitude.between(box.min_lat, box.max_lat),
            Teacher.longitude.between(box.min_lon, box.max_lon),
            ~exists().where(
                BlockedTeacher.centre_id == centre_id, BlockedTeacher.teacher_id == Teacher.id
            ),
        )
    )
    if filters.qualification is not None:
        query = query.where(Teacher.qualification == filters.qualification)
    if filters.gender:
        query = query.where(Teacher.gender == filters.gender)
    if filters.rank_name:
        query = query.join(TeacherRank, TeacherRank.id == Teacher.rank_id).where(
            func.lower(TeacherRank.name) == filters.rank_name.lower()
        )
    if filters.min_rating:
        query = query.where(Teacher.rating >= filters.min_rating)
    if filters.name:
        pattern = search.starting(filters.name)
        query = query.where(
            or_(
                func.lower(Teacher.first_name).like(pattern, escape=search.ESCAPE),
                func.lower(Teacher.last_name).like(pattern, escape=search.ESCAPE),
                func.lower(Teacher.first_name + " " + Teacher.last_name).like(
                    pattern, escape=search.ESCAPE
                ),
            )
        )
    if filters.free_from is not None and filters.free_until is not None:
        start, end = filters.free_from, filters.free_until
        query = query.where(
            ~exists().where(
                Unavailability.teacher_id == Teacher.id,
                Unavailability.starts_at < end,
                Unavailability.ends_at > start,
            ),
            ~exists().where(
                JobRecord.teacher_id == Teacher.id,
                JobRecord.status.in_(ACTIVE_JOB_STATUSES),
                JobRecord.starts_at < end,
                JobRecord.ends_at > start,
            ),
        )
    return [(r[0], r[1], r[2]) for r in db.execute(query)]


def details(db: Session, teacher_ids: Iterable[int]) -> dict[int, TeacherRow]:
    ids = sorted(set(teacher_ids))
    if not ids:
        return {}
    rows = db.execute(
        select(Teacher, TeacherRank.name)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(Teacher.id.in_(ids))
    )
    return {r[0].id: (r[0], r[1]) for r in rows}


def approved_teachers(db: Session, teacher_ids: Iterable[int]) -> list[TeacherRow]:
    """The approved ones of these teachers, each with its rank's name."""
    rows = db.execute(
        select(Teacher, TeacherRank.name)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(Teacher.id.in_(list(teacher_ids)), Teacher.approval == Approval.approved)
    )
    return [(row[0], row[1]) for row in rows]
