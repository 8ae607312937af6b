"""The centre's favourites, blocks and the favourites of a booking."""

from __future__ import annotations

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentCentre
from relief.favourites import picker, service
from relief.favourites.schemas import (
    BlockedListOut,
    BlockIn,
    BlockOut,
    BookingRef,
    FavouriteItem,
    FavouriteSearchIn,
    PickerIn,
    PickerOut,
    SearchOut,
    StatesOut,
    TeacherMarks,
    TeacherRef,
)
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, PageQuery, ok

router = APIRouter(tags=["favourites"])


@router.post("/center/favourite/list", response_model=Envelope[Page[FavouriteItem]])
def favourite_list(
    payload: PageQuery, caller: CurrentCentre, db: DB
) -> Envelope[Page[FavouriteItem]]:
    """The centre's favourite teachers, newest first, paged."""
    return ok(service.favourite_page(db, caller.centre, payload))


@router.post("/center/favourite/search", response_model=Envelope[SearchOut])
def favourite_search(
    payload: FavouriteSearchIn, caller: CurrentCentre, db: DB
) -> Envelope[SearchOut]:
    """Find approved teachers by first name, last name or registration number."""
    return ok(service.search(db, caller.centre, payload))


@router.post("/center/favourite/suggested", response_model=Envelope[SearchOut])
def favourite_suggested(caller: CurrentCentre, db: DB) -> Envelope[SearchOut]:
    """Teachers who have worked at the centre and are neither its favourites nor
    blocked, the most recent job first (20 at most)."""
    return ok(service.suggested(db, caller.centre))


@router.post("/center/favourite/add", response_model=Envelope[TeacherMarks])
def favourite_add(payload: TeacherRef, caller: CurrentCentre, db: DB) -> Envelope[TeacherMarks]:
    """Add a teacher to the favourites (adding twice changes nothing)."""
    return ok(service.add(db, caller.centre, payload.teacherId, now()))


@router.post("/center/favourite/remove", response_model=Envelope[TeacherMarks])
def favourite_remove(payload: TeacherRef, caller: CurrentCentre, db: DB) -> Envelope[TeacherMarks]:
    """Remove a teacher from the favourites."""
    return ok(service.remove(db, caller.centre, payload.teacherId))


@router.post("/center/teacher/block", response_model=Envelope[BlockOut])
def teacher_block(payload: BlockIn, caller: CurrentCentre, db: DB) -> Envelope[BlockOut]:
    """Block a teacher: never invited again, out of the favourites, open invites withdrawn."""
    return ok(service.block(db, caller.centre, payload, now()))


@router.post("/center/teacher/unblock", response_model=Envelope[TeacherMarks])
def teacher_unblock(payload: TeacherRef, caller: CurrentCentre, db: DB) -> Envelope[TeacherMarks]:
    """Lift a block."""
    return ok(service.unblock(db, caller.centre, payload.teacherId))


@router.post("/center/teacher/blocked/list", response_model=Envelope[BlockedListOut])
def teacher_blocked_list(caller: CurrentCentre, db: DB) -> Envelope[BlockedListOut]:
    """The centre's blocked teachers, newest first."""
    return ok(service.blocked_list(db, caller.centre))


@router.post("/center/job/book/favorite/teacher/list", response_model=Envelope[PickerOut])
def favourite_picker(payload: PickerIn, caller: CurrentCentre, db: DB) -> Envelope[PickerOut]:
    """Every favourite with whether they can take every day of a booking draft."""
    return ok(picker.picker(db, caller.centre, payload, now()))


@router.post("/center/job/book/favorite/teacher/states", response_model=Envelope[StatesOut])
def favourite_states(payload: BookingRef, caller: CurrentCentre, db: DB) -> Envelope[StatesOut]:
    """How each favourite invited to a booking stands: connecting, unavailable or declined."""
    return ok(picker.states(db, caller.centre, payload.bookingId))
