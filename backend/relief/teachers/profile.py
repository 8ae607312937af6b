"""The teacher's sign-in and profile: who they are, their rank and their home."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from sqlalchemy.orm import Session

from relief.auth import service as auth
from relief.auth.errors import AccountNoTeacherProfile
from relief.auth.schemas import LoginIn
from relief.config import Settings
from relief.kit.types import CENT
from relief.models import AccountKind, Teacher, TeacherRank
from relief.teachers import repository
from relief.teachers.rules import age_groups_of
from relief.teachers.schemas import ProfileUpdateIn, RankOut, TeacherLoginOut, TeacherProfile

# Request field -> teacher column, for the fields a teacher may change.
EDITABLE = {
    "latitude": "latitude",
    "longitude": "longitude",
    "address": "address",
    "suburb": "suburb",
    "city": "city",
    "postalCode": "postal_code",
    "travelRadiusKm": "travel_radius_km",
    "mobile": "mobile",
    "philosophy": "philosophy",
    "freeJobSeeker": "free_job_seeker",
}


def rank_out(rank_id: int, points: int, ranks: Sequence[TeacherRank]) -> RankOut:
    """The teacher's rank and how far the next one is (ranks sorted by points needed)."""
    current = next((r for r in ranks if r.id == rank_id), None)
    if current is None:
        raise LookupError(f"teacher rank {rank_id} does not exist")
    following = next((r for r in ranks if r.points_needed > current.points_needed), None)
    return RankOut(
        name=current.name,
        pointsNeeded=current.points_needed,
        nextRank=following.name if following else None,
        pointsToNext=max(0, following.points_needed - points) if following else None,
    )


def worked_hours(completed_minutes: int) -> Decimal:
    """The paid hours of the teacher's confirmed time sheets, to the hundredth
    (the finished work the working points count)."""
    return (Decimal(completed_minutes) / 60).quantize(CENT)


def profile(db: Session, teacher: Teacher) -> TeacherProfile:
    """The teacher as the app shows it, in one query (the ranks)."""
    return TeacherProfile(
        id=teacher.id,
        firstName=teacher.first_name,
        lastName=teacher.last_name,
        email=teacher.email,
        mobile=teacher.mobile,
        gender=teacher.gender,
        qualification=teacher.qualification,
        registrationNumber=teacher.registration_number,
        talentPool=teacher.talent_pool,
        ageGroups=age_groups_of(teacher.age_groups),
        approval=teacher.approval,
        freeJobSeeker=teacher.free_job_seeker,
        address=teacher.address,
        suburb=teacher.suburb,
        city=teacher.city,
        postalCode=teacher.postal_code,
        latitude=teacher.latitude,
        longitude=teacher.longitude,
        travelRadiusKm=teacher.travel_radius_km,
        rank=rank_out(teacher.rank_id, teacher.points, repository.ranks(db)),
        points=teacher.points,
        rating=teacher.rating,
        completedHours=worked_hours(teacher.completed_minutes),
        philosophy=teacher.philosophy,
        registrationExpiry=teacher.registration_expiry,
        firstAidExpiry=teacher.first_aid_expiry,
        policeVettingExpiry=teacher.police_vetting_expiry,
    )


def sign_in(db: Session, settings: Settings, payload: LoginIn, address: str) -> TeacherLoginOut:
    """Teacher sign-in, with the captcha and rate limits of every sign-in.

    A teacher still awaiting approval may sign in and see so; matching never
    invites them until staff approve.
    """
    token, user = auth.login(db, settings, payload, kind=AccountKind.teacher, address=address)
    teacher = auth.teacher_of(db, user.id)
    if teacher is None:
        raise AccountNoTeacherProfile()
    return TeacherLoginOut(token=token, teacher=profile(db, teacher))


def update(db: Session, teacher: Teacher, payload: ProfileUpdateIn) -> TeacherProfile:
    """Change the home location, travel radius, mobile, philosophy or whether
    they seek a permanent job; only the fields sent change."""
    for field in payload.model_fields_set & EDITABLE.keys():
        setattr(teacher, EDITABLE[field], getattr(payload, field))
    db.flush()
    return profile(db, teacher)
