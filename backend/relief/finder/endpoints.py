"""The finder: teachers near the centre, and a teacher's profile."""

from __future__ import annotations

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentCentre
from relief.finder import service
from relief.finder.schemas import FinderIn, FinderItem, TeacherProfileOut, TeacherRef
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, ok

router = APIRouter(tags=["finder"])


@router.post("/center/finder/list", response_model=Envelope[Page[FinderItem]])
def finder_list(payload: FinderIn, caller: CurrentCentre, db: DB) -> Envelope[Page[FinderItem]]:
    """Approved teachers within a radius of the centre, nearest first, paged."""
    return ok(service.find(db, caller.centre, payload, now()))


@router.post("/center/teacher/profile", response_model=Envelope[TeacherProfileOut])
def teacher_profile(
    payload: TeacherRef, caller: CurrentCentre, db: DB
) -> Envelope[TeacherProfileOut]:
    """An approved teacher's profile as a centre may see it."""
    return ok(service.profile(db, caller.centre, payload.teacherId))
