"""All SQL of reviews. What a centre reads starts from its own job records or
its own reviews (`centre_id`), never another centre's."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterable
from datetime import date

from sqlalchemy import Select, func, or_, select
from sqlalchemy.orm import Session

from relief.kit import search
from relief.locks import for_update
from relief.models import (
    BookingDay,
    Centre,
    JobRecord,
    JobRecordStatus,
    Review,
    ReviewAnswer,
    ReviewQuestion,
    ReviewStatus,
    Teacher,
)

PendingRow = tuple[JobRecord, date, str, str]
DoneRow = tuple[Review, JobRecord, date, str, str]


def active_questions(db: Session) -> list[ReviewQuestion]:
    return list(
        db.scalars(
            select(ReviewQuestion)
            .where(ReviewQuestion.active.is_(True))
            .order_by(ReviewQuestion.sort, ReviewQuestion.id)
        )
    )


def _pending(centre_id: int) -> Select[JobRecord, date, str, str]:
    return (
        select(JobRecord, BookingDay.day, Teacher.first_name, Teacher.last_name)
        .join(BookingDay, BookingDay.id == JobRecord.booking_day_id)
        .join(Teacher, Teacher.id == JobRecord.teacher_id)
        .outerjoin(Review, Review.job_record_id == JobRecord.id)
        .where(
            JobRecord.centre_id == centre_id,
            JobRecord.status == JobRecordStatus.finished,
            Review.id.is_(None),
        )
    )


def pending_page(
    db: Session, centre_id: int, offset: int, limit: int
) -> tuple[list[PendingRow], int]:
    query = _pending(centre_id)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.execute(
        query.order_by(JobRecord.ends_at.desc(), JobRecord.id.desc()).offset(offset).limit(limit)
    )
    return [(r[0], r[1], r[2], r[3]) for r in rows], int(total)


def _done(centre_id: int) -> Select[Review, JobRecord, date, str, str]:
    return (
        select(Review, JobRecord, BookingDay.day, Teacher.first_name, Teacher.last_name)
        .join(JobRecord, JobRecord.id == Review.job_record_id)
        .join(BookingDay, BookingDay.id == JobRecord.booking_day_id)
        .join(Teacher, Teacher.id == Review.teacher_id)
        .where(Review.centre_id == centre_id)
    )


def done_page(db: Session, centre_id: int, offset: int, limit: int) -> tuple[list[DoneRow], int]:
    query = _done(centre_id)
    total = db.scalar(select(func.count()).select_from(Review).where(Review.centre_id == centre_id))
    rows = db.execute(
        query.order_by(Review.created_at.desc(), Review.id.desc()).offset(offset).limit(limit)
    )
    return [(r[0], r[1], r[2], r[3], r[4]) for r in rows], int(total or 0)


def done_row(db: Session, centre_id: int, review_id: int) -> DoneRow:
    """One of the centre's reviews with its job record, day and teacher's names."""
    row = db.execute(_done(centre_id).where(Review.id == review_id)).one()
    return row[0], row[1], row[2], row[3], row[4]


def answers_of(db: Session, review_ids: Iterable[int]) -> dict[int, list[ReviewAnswer]]:
    found: dict[int, list[ReviewAnswer]] = defaultdict(list)
    ids = list(review_ids)
    if ids:
        for answer in db.scalars(
            select(ReviewAnswer)
            .join(ReviewQuestion, ReviewQuestion.id == ReviewAnswer.question_id)
            .where(ReviewAnswer.review_id.in_(ids))
            .order_by(ReviewQuestion.sort, ReviewQuestion.id)
        ):
            found[answer.review_id].append(answer)
    return found


def centre_job_record(db: Session, centre_id: int, job_record_id: int) -> JobRecord | None:
    """The centre's job record, locked (one review per job record)."""
    return db.scalar(
        for_update(
            select(JobRecord).where(JobRecord.id == job_record_id, JobRecord.centre_id == centre_id)
        )
    )


def review_of(db: Session, job_record_id: int) -> Review | None:
    return db.scalar(select(Review).where(Review.job_record_id == job_record_id))


def locked_review(db: Session, review_id: int) -> Review | None:
    return db.scalar(for_update(select(Review).where(Review.id == review_id)))


def locked_teacher(db: Session, teacher_id: int) -> Teacher | None:
    return db.scalar(for_update(select(Teacher).where(Teacher.id == teacher_id)))


def approved_scores(db: Session, teacher_id: int) -> list[list[int]]:
    """The scores of each of the teacher's approved reviews."""
    scores: dict[int, list[int]] = defaultdict(list)
    rows = db.execute(
        select(ReviewAnswer.review_id, ReviewAnswer.score)
        .join(Review, Review.id == ReviewAnswer.review_id)
        .where(Review.teacher_id == teacher_id, Review.status == ReviewStatus.approved)
    )
    for review_id, score in rows:
        scores[review_id].append(score)
    return list(scores.values())


StaffRow = tuple[Review, JobRecord, date, str, str, str]


def staff_page(
    db: Session,
    status: int | None,
    centre_id: int | None,
    teacher_id: int | None,
    keyword: str | None,
    regions: Collection[str] | None,
    offset: int,
    limit: int,
) -> tuple[list[StaffRow], int]:
    """Every centre's reviews (of the regions the reader sees): waiting ones
    oldest first, so the queue is worked in order; decided ones newest first."""
    query = (
        select(
            Review, JobRecord, BookingDay.day, Teacher.first_name, Teacher.last_name, Centre.name
        )
        .join(JobRecord, JobRecord.id == Review.job_record_id)
        .join(BookingDay, BookingDay.id == JobRecord.booking_day_id)
        .join(Teacher, Teacher.id == Review.teacher_id)
        .join(Centre, Centre.id == Review.centre_id)
    )
    if status is not None:
        query = query.where(Review.status == status)
    if centre_id is not None:
        query = query.where(Review.centre_id == centre_id)
    if teacher_id is not None:
        query = query.where(Review.teacher_id == teacher_id)
    if keyword:
        pattern = search.containing(keyword)
        query = query.where(
            or_(
                func.lower(Teacher.first_name + " " + Teacher.last_name).like(
                    pattern, escape=search.ESCAPE
                ),
                func.lower(Centre.name).like(pattern, escape=search.ESCAPE),
            )
        )
    if regions is not None:
        query = query.where(Centre.region.in_(list(regions)))
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    order = (
        (Review.created_at, Review.id)
        if status == ReviewStatus.under_approval
        else (Review.created_at.desc(), Review.id.desc())
    )
    rows = db.execute(query.order_by(*order).offset(offset).limit(limit)).all()
    return [(r[0], r[1], r[2], r[3], r[4], r[5]) for r in rows], int(total)


def review_in(db: Session, review_id: int, regions: Collection[str] | None) -> bool:
    """Whether the review exists and is of a centre of the reader's regions."""
    query = (
        select(Review.id).join(Centre, Centre.id == Review.centre_id).where(Review.id == review_id)
    )
    if regions is not None:
        query = query.where(Centre.region.in_(list(regions)))
    return db.scalar(query) is not None
