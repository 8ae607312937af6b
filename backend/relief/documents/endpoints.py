"""The teacher app's document calls."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, Form, UploadFile

from relief.auth.deps import DB, CurrentCentre, CurrentTeacher
from relief.config import Settings, get_settings
from relief.documents import service
from relief.documents.schemas import DocumentKind, DocumentListOut, DocumentOut, DocumentRef
from relief.kit.clock import now
from relief.kit.envelope import Empty, Envelope, Input, ok
from relief.kit.inputs import Day, Id
from relief.settings import service as run_time

router = APIRouter(tags=["teacher documents"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/teacher/document/upload", response_model=Envelope[DocumentOut])
def upload(
    caller: CurrentTeacher,
    db: DB,
    settings: SettingsDep,
    kind: Annotated[DocumentKind, Form()],
    file: Annotated[UploadFile, File()],
    issuedOn: Annotated[Day | None, Form()] = None,
    expiresOn: Annotated[Day | None, Form()] = None,
) -> Envelope[DocumentOut]:
    """Upload a document (multipart form): checked by its content, kept privately."""
    data = file.file.read(settings.upload_max_bytes + 1)
    return ok(
        service.upload(
            db,
            settings,
            caller.teacher,
            kind=kind,
            file_name=file.filename or "file",
            data=data,
            issued_on=issuedOn,
            expires_on=expiresOn,
            today=now().date(),
        )
    )


@router.post("/teacher/document/list", response_model=Envelope[DocumentListOut])
def document_list(caller: CurrentTeacher, db: DB) -> Envelope[DocumentListOut]:
    """The teacher's documents, with those expired or expiring within 30 days flagged."""
    return ok(service.listing(db, caller.teacher, now().date()))


@router.post("/teacher/document/delete", response_model=Envelope[Empty])
def document_delete(
    payload: DocumentRef, caller: CurrentTeacher, db: DB, settings: SettingsDep
) -> Envelope[Empty]:
    """Remove one of the teacher's documents; links to its file stop working at once."""
    service.delete(db, settings, caller.teacher, payload.id)
    return ok(Empty())


class TeacherRef(Input):
    teacherId: Id


@router.post("/center/allow/teacher/files", response_model=Envelope[DocumentListOut])
def teacher_files(payload: TeacherRef, caller: CurrentCentre, db: DB) -> Envelope[DocumentListOut]:
    """A booked teacher's documents, from `teacher_file_visibility_hours` (24)
    before their job at this centre until it ends; links come from
    /file/get/private/file."""
    hours = run_time.current(db).teacher_file_visibility_hours
    return ok(service.for_centre(db, caller.centre.id, payload.teacherId, now(), hours))
