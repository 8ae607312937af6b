"""All SQL of time sheets. Every sheet a centre or teacher reaches starts from
`readable_for_centre` or `readable_for_teacher` (its own rows only)."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from relief.locks import for_update
from relief.models import Centre, Teacher, TeacherRank, TimeSheet, TimeSheetStatus, User

SheetRow = tuple[TimeSheet, str, str]


def readable_for_centre(centre_id: int) -> Select[TimeSheet]:
    return select(TimeSheet).where(TimeSheet.centre_id == centre_id)


def readable_for_teacher(teacher_id: int) -> Select[TimeSheet]:
    return select(TimeSheet).where(TimeSheet.teacher_id == teacher_id)


def for_centre(db: Session, centre_id: int, sheet_id: int) -> TimeSheet | None:
    return db.scalar(readable_for_centre(centre_id).where(TimeSheet.id == sheet_id))


def for_teacher_job(db: Session, teacher_id: int, job_record_id: int) -> TimeSheet | None:
    return db.scalar(
        readable_for_teacher(teacher_id).where(TimeSheet.job_record_id == job_record_id)
    )


def of_job_record(db: Session, job_record_id: int) -> TimeSheet | None:
    return db.scalar(select(TimeSheet).where(TimeSheet.job_record_id == job_record_id))


def of_job_records(db: Session, job_record_ids: Iterable[int]) -> dict[int, TimeSheet]:
    ids = list(job_record_ids)
    if not ids:
        return {}
    return {
        sheet.job_record_id: sheet
        for sheet in db.scalars(select(TimeSheet).where(TimeSheet.job_record_id.in_(ids)))
    }


def sheet(db: Session, sheet_id: int) -> TimeSheet | None:
    return db.get(TimeSheet, sheet_id)


def locked(db: Session, sheet_id: int) -> TimeSheet | None:
    return db.scalar(for_update(select(TimeSheet).where(TimeSheet.id == sheet_id)))


def page(
    db: Session, centre_id: int, status: int, offset: int, limit: int
) -> tuple[list[SheetRow], int]:
    """A page of the centre's sheets with the teacher's names, and the total:
    to confirm oldest day first, confirmed newest confirmation first."""
    query = readable_for_centre(centre_id).where(TimeSheet.status == status)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    order = (
        (TimeSheet.work_date, TimeSheet.id)
        if status == TimeSheetStatus.to_confirm
        else (TimeSheet.confirmed_at.desc(), TimeSheet.id.desc())
    )
    rows = db.execute(
        query.add_columns(Teacher.first_name, Teacher.last_name)
        .join(Teacher, Teacher.id == TimeSheet.teacher_id)
        .order_by(*order)
        .offset(offset)
        .limit(limit)
    )
    return [(r[0], r[1], r[2]) for r in rows], int(total)


def ranks(db: Session) -> list[TeacherRank]:
    return list(db.scalars(select(TeacherRank).order_by(TeacherRank.points_needed)))


def centre(db: Session, centre_id: int) -> Centre | None:
    return db.get(Centre, centre_id)


def user(db: Session, user_id: int) -> User | None:
    return db.get(User, user_id)


def teacher(db: Session, teacher_id: int, *, lock: bool = False) -> Teacher | None:
    query = select(Teacher).where(Teacher.id == teacher_id)
    return db.scalar(for_update(query) if lock else query)
