"""Keeping private files, and handing out short-lived signed links to them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import PurePosixPath

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.auth import repository as auth_repository
from relief.auth.service import Principal
from relief.config import Settings
from relief.errors import NotFound, ParameterError
from relief.files import rules
from relief.files.storage import LocalStorage, Storage
from relief.models import AccountKind, StoredFile, Teacher

EXTENSIONS = {".pdf": rules.PDF, ".jpg": rules.JPEG, ".jpeg": rules.JPEG, ".png": rules.PNG}
TYPE_NAMES = {rules.PDF: "PDF", rules.JPEG: "JPG", rules.PNG: "PNG"}


def storage(settings: Settings) -> Storage:
    return LocalStorage(settings.files_dir)


def check(file_name: str, data: bytes, allowed: frozenset[str], max_bytes: int) -> str:
    """The content type of an upload, or a ParameterError saying what is wrong.

    The content decides, not the name; a name that claims another type than the
    content is refused too."""
    if not data:
        raise ParameterError("The file is empty.")
    if len(data) > max_bytes:
        raise ParameterError(f"The file is larger than {max_bytes // 1_048_576} MB.")
    kinds = " or ".join(sorted(TYPE_NAMES[t] for t in allowed))
    content_type = rules.sniff(data)
    if content_type not in allowed:
        raise ParameterError(f"Only {kinds} files are accepted.")
    claimed = EXTENSIONS.get(PurePosixPath(file_name.lower()).suffix)
    if claimed is not None and claimed != content_type:
        raise ParameterError("The file's content does not match its name.")
    return content_type


def keep(
    db: Session,
    store: Storage,
    owner_user_id: int,
    file_name: str,
    data: bytes,
    content_type: str,
) -> StoredFile:
    stored = StoredFile(
        owner_user_id=owner_user_id,
        key=store.put(data),
        file_name=PurePosixPath(file_name).name[:255] or "file",
        content_type=content_type,
        size=len(data),
    )
    db.add(stored)
    db.flush()
    return stored


def may_read(db: Session, principal: Principal, stored: StoredFile, at: datetime) -> bool:
    """Files are private: their owner and platform staff may read them, a
    centre a booked teacher's documents inside the visibility window, and the
    attachments of its own support tickets."""
    if stored.owner_user_id == principal.user.id or principal.user.kind == AccountKind.staff:
        return True
    if principal.user.kind != AccountKind.centre:
        return False
    from relief.documents import service as documents
    from relief.settings import service as run_time

    centre = auth_repository.centre_of(db, principal.user.id)
    if centre is not None:
        from relief.support import service as support

        if support.centre_may_read_file(db, centre.id, stored.id):
            return True
    teacher_id = db.scalar(select(Teacher.id).where(Teacher.user_id == stored.owner_user_id))
    if centre is None or teacher_id is None:
        return False
    hours = int(run_time.get(db, "teacher_file_visibility_hours"))
    return documents.centre_may_see(db, centre.id, teacher_id, at, hours)


@dataclass(frozen=True)
class Link:
    url: str
    expires_at: datetime


def link(db: Session, settings: Settings, principal: Principal, file_id: int, at: datetime) -> Link:
    stored = db.get(StoredFile, file_id)
    if stored is None or not may_read(db, principal, stored, at):
        raise NotFound("The file does not exist.")
    expires_at = at + timedelta(minutes=settings.signed_link_minutes)
    token = rules.sign(stored.id, expires_at, settings.secret_key)
    return Link(url=f"/api/file/private/{token}", expires_at=expires_at)


def open_link(
    db: Session, settings: Settings, token: str, at: datetime
) -> tuple[StoredFile, bytes]:
    file_id = rules.verify(token, at, settings.secret_key)
    stored = db.get(StoredFile, file_id) if file_id is not None else None
    if stored is None:
        raise NotFound("This link has expired or is not valid.")
    return stored, storage(settings).get(stored.key)
