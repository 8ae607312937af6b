"""Every query of job offers and applications. A centre's reads go through
`centre_offer`/`centre_application`, which look only inside that centre; a
teacher's through `visible_offer`/`teacher_application`, which find only what
that teacher may read."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import case, exists, func, or_, select
from sqlalchemy.orm import Session

from relief.locks import for_update
from relief.models import Centre, Teacher, User
from relief.models.offers import ApplicationStatus, JobApplication, JobOffer, JobOfferStatus


def centre_offer(
    db: Session, centre_id: int, offer_id: int, *, lock: bool = False
) -> JobOffer | None:
    query = select(JobOffer).where(JobOffer.id == offer_id, JobOffer.centre_id == centre_id)
    if lock:
        # Re-read the row under the lock even if this session loaded it before.
        query = for_update(query)
    return db.scalar(query)


def open_offer_of(db: Session, centre_id: int) -> JobOffer | None:
    return db.scalar(
        for_update(
            select(JobOffer).where(
                JobOffer.centre_id == centre_id, JobOffer.status == JobOfferStatus.open
            )
        )
    )


def offer(db: Session, offer_id: int, *, lock: bool = False) -> JobOffer | None:
    query = select(JobOffer).where(JobOffer.id == offer_id)
    if lock:
        # Re-read the row under the lock even if this session loaded it before.
        query = for_update(query)
    return db.scalar(query)


def centre_application(
    db: Session, centre_id: int, application_id: int
) -> tuple[JobApplication, JobOffer] | None:
    row = db.execute(
        select(JobApplication, JobOffer)
        .join(JobOffer, JobOffer.id == JobApplication.offer_id)
        .where(JobApplication.id == application_id, JobOffer.centre_id == centre_id)
    ).first()
    return (row[0], row[1]) if row else None


def teacher_application(db: Session, teacher_id: int, application_id: int) -> JobApplication | None:
    return db.scalar(
        select(JobApplication).where(
            JobApplication.id == application_id, JobApplication.teacher_id == teacher_id
        )
    )


def application_of(db: Session, offer_id: int, teacher_id: int) -> JobApplication | None:
    return db.scalar(
        select(JobApplication).where(
            JobApplication.offer_id == offer_id, JobApplication.teacher_id == teacher_id
        )
    )


def counts(db: Session, offer_ids: Sequence[int]) -> dict[int, tuple[int, int]]:
    """Per offer: applications not withdrawn, and shortlisted ones."""
    if not offer_ids:
        return {}
    rows = db.execute(
        select(
            JobApplication.offer_id,
            func.count(),
            func.sum(case((JobApplication.status == ApplicationStatus.shortlisted, 1), else_=0)),
        )
        .where(
            JobApplication.offer_id.in_(offer_ids),
            JobApplication.status != ApplicationStatus.withdrawn,
        )
        .group_by(JobApplication.offer_id)
    ).all()
    return {offer_id: (int(total), int(shortlisted or 0)) for offer_id, total, shortlisted in rows}


def centre_offers(
    db: Session, centre_id: int, status: int | None, offset: int, limit: int
) -> tuple[Sequence[JobOffer], int]:
    where = [JobOffer.centre_id == centre_id]
    if status is not None:
        where.append(JobOffer.status == status)
    total = db.scalar(select(func.count()).select_from(JobOffer).where(*where)) or 0
    rows = db.scalars(
        select(JobOffer)
        .where(*where)
        .order_by(JobOffer.created_at.desc(), JobOffer.id.desc())
        .offset(offset)
        .limit(limit)
    ).all()
    return rows, total


def applicants(db: Session, offer_id: int) -> Sequence[tuple[JobApplication, Teacher]]:
    rows = db.execute(
        select(JobApplication, Teacher)
        .join(Teacher, Teacher.id == JobApplication.teacher_id)
        .where(JobApplication.offer_id == offer_id)
        .order_by(JobApplication.applied_at, JobApplication.id)
    ).all()
    return [(a, t) for a, t in rows]


def active_applications(db: Session, offer_id: int) -> Sequence[JobApplication]:
    return db.scalars(
        for_update(
            select(JobApplication).where(
                JobApplication.offer_id == offer_id,
                JobApplication.status.in_(
                    (ApplicationStatus.applied, ApplicationStatus.shortlisted)
                ),
            )
        )
    ).all()


def open_offers(db: Session) -> Sequence[tuple[JobOffer, Centre]]:
    rows = db.execute(
        select(JobOffer, Centre)
        .join(Centre, Centre.id == JobOffer.centre_id)
        .where(JobOffer.status == JobOfferStatus.open)
    ).all()
    return [(o, c) for o, c in rows]


def offer_with_centre(db: Session, offer_id: int) -> tuple[JobOffer, Centre] | None:
    row = db.execute(
        select(JobOffer, Centre)
        .join(Centre, Centre.id == JobOffer.centre_id)
        .where(JobOffer.id == offer_id)
    ).first()
    return (row[0], row[1]) if row else None


def visible_offer(db: Session, teacher_id: int, offer_id: int) -> tuple[JobOffer, Centre] | None:
    """An offer the teacher may read, with its centre: open, or one they applied to."""
    applied = exists().where(
        JobApplication.offer_id == JobOffer.id, JobApplication.teacher_id == teacher_id
    )
    row = db.execute(
        select(JobOffer, Centre)
        .join(Centre, Centre.id == JobOffer.centre_id)
        .where(JobOffer.id == offer_id, or_(JobOffer.status == JobOfferStatus.open, applied))
    ).first()
    return (row[0], row[1]) if row else None


def teacher_applications(
    db: Session, teacher_id: int
) -> Sequence[tuple[JobApplication, JobOffer, Centre]]:
    rows = db.execute(
        select(JobApplication, JobOffer, Centre)
        .join(JobOffer, JobOffer.id == JobApplication.offer_id)
        .join(Centre, Centre.id == JobOffer.centre_id)
        .where(JobApplication.teacher_id == teacher_id)
        .order_by(JobApplication.applied_at.desc(), JobApplication.id.desc())
    ).all()
    return [(a, o, c) for a, o, c in rows]


def my_applications(
    db: Session, teacher_id: int, offer_ids: Sequence[int]
) -> dict[int, JobApplication]:
    if not offer_ids:
        return {}
    rows = db.scalars(
        select(JobApplication).where(
            JobApplication.teacher_id == teacher_id, JobApplication.offer_id.in_(offer_ids)
        )
    ).all()
    return {a.offer_id: a for a in rows}


def centre(db: Session, centre_id: int) -> Centre:
    found = db.get(Centre, centre_id)
    assert found is not None
    return found


def account(db: Session, user_id: int) -> User:
    found = db.get(User, user_id)
    assert found is not None
    return found


def teacher_account(db: Session, teacher_id: int) -> User:
    """The account of a teacher, which hears of their applications."""
    found = db.scalar(
        select(User).join(Teacher, Teacher.user_id == User.id).where(Teacher.id == teacher_id)
    )
    assert found is not None
    return found
