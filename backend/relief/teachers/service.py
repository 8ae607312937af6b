"""What the rest of the platform asks about teachers."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.orm import Session

from relief.kit.geo import bounding_box, distance_km
from relief.models import Qualification, Teacher
from relief.teachers import jobs, repository
from relief.teachers import profile as profiles
from relief.teachers.schemas import TeacherJob, TeacherProfile


@dataclass(frozen=True)
class NearbyCount:
    total: int
    qualified: int
    unqualified: int


def count_nearby(db: Session, latitude: float, longitude: float, radius_km: float) -> NearbyCount:
    """Approved, enabled teachers within `radius_km` (great-circle) of a point."""
    candidates = repository.approved_in_box(db, bounding_box(latitude, longitude, radius_km))
    near = [
        qualification
        for _, qualification, lat, lon in candidates
        if distance_km(latitude, longitude, lat, lon) <= radius_km
    ]
    qualified = sum(
        1 for q in near if q in (Qualification.qualified, Qualification.newly_qualified)
    )
    return NearbyCount(total=len(near), qualified=qualified, unqualified=len(near) - qualified)


def entry_rank_id(db: Session) -> int:
    """The rank a new teacher starts at: the one needing the fewest points."""
    ranks = repository.ranks(db)
    if not ranks:
        raise LookupError("no teacher ranks: load the reference data")
    return ranks[0].id


def registration_taken(db: Session, number: str) -> bool:
    """Whether a teacher already holds this registration number."""
    return repository.registration_taken(db, number)


def profile(db: Session, teacher: Teacher) -> TeacherProfile:
    """The teacher's profile as the teacher app shows it."""
    return profiles.profile(db, teacher)


def job(db: Session, teacher: Teacher, job_record_id: int) -> TeacherJob:
    """One of the teacher's jobs as the teacher app lists it, with its time sheet."""
    return jobs.item(db, teacher, job_record_id)
