"""All SQL of teachers' documents. Every document a teacher reaches starts from
`readable_for_teacher(teacher_id)` (their own documents only)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from relief.locks import for_update
from relief.models import ACTIVE_JOB_STATUSES, JobRecord, StoredFile, Teacher, TeacherDocument


def readable_for_teacher(teacher_id: int) -> Select[TeacherDocument]:
    return select(TeacherDocument).where(TeacherDocument.teacher_id == teacher_id)


def own(
    db: Session, teacher_id: int, document_id: int, *, lock: bool = False
) -> TeacherDocument | None:
    """One of the teacher's documents (locked when `lock`), or None."""
    query = readable_for_teacher(teacher_id).where(TeacherDocument.id == document_id)
    return db.scalar(for_update(query) if lock else query)


def of_kind_locked(db: Session, teacher_id: int, kind: str) -> TeacherDocument | None:
    """The teacher's document of this kind, locked."""
    return db.scalar(
        for_update(readable_for_teacher(teacher_id).where(TeacherDocument.kind == kind))
    )


def with_files(db: Session, teacher_id: int) -> list[tuple[TeacherDocument, StoredFile]]:
    """The teacher's documents with their files, by kind."""
    rows = db.execute(
        readable_for_teacher(teacher_id)
        .add_columns(StoredFile)
        .join(StoredFile, StoredFile.id == TeacherDocument.file_id)
        .order_by(TeacherDocument.kind)
    )
    return [(row[0], row[1]) for row in rows]


def has_job_near(
    db: Session, centre_id: int, teacher_id: int, window_start: datetime, window_end: datetime
) -> bool:
    """Whether an upcoming or running job of the teacher at the centre starts by
    `window_end` and ends after `window_start`."""
    return (
        db.scalar(
            select(JobRecord.id)
            .where(
                JobRecord.centre_id == centre_id,
                JobRecord.teacher_id == teacher_id,
                JobRecord.status.in_(ACTIVE_JOB_STATUSES),
                JobRecord.starts_at <= window_end,
                JobRecord.ends_at > window_start,
            )
            .limit(1)
        )
        is not None
    )


def teacher(db: Session, teacher_id: int) -> Teacher | None:
    return db.get(Teacher, teacher_id)
