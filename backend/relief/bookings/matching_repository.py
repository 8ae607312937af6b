"""All SQL of matching: candidates, what they already have on, invites, seats."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import Select, and_, func, insert, not_, or_, select
from sqlalchemy.orm import Session

from relief.bookings.matching_rules import Candidate, Need, Span
from relief.kit.geo import Box
from relief.models import (
    ACTIVE_JOB_STATUSES,
    Approval,
    BlockedTeacher,
    Favourite,
    Invite,
    InviteStatus,
    JobRecord,
    Teacher,
    Unavailability,
    User,
)


def eligible_teachers_query(
    need: Need,
    *,
    booking_id: int | None,
    centre_id: int,
    box: Box | None,
    teacher_ids: list[int] | None = None,
    reinvite_expired: bool = False,
    limit: int | None = None,
) -> Select[int, float]:
    """(teacher id, distance km) of every teacher `ineligibility` would accept,
    decided in one SQL statement: the indexed box narrows the teachers, the
    rest are anti-joins and the great-circle distance function."""
    distance = func.distance_km(need.latitude, need.longitude, Teacher.latitude, Teacher.longitude)

    def overlapping(start_column: Any, end_column: Any) -> Any:
        return or_(*[and_(start_column < end, end_column > start) for start, end in need.spans])

    # The indexed part first, each distance computed once ...
    near = select(
        Teacher.id.label("teacher_id"),
        Teacher.user_id.label("user_id"),
        Teacher.travel_radius_km.label("travel_radius_km"),
        distance.label("distance"),
    ).where(
        Teacher.approval == Approval.approved,
        Teacher.qualification == need.qualification,
        Teacher.talent_pool == need.talent_pool,
        *[
            or_(column.is_(None), column >= need.last_day)
            for column in (
                Teacher.registration_expiry,
                Teacher.first_aid_expiry,
                Teacher.police_vetting_expiry,
            )
        ],
    )
    if need.gender:
        near = near.where(Teacher.gender == need.gender)
    if box is not None:
        near = near.where(
            Teacher.latitude.between(box.min_lat, box.max_lat),
            Teacher.longitude.between(box.min_lon, box.max_lon),
        )
    if teacher_ids is not None:
        near = near.where(Teacher.id.in_(teacher_ids))
    c = near.cte("near").prefix_with("MATERIALIZED", dialect="postgresql")

    # ... then the circle, and what rules a teacher out as small sets, each
    # looked up once (NOT IN a hashed subquery), never per teacher.
    invited = select(Invite.teacher_id).where(Invite.booking_id == booking_id)
    if reinvite_expired:
        invited = invited.where(Invite.status != InviteStatus.expired)
    query = (
        select(c.c.teacher_id, c.c.distance)
        .where(
            c.c.distance <= c.c.travel_radius_km,
            c.c.user_id.not_in(select(User.id).where(not_(User.enabled))),
            c.c.teacher_id.not_in(
                select(BlockedTeacher.teacher_id).where(BlockedTeacher.centre_id == centre_id)
            ),
            c.c.teacher_id.not_in(
                select(Unavailability.teacher_id).where(
                    overlapping(Unavailability.starts_at, Unavailability.ends_at)
                )
            ),
            c.c.teacher_id.not_in(
                select(JobRecord.teacher_id).where(
                    JobRecord.status.in_(ACTIVE_JOB_STATUSES),
                    overlapping(JobRecord.starts_at, JobRecord.ends_at),
                )
            ),
        )
        .order_by(c.c.distance, c.c.teacher_id)
    )
    if booking_id is not None:
        query = query.where(c.c.teacher_id.not_in(invited))
    if box is not None:
        query = query.where(c.c.distance <= need.radius_km)
    if limit is not None:
        query = query.limit(limit)
    return query


def eligible_teachers(
    db: Session,
    need: Need,
    *,
    booking_id: int | None,
    centre_id: int,
    box: Box | None,
    teacher_ids: list[int] | None = None,
    reinvite_expired: bool = False,
    limit: int | None = None,
) -> list[tuple[int, float]]:
    query = eligible_teachers_query(
        need,
        booking_id=booking_id,
        centre_id=centre_id,
        box=box,
        teacher_ids=teacher_ids,
        reinvite_expired=reinvite_expired,
        limit=limit,
    )
    return [(teacher_id, distance) for teacher_id, distance in db.execute(query)]


def teachers_with_enabled(db: Session, teacher_ids: Iterable[int]) -> list[tuple[Teacher, bool]]:
    query = (
        select(Teacher, User.enabled)
        .join(User, User.id == Teacher.user_id)
        .where(Teacher.id.in_(list(teacher_ids)))
    )
    return [(row[0], bool(row[1])) for row in db.execute(query)]


def users_of(db: Session, teacher_ids: Iterable[int]) -> dict[int, User]:
    """The account of each of these teachers, in one query."""
    query = select(Teacher.id, User).join(User, User.id == Teacher.user_id)
    rows = db.execute(query.where(Teacher.id.in_(list(teacher_ids))))
    return {teacher_id: user for teacher_id, user in rows}  # noqa: C416 (rows, not pairs)


def add_invites(db: Session, rows: list[dict[str, Any]]) -> list[tuple[int, int]]:
    """Insert many invites in one statement; answer each one's id and teacher."""
    added = db.execute(insert(Invite).returning(Invite.id, Invite.teacher_id), rows)
    return [(invite_id, teacher_id) for invite_id, teacher_id in added]


