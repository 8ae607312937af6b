"""A centre's favourite and blocked teachers, and what it may read about a
teacher's work (used by the finder too)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy.orm import Session

from relief.bookings import service as bookings
from relief.errors import Conflict
from relief.favourites import repository
from relief.favourites.errors import (
    SearchEmpty,
    TeacherBlocked,
    TeacherMissing,
    TeacherNotBlocked,
    TeacherNotFavourites,
)
from relief.favourites.rules import Work, local_date
from relief.favourites.schemas import (
    SEARCH_LIMIT,
    BlockedItem,
    BlockedListOut,
    BlockIn,
    BlockOut,
    FavouriteItem,
    FavouriteSearchIn,
    SearchItem,
    SearchOut,
    TeacherMarks,
)
from relief.kit.envelope import Page, PageQuery
from relief.models import Centre, Teacher

# --- what other features ask ------------------------------------------------------


def work(db: Session, centre_id: int, teacher_ids: Iterable[int]) -> dict[int, Work]:
    """Each teacher's record of work (teachers without any get an empty one)."""
    ids = list(teacher_ids)
    found = repository.work(db, centre_id, ids)
    return {teacher_id: found.get(teacher_id, Work()) for teacher_id in ids}


def favourite_ids(db: Session, centre_id: int, teacher_ids: Iterable[int]) -> set[int]:
    return repository.favourite_ids(db, centre_id, teacher_ids)


def blocked_ids(db: Session, centre_id: int, teacher_ids: Iterable[int]) -> set[int]:
    return repository.blocked_ids(db, centre_id, teacher_ids)


# --- favourites -------------------------------------------------------------------


def _approved(db: Session, teacher_id: int) -> Teacher:
    row = repository.approved_teacher(db, teacher_id)
    if row is None:
        raise TeacherMissing()
    return row[0]


def _marks(db: Session, centre: Centre, teacher_id: int) -> TeacherMarks:
    return TeacherMarks(
        teacherId=teacher_id,
        isFavourite=repository.favourite(db, centre.id, teacher_id) is not None,
        isBlocked=repository.block(db, centre.id, teacher_id) is not None,
    )


def favourite_page(db: Session, centre: Centre, query: PageQuery) -> Page[FavouriteItem]:
    """The centre's favourites, newest first, in four queries whatever the page size."""
    total = repository.favourite_count(db, centre.id)
    rows = repository.favourite_page(db, centre.id, query.offset, query.pageSize)
    records = work(db, centre.id, [teacher.id for _, teacher, _ in rows])
    return Page[FavouriteItem].of(
        [
            FavouriteItem(
                teacherId=teacher.id,
                firstName=teacher.first_name,
                lastName=teacher.last_name,
                rank=rank,
                rating=teacher.rating,
                qualification=teacher.qualification,
                registrationNumber=teacher.registration_number,
                lastJobDate=local_date(records[teacher.id].last_job_here_at, centre.time_zone),
                completedHours=records[teacher.id].completed_hours,
                addedAt=favourite.created_at,
            )
            for favourite, teacher, rank in rows
        ],
        total,
        query,
    )


def search(db: Session, centre: Centre, payload: FavouriteSearchIn) -> SearchOut:
    """Approved teachers by name prefix or registration number, at most 20."""
    if not (payload.firstName or payload.lastName or payload.registrationNumber):
        raise SearchEmpty()
    rows = repository.search(
        db,
        first_name=payload.firstName,
        last_name=payload.lastName,
        registration_number=payload.registrationNumber,
        limit=SEARCH_LIMIT,
    )
    ids = [teacher.id for teacher, _ in rows]
    favourites = repository.favourite_ids(db, centre.id, ids)
    blocked = repository.blocked_ids(db, centre.id, ids)
    records = work(db, centre.id, ids)
    return SearchOut(
        list=[
            _search_item(
                teacher,
                rank,
                favourite=teacher.id in favourites,
                blocked=teacher.id in blocked,
                worked_here=records[teacher.id].worked_here,
            )
            for teacher, rank in rows
        ]
    )


def suggested(db: Session, centre: Centre) -> SearchOut:
    """Teachers to favourite: those who have worked at the centre and are not
    yet its favourites nor blocked, the most recent job first, at most 20."""
    rows = repository.worked_here(db, centre.id, SEARCH_LIMIT)
    return SearchOut(
        list=[
            _search_item(teacher, rank, favourite=False, blocked=False, worked_here=True)
            for teacher, rank in rows
        ]
    )


def _search_item(
    teacher: Teacher, rank: str, *, favourite: bool, blocked: bool, worked_here: bool
) -> SearchItem:
    return SearchItem(
        teacherId=teacher.id,
        firstName=teacher.first_name,
        lastName=teacher.last_name,
        rank=rank,
        rating=teacher.rating,
        qualification=teacher.qualification,
        registrationNumber=teacher.registration_number,
        isFavourite=favourite,
        isBlocked=blocked,
        workedHere=worked_here,
    )


def add(db: Session, centre: Centre, teacher_id: int, at: datetime) -> TeacherMarks:
    """Favourite an approved teacher; adding twice changes nothing."""
    teacher = _approved(db, teacher_id)
    if repository.block(db, centre.id, teacher.id) is not None:
        raise TeacherBlocked()
    if repository.favourite(db, centre.id, teacher.id) is None:
        repository.add_favourite(db, centre.id, teacher.id, at)
    return TeacherMarks(teacherId=teacher.id, isFavourite=True, isBlocked=False)


def remove(db: Session, centre: Centre, teacher_id: int) -> TeacherMarks:
    favourite = repository.favourite(db, centre.id, teacher_id)
    if favourite is None:
        raise TeacherNotFavourites()
    repository.delete(db, favourite)
    return _marks(db, centre, teacher_id)


# --- blocks -----------------------------------------------------------------------


def block(db: Session, centre: Centre, payload: BlockIn, at: datetime) -> BlockOut:
    """Block a teacher: out of the favourites, and every open invite to the
    centre's processing bookings withdrawn. Blocking again only updates the reason."""
    teacher = _approved(db, payload.teacherId)
    reason = payload.reason or None
    existing = repository.block(db, centre.id, teacher.id)
    if existing is None:
        repository.add_block(db, centre.id, teacher.id, reason, at)
    elif reason is not None:
        existing.reason = reason
    favourite = repository.favourite(db, centre.id, teacher.id)
    if favourite is not None:
        repository.delete(db, favourite)
    withdrawn = 0
    for invite_id in repository.open_invite_ids(db, centre.id, teacher.id):
        try:
            with db.begin_nested():
                bookings.withdraw_invite(db, centre, invite_id, at)
            withdrawn += 1
        except Conflict:
            # Confirmed or closed meanwhile: nothing left to withdraw.
            continue
    db.flush()
    return BlockOut(
        teacherId=teacher.id, isFavourite=False, isBlocked=True, withdrawnInvites=withdrawn
    )


def unblock(db: Session, centre: Centre, teacher_id: int) -> TeacherMarks:
    found = repository.block(db, centre.id, teacher_id)
    if found is None:
        raise TeacherNotBlocked()
    repository.delete(db, found)
    return _marks(db, centre, teacher_id)


def blocked_list(db: Session, centre: Centre) -> BlockedListOut:
    return BlockedListOut(
        list=[
            BlockedItem(
                teacherId=teacher.id,
                firstName=teacher.first_name,
                lastName=teacher.last_name,
                rank=rank,
                reason=row.reason,
                blockedAt=row.created_at,
            )
            for row, teacher, rank in repository.blocked_rows(db, centre.id)
        ]
    )
