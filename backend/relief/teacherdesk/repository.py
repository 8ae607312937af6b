"""All SQL of the console's teacher desk."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import Select, case, exists, func, or_, select
from sqlalchemy.orm import Session

from relief.kit import search
from relief.models import (
    Centre,
    JobRecord,
    JobRecordStatus,
    PointAdjustment,
    Review,
    ReviewAnswer,
    Teacher,
    TeacherDocument,
    TeacherRank,
    User,
)


@dataclass(frozen=True)
class Filter:
    approval: int | None = None
    qualification: int | None = None
    rank_id: int | None = None
    talent_pool: int | None = None
    expiring_by: date | None = None
    region: str | None = None
    free_job_seeker: bool | None = None
    enabled: bool | None = None
    keyword: str | None = None


def _narrowed(
    query: Select[*tuple[Any, ...]], wanted: Filter, regions: Collection[str] | None
) -> Select[*tuple[Any, ...]]:
    if regions is not None:
        query = query.where(Teacher.region.in_(list(regions)))
    if wanted.approval is not None:
        query = query.where(Teacher.approval == wanted.approval)
    if wanted.qualification is not None:
        query = query.where(Teacher.qualification == wanted.qualification)
    if wanted.rank_id is not None:
        query = query.where(Teacher.rank_id == wanted.rank_id)
    if wanted.talent_pool is not None:
        query = query.where(Teacher.talent_pool == wanted.talent_pool)
    if wanted.region:
        query = query.where(Teacher.region == wanted.region)
    if wanted.free_job_seeker is not None:
        query = query.where(Teacher.free_job_seeker == wanted.free_job_seeker)
    if wanted.enabled is not None:
        query = query.where(User.enabled == wanted.enabled)
    if wanted.expiring_by is not None:
        query = query.where(
            exists().where(
                TeacherDocument.teacher_id == Teacher.id,
                TeacherDocument.expires_on.is_not(None),
                TeacherDocument.expires_on <= wanted.expiring_by,
            )
        )
    if wanted.keyword:
        pattern = search.containing(wanted.keyword)
        query = query.where(
            or_(
                func.lower(Teacher.first_name + " " + Teacher.last_name).like(
                    pattern, escape=search.ESCAPE
                ),
                func.lower(User.email).like(pattern, escape=search.ESCAPE),
                func.lower(func.coalesce(Teacher.registration_number, "")).like(
                    pattern, escape=search.ESCAPE
                ),
            )
        )
    return query


def _with_account(query: Select[*tuple[Any, ...]]) -> Select[*tuple[Any, ...]]:
    return query.join(User, User.id == Teacher.user_id).join(
        TeacherRank, TeacherRank.id == Teacher.rank_id
    )


def teachers(
    db: Session,
    wanted: Filter,
    regions: Collection[str] | None,
    offset: int,
    limit: int,
) -> tuple[list[tuple[Teacher, User, TeacherRank]], int]:
    """(teacher, account, rank) rows, newest first, and how many in all; only
    those of `regions` unless it is None."""
    query = _narrowed(_with_account(select(Teacher, User, TeacherRank)), wanted, regions)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.execute(query.order_by(Teacher.id.desc()).offset(offset).limit(limit)).all()
    return [(row[0], row[1], row[2]) for row in rows], total


def teacher_ids(
    db: Session, wanted: Filter, regions: Collection[str] | None, batch: int
) -> Iterable[int]:
    """The ids of every teacher `teachers` finds, in its order, read `batch` at a time."""
    query = _narrowed(_with_account(select(Teacher.id)), wanted, regions)
    yield from db.scalars(query.order_by(Teacher.id.desc()).execution_options(yield_per=batch))


def teachers_by_id(db: Session, ids: Sequence[int]) -> list[tuple[Teacher, User, TeacherRank]]:
    query = _with_account(select(Teacher, User, TeacherRank)).where(Teacher.id.in_(list(ids)))
    return [(row[0], row[1], row[2]) for row in db.execute(query).all()]


def teacher(
    db: Session, teacher_id: int, *, lock: bool = False
) -> tuple[Teacher, User, TeacherRank] | None:
    query = (
        select(Teacher, User, TeacherRank)
        .join(User, User.id == Teacher.user_id)
        .join(TeacherRank, TeacherRank.id == Teacher.rank_id)
        .where(Teacher.id == teacher_id)
    )
    if lock:
        query = query.with_for_update(of=Teacher, key_share=True)
    row = db.execute(query).first()
    return (row[0], row[1], row[2]) if row else None


def ranks(db: Session) -> list[TeacherRank]:
    return list(db.scalars(select(TeacherRank).order_by(TeacherRank.points_needed)))


def adjustments(db: Session, teacher_id: int) -> list[tuple[PointAdjustment, str | None]]:
    rows = db.execute(
        select(PointAdjustment, func.coalesce(User.name, User.email))
        .outerjoin(User, User.id == PointAdjustment.staff_user_id)
        .where(PointAdjustment.teacher_id == teacher_id)
        .order_by(PointAdjustment.id.desc())
    )
    return [(row[0], row[1]) for row in rows]


def add(db: Session, row: object) -> None:
    db.add(row)
    db.flush()


def reviews(db: Session, teacher_id: int, limit: int) -> Sequence[Any]:
    """(review, centre name, mean score) rows, the latest first."""
    score = (
        select(func.avg(ReviewAnswer.score))
        .where(ReviewAnswer.review_id == Review.id)
        .correlate(Review)
        .scalar_subquery()
    )
    return db.execute(
        select(Review, Centre.name, score)
        .join(Centre, Centre.id == Review.centre_id)
        .where(Review.teacher_id == teacher_id)
        .order_by(Review.created_at.desc(), Review.id.desc())
        .limit(limit)
    ).all()


def jobs(db: Session, teacher_id: int, limit: int) -> Sequence[Any]:
    """(job record, centre name) rows, the latest first."""
    return db.execute(
        select(JobRecord, Centre.name)
        .join(Centre, Centre.id == JobRecord.centre_id)
        .where(JobRecord.teacher_id == teacher_id)
        .order_by(JobRecord.starts_at.desc(), JobRecord.id.desc())
        .limit(limit)
    ).all()


def kept_and_left(db: Session, teacher_id: int) -> tuple[int, int]:
    row = db.execute(
        select(
            func.count(case((JobRecord.status == JobRecordStatus.finished, 1))),
            func.count(case((JobRecord.status == JobRecordStatus.leave, 1))),
        ).where(JobRecord.teacher_id == teacher_id)
    ).one()
    return int(row[0]), int(row[1])