def invited_teacher_ids(db: Session, booking_id: int) -> set[int]:
    return set(db.scalars(select(Invite.teacher_id).where(Invite.booking_id == booking_id)))


def blocked_teacher_ids(db: Session, centre_id: int) -> set[int]:
    return set(
        db.scalars(select(BlockedTeacher.teacher_id).where(BlockedTeacher.centre_id == centre_id))
    )


def favourite_teacher_ids(db: Session, centre_id: int, teacher_ids: list[int]) -> set[int]:
    """Which of these teachers are among the centre's favourites."""
    if not teacher_ids:
        return set()
    return set(
        db.scalars(
            select(Favourite.teacher_id).where(
                Favourite.centre_id == centre_id, Favourite.teacher_id.in_(sorted(teacher_ids))
            )
        )
    )


def unavailable_spans(
    db: Session, teacher_ids: list[int], start: datetime, end: datetime
) -> dict[int, list[Span]]:
    spans: dict[int, list[Span]] = defaultdict(list)
    if not teacher_ids:
        return spans
    rows = db.execute(
        select(Unavailability.teacher_id, Unavailability.starts_at, Unavailability.ends_at).where(
            Unavailability.teacher_id.in_(teacher_ids),
            Unavailability.starts_at < end,
            Unavailability.ends_at > start,
        )
    )
    for teacher_id, s, e in rows:
        spans[teacher_id].append((s, e))
    return spans


def job_spans(
    db: Session, teacher_ids: list[int], start: datetime, end: datetime
) -> dict[int, list[Span]]:
    spans: dict[int, list[Span]] = defaultdict(list)
    if not teacher_ids:
        return spans
    rows = db.execute(
        select(JobRecord.teacher_id, JobRecord.starts_at, JobRecord.ends_at).where(
            JobRecord.teacher_id.in_(teacher_ids),
            JobRecord.status.in_(ACTIVE_JOB_STATUSES),
            JobRecord.starts_at < end,
            JobRecord.ends_at > start,
        )
    )
    for teacher_id, s, e in rows:
        spans[teacher_id].append((s, e))
    return spans


def candidates(
    db: Session,
    rows: list[tuple[Teacher, bool]],
    *,
    booking_id: int | None,
    centre_id: int,
    start: datetime,
    end: datetime,
) -> list[Candidate]:
    """What is known of each teacher for the eligibility rules (four queries in all)."""
    ids = [teacher.id for teacher, _ in rows]
    invited = invited_teacher_ids(db, booking_id) if booking_id else set()
    blocked = blocked_teacher_ids(db, centre_id)
    unavailable = unavailable_spans(db, ids, start, end)
    jobs = job_spans(db, ids, start, end)
    return [
        Candidate(
            teacher_id=t.id,
            approval=t.approval,
            enabled=enabled,
            qualification=t.qualification,
            gender=t.gender,
            talent_pool=t.talent_pool,
            latitude=t.latitude,
            longitude=t.longitude,
            travel_radius_km=t.travel_radius_km,
            registration_expiry=t.registration_expiry,
            first_aid_expiry=t.first_aid_expiry,
            police_vetting_expiry=t.police_vetting_expiry,
            blocked=t.id in blocked,
            already_invited=t.id in invited,
            unavailable=unavailable.get(t.id, ()),
            jobs=jobs.get(t.id, ()),
        )
        for t, enabled in rows
    ]


def active_seats(db: Session, booking_day_ids: list[int]) -> dict[int, set[int]]:
    """Seat numbers held by active job records, per booking day."""
    held: dict[int, set[int]] = defaultdict(set)
    if not booking_day_ids:
        return held
    rows = db.execute(
        select(JobRecord.booking_day_id, JobRecord.seat_no).where(
            JobRecord.booking_day_id.in_(booking_day_ids),
            JobRecord.status.in_(ACTIVE_JOB_STATUSES),
        )
    )
    for day_id, seat in rows:
        held[day_id].add(seat)
    return held


def confirmed_teacher_count(db: Session, booking_id: int) -> int:
    return int(
        db.scalar(
            select(func.count(func.distinct(JobRecord.teacher_id))).where(
                JobRecord.booking_id == booking_id, JobRecord.status.in_(ACTIVE_JOB_STATUSES)
            )
        )
        or 0
    )
