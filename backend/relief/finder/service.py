"""The finder: approved teachers near the centre, nearest first, and a teacher's
profile as a centre may see it."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.favourites import service as favourites
from relief.favourites.rules import local_date
from relief.finder import repository
from relief.finder.errors import AvailabilityDateInPast, TeacherMissing
from relief.finder.repository import Filters
from relief.finder.schemas import FinderIn, FinderItem, TeacherProfileOut
from relief.kit.envelope import Page
from relief.kit.geo import bounding_box, distance_km
from relief.models import Centre

# Two decimals of a degree: about 1 km, so the map never shows a home address.
APPROX_PLACES = 2


def _filters(centre: Centre, payload: FinderIn, at: datetime) -> Filters:
    free_from = free_until = None
    if payload.availableOn is not None:
        zone = ZoneInfo(centre.time_zone)
        if payload.availableOn < at.astimezone(zone).date():
            raise AvailabilityDateInPast()
        free_from = datetime.combine(payload.availableOn, time.min, tzinfo=zone)
        free_until = datetime.combine(
            payload.availableOn + timedelta(days=1), time.min, tzinfo=zone
        )
    return Filters(
        qualification=payload.qualification,
        gender=payload.gender,
        rank_name=payload.rankName or None,
        min_rating=payload.minRating,
        name=payload.name or None,
        free_from=free_from,
        free_until=free_until,
    )


def find(db: Session, centre: Centre, payload: FinderIn, at: datetime) -> Page[FinderItem]:
    """Teachers within the radius, nearest first: a bounding box in SQL, the exact
    great-circle distance here; five queries whatever the page size."""
    radius = float(payload.radiusKm)
    rows = repository.in_box(
        db,
        centre.id,
        bounding_box(centre.latitude, centre.longitude, radius),
        _filters(centre, payload, at),
    )
    near = sorted(
        (distance, teacher_id)
        for teacher_id, lat, lon in rows
        if (distance := distance_km(centre.latitude, centre.longitude, lat, lon)) <= radius
    )
    page = near[payload.offset : payload.offset + payload.pageSize]
    ids = [teacher_id for _, teacher_id in page]
    found = repository.details(db, ids)
    liked = favourites.favourite_ids(db, centre.id, ids)
    records = favourites.work(db, centre.id, ids)
    items = []
    for distance, teacher_id in page:
        teacher, rank = found[teacher_id]
        items.append(
            FinderItem(
                teacherId=teacher.id,
                firstName=teacher.first_name,
                lastName=teacher.last_name,
                rank=rank,
                rating=teacher.rating,
                qualification=teacher.qualification,
                gender=teacher.gender,
                distanceKm=round(distance, 1),
                approxLatitude=round(teacher.latitude, APPROX_PLACES),
                approxLongitude=round(teacher.longitude, APPROX_PLACES),
                isFavourite=teacher.id in liked,
                completedHours=records[teacher.id].completed_hours,
            )
        )
    return Page[FinderItem](
        list=items, total=len(near), pageNo=payload.pageNo, pageSize=payload.pageSize
    )


def profile(db: Session, centre: Centre, teacher_id: int) -> TeacherProfileOut:
    """An approved teacher's profile: rank, rating, work record and philosophy;
    never contact details or address."""
    found = profiles(db, centre, [teacher_id])
    if teacher_id not in found:
        raise TeacherMissing()
    return found[teacher_id]


def profiles(
    db: Session, centre: Centre, teacher_ids: Iterable[int]
) -> dict[int, TeacherProfileOut]:
    """`profile` for each approved teacher of `teacher_ids`, in a fixed number
    of queries however many there are; teachers not approved are left out."""
    rows = repository.approved_teachers(db, teacher_ids)
    ids = [teacher.id for teacher, _ in rows]
    if not ids:
        return {}
    records = favourites.work(db, centre.id, ids)
    favourite = favourites.favourite_ids(db, centre.id, ids)
    blocked = favourites.blocked_ids(db, centre.id, ids)
    return {
        teacher.id: TeacherProfileOut(
            teacherId=teacher.id,
            firstName=teacher.first_name,
            lastName=teacher.last_name,
            rank=rank,
            rating=teacher.rating,
            qualification=teacher.qualification,
            gender=teacher.gender,
            completedHours=records[teacher.id].completed_hours,
            jobsKept=records[teacher.id].kept,
            jobsLeft=records[teacher.id].left,
            reliability=records[teacher.id].reliability,
            lastJobDate=local_date(records[teacher.id].last_job_at, centre.time_zone),
            philosophy=teacher.philosophy,
            isFavourite=teacher.id in favourite,
            isBlocked=teacher.id in blocked,
            workedHere=records[teacher.id].worked_here,
        )
        for teacher, rank in rows
    }
