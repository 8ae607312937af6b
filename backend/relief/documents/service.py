"""A teacher's documents: kept privately, checked by content, with expiries
that matching reads."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from sqlalchemy.orm import Session

from relief.auth import service as auth
from relief.config import Settings
from relief.documents import repository
from relief.documents.errors import (
    DocumentAlreadyExpired,
    DocumentMissing,
    ExpiryDateMustAfterIssue,
    FilesOutsideWindow,
    TeacherMissing,
)
from relief.documents.schemas import DocumentListOut, DocumentOut
from relief.files import rules as file_rules
from relief.files import service as files
from relief.kit.clock import now
from relief.models import AccountKind, StoredFile, Teacher, TeacherDocument, User
from relief.settings import service as run_time

WARNING_DAYS = 30
DOCUMENTS = frozenset({file_rules.PDF, file_rules.JPEG, file_rules.PNG})
PHOTO_MAX_BYTES = 1_048_576
# Documents whose expiry matching checks, and the teacher column it keeps.
EXPIRY_COLUMNS = {
    "registration": "registration_expiry",
    "first_aid": "first_aid_expiry",
    "police_vetting": "police_vetting_expiry",
}


def upload(
    db: Session,
    settings: Settings,
    teacher: Teacher,
    *,
    kind: str,
    file_name: str,
    data: bytes,
    issued_on: date | None,
    expires_on: date | None,
    today: date,
) -> DocumentOut:
    """Keep a document, replacing the teacher's earlier one of that kind (whose
    file is removed: its links die)."""
    if issued_on and expires_on and expires_on <= issued_on:
        raise ExpiryDateMustAfterIssue()
    if expires_on is not None and expires_on < today:
        raise DocumentAlreadyExpired()
    if kind == "photo":
        allowed, max_bytes = file_rules.IMAGES, PHOTO_MAX_BYTES
    else:
        allowed, max_bytes = DOCUMENTS, settings.upload_max_bytes
    content_type = files.check(
        file_name, data, allowed, max_bytes, settings.upload_max_image_pixels
    )
    store = files.storage(settings)
    stored = files.keep(db, store, teacher.user_id, file_name, data, content_type)
    # Locked, so that two uploads of one kind at once replace one another in turn.
    document = repository.of_kind_locked(db, teacher.id, kind)
    replaced = None
    if document is None:
        document = TeacherDocument(teacher_id=teacher.id, kind=kind, file_id=stored.id)
        db.add(document)
    else:
        replaced = files.find(db, document.file_id)
        document.file_id = stored.id
        document.uploaded_at = now()
    document.issued_on = issued_on
    document.expires_on = expires_on
    if kind == "first_aid":
        teacher.first_aid_date = issued_on
    if kind in EXPIRY_COLUMNS:
        setattr(teacher, EXPIRY_COLUMNS[kind], expires_on)
    db.flush()
    if replaced is not None:
        files.discard(db, settings, replaced)
    return render(document, stored, today)


def render(document: TeacherDocument, stored: StoredFile, today: date) -> DocumentOut:
    expires = document.expires_on
    return DocumentOut(
        id=document.id,
        kind=document.kind,
        fileId=stored.id,
        fileName=stored.file_name,
        contentType=stored.content_type,
        size=stored.size,
        uploadedAt=document.uploaded_at,
        issuedOn=document.issued_on,
        expiresOn=expires,
        expired=expires is not None and expires < today,
        expiringSoon=expires is not None
        and today <= expires <= today + timedelta(days=WARNING_DAYS),
    )


def with_files(db: Session, teacher_id: int) -> list[tuple[TeacherDocument, StoredFile]]:
    """A teacher's documents, each with its stored file (for staff, who open them by link)."""
    return list(repository.with_files(db, teacher_id))


def listing(db: Session, teacher: Teacher, today: date) -> DocumentListOut:
    documents = [
        render(document, stored, today)
        for document, stored in repository.with_files(db, teacher.id)
    ]
    return DocumentListOut(
        list=documents, warnings=[d.kind for d in documents if d.expired or d.expiringSoon]
    )


def delete(db: Session, settings: Settings, teacher: Teacher, document_id: int) -> None:
    """Remove one of the teacher's documents with its file: links to it die."""
    document = repository.own(db, teacher.id, document_id, lock=True)
    if document is None:
        raise DocumentMissing()
    if document.kind in EXPIRY_COLUMNS:
        setattr(teacher, EXPIRY_COLUMNS[document.kind], None)
    stored = files.find(db, document.file_id)
    db.delete(document)
    db.flush()
    if stored is not None:
        files.discard(db, settings, stored)


@files.allow_reading
def _centre_reads_a_booked_teachers_files(
    db: Session, user: User, stored: StoredFile, at: datetime
) -> bool:
    """A centre reads the files of a teacher it booked, inside the visibility window."""
    if user.kind != AccountKind.centre:
        return False
    centre = auth.centre_of(db, user.id)
    teacher = auth.teacher_of(db, stored.owner_user_id)
    if centre is None or teacher is None:
        return False
    hours = run_time.current(db).teacher_file_visibility_hours
    return centre_may_see(db, centre.id, teacher.id, at, hours)


def centre_may_see(db: Session, centre_id: int, teacher_id: int, at: datetime, hours: int) -> bool:
    """A centre sees a booked teacher's files from `hours` before one of their
    jobs there until that job ends."""
    return repository.has_job_near(db, centre_id, teacher_id, at, at + timedelta(hours=hours))


def for_centre(
    db: Session, centre_id: int, teacher_id: int, at: datetime, hours: int
) -> DocumentListOut:
    if not centre_may_see(db, centre_id, teacher_id, at, hours):
        raise FilesOutsideWindow(hours=hours)
    teacher = repository.teacher(db, teacher_id)
    if teacher is None:
        raise TeacherMissing()
    return listing(db, teacher, at.date())
