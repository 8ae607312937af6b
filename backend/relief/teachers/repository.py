"""All SQL that reads teachers, and the teacher app's own reads and writes."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from relief.kit.geo import Box
from relief.locks import for_update
from relief.models import (
    Approval,
    Teacher,
    TeacherRank,
    Unavailability,
    User,
)


def approved_in_box(db: Session, box: Box) -> list[tuple[int, int, float, float]]:
    """(id, qualification, latitude, longitude) of enabled, approved teachers in a box."""
    rows = db.execute(
        select(Teacher.id, Teacher.qualification, Teacher.latitude, Teacher.longitude)
        .join(User, User.id == Teacher.user_id)
        .where(
            Teacher.approval == Approval.approved,
            User.enabled.is_(True),
            Teacher.latitude.between(box.min_lat, box.max_lat),
            Teacher.longitude.between(box.min_lon, box.max_lon),
        )
    )
    return [(r[0], r[1], r[2], r[3]) for r in rows]


# The teacher app's own reads and writes. Every query a teacher can reach is
# narrowed to the teacher's id by one of the `readable_*` statements below.


def lock(db: Session, teacher_id: int) -> Teacher | None:
    """The teacher, locked for the rest of the transaction (PostgreSQL row lock;
    SQLite holds the database's single write lock already)."""
    return db.scalar(for_update(select(Teacher).where(Teacher.id == teacher_id)))


def ranks(db: Session) -> list[TeacherRank]:
    return list(db.scalars(select(TeacherRank).order_by(TeacherRank.points_needed)))


def readable_spans(teacher_id: int) -> Select[Unavailability]:
    return select(Unavailability).where(Unavailability.teacher_id == teacher_id)


def spans_between(
    db: Session, teacher_id: int, start: datetime, end: datetime
) -> list[Unavailability]:
    """The teacher's unavailable spans overlapping [start, end), earliest first."""
    return list(
        db.scalars(
            readable_spans(teacher_id)
            .where(Unavailability.starts_at < end, Unavailability.ends_at > start)
            .order_by(Unavailability.starts_at, Unavailability.id)
        )
    )


def span(db: Session, teacher_id: int, span_id: int) -> Unavailability | None:
    return db.scalar(readable_spans(teacher_id).where(Unavailability.id == span_id))


def add_span(db: Session, span: Unavailability) -> Unavailability:
    db.add(span)
    db.flush()
    return span


def delete_span(db: Session, span: Unavailability) -> None:
    db.delete(span)
    db.flush()


def registration_taken(db: Session, number: str) -> bool:
    return (
        db.scalar(select(Teacher.id).where(Teacher.registration_number == number).limit(1))
        is not None
    )
