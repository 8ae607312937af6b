"""All SQL of vetting: the documents teachers hold and staff's requests."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import DocumentRequest, Teacher, TeacherDocument, User
from relief.vetting.rules import Asked, Held


def held_by(db: Session, teacher_ids: Sequence[int]) -> dict[int, dict[str, Held]]:
    """Each teacher's documents by kind."""
    found: dict[int, dict[str, Held]] = defaultdict(dict)
    if not teacher_ids:
        return found
    rows = db.execute(
        select(
            TeacherDocument.teacher_id,
            TeacherDocument.kind,
            TeacherDocument.expires_on,
            TeacherDocument.uploaded_at,
        ).where(TeacherDocument.teacher_id.in_(teacher_ids))
    )
    for teacher_id, kind, expires_on, uploaded_at in rows:
        found[teacher_id][kind] = Held(expires_on=expires_on, uploaded_at=uploaded_at)
    return found


def asked_of(db: Session, teacher_ids: Sequence[int]) -> dict[int, list[Asked]]:
    """Each teacher's document requests, oldest first."""
    found: dict[int, list[Asked]] = defaultdict(list)
    if not teacher_ids:
        return found
    rows = db.execute(
        select(
            DocumentRequest.teacher_id,
            DocumentRequest.kind,
            DocumentRequest.note,
            DocumentRequest.requested_at,
        )
        .where(DocumentRequest.teacher_id.in_(teacher_ids))
        .order_by(DocumentRequest.requested_at, DocumentRequest.id)
    )
    for teacher_id, kind, note, requested_at in rows:
        found[teacher_id].append(Asked(kind=kind, note=note, requested_at=requested_at))
    return found


def teacher_with_user(db: Session, teacher_id: int) -> tuple[Teacher, User] | None:
    row = db.execute(
        select(Teacher, User).join(User, User.id == Teacher.user_id).where(Teacher.id == teacher_id)
    ).first()
    return (row[0], row[1]) if row else None


def add_request(db: Session, request: DocumentRequest) -> None:
    db.add(request)
    db.flush()
