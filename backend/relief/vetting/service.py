"""Vetting: what a teacher still owes before approval, and staff asking for a
document."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime

from sqlalchemy.orm import Session

from relief.models import Approval, DocumentRequest, Teacher, User
from relief.notices import kinds
from relief.notices import service as notices
from relief.vetting import repository, rules
from relief.vetting.errors import TeacherMissing
from relief.vetting.schemas import (
    ApprovalStateOut,
    ChecklistItem,
    DocumentRequestIn,
    DocumentRequestOut,
)


def has_bank_account(teacher: Teacher) -> bool:
    return bool(teacher.bank_account_number and teacher.tax_code and teacher.tax_number)


def _checklists(
    db: Session, teachers: Sequence[Teacher], today: date
) -> dict[int, list[rules.Item]]:
    ids = [teacher.id for teacher in teachers]
    held = repository.held_by(db, ids)
    asked = repository.asked_of(db, ids)
    return {
        teacher.id: rules.checklist(
            teacher.qualification,
            held.get(teacher.id, {}),
            asked.get(teacher.id, []),
            has_bank_account(teacher),
            today,
        )
        for teacher in teachers
    }


def missing_by_teacher(
    db: Session, teachers: Sequence[Teacher], today: date
) -> dict[int, list[str]]:
    """What each teacher still owes (two queries, however many teachers)."""
    return {
        teacher_id: rules.missing(items)
        for teacher_id, items in _checklists(db, teachers, today).items()
    }


def state(db: Session, teacher: Teacher, today: date) -> ApprovalStateOut:
    """The teacher's vetting state and checklist, as the app's home shows it."""
    items = _checklists(db, [teacher], today)[teacher.id]
    return ApprovalStateOut(
        approval=teacher.approval,
        reason=teacher.rejection_reason if teacher.approval == Approval.rejected else None,
        items=[
            ChecklistItem(item=i.item, provided=i.provided, problem=i.problem, note=i.note)
            for i in items
        ],
        missing=rules.missing(items),
    )


def request_document(
    db: Session, staff: User, payload: DocumentRequestIn, at: datetime, today: date
) -> DocumentRequestOut:
    """Staff ask a teacher for a document; the teacher is told, and the item
    shows as asked for until they upload one."""
    found = repository.teacher_with_user(db, payload.teacherId)
    if found is None:
        raise TeacherMissing()
    teacher, user = found
    note = payload.note or None
    repository.add_request(
        db,
        DocumentRequest(
            teacher_id=teacher.id,
            kind=payload.kind,
            note=note,
            requested_by=staff.id,
            requested_at=at,
        ),
    )
    notices.notify(db, user, kinds.DocumentRequested(document=payload.kind, note=note))
    return DocumentRequestOut(
        teacherId=teacher.id,
        kind=payload.kind,
        missing=missing_by_teacher(db, [teacher], today)[teacher.id],
    )
