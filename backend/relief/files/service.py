"""Keeping private files, and handing out short-lived signed links to them."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import PurePosixPath

from sqlalchemy import event
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.files import images, repository, rules
from relief.files.errors import (
    FileContentMismatch,
    FileEmpty,
    FileMissing,
    FileTooLarge,
    FileTypeRefused,
    ImageTooLarge,
    ImageUnreadable,
    LinkExpiredNotValid,
)
from relief.files.storage import LocalStorage, Storage
from relief.kit import file_links
from relief.kit.downloads import clean_file_name
from relief.models import AccountKind, StoredFile, User

log = logging.getLogger("relief.files")

EXTENSIONS = {".pdf": rules.PDF, ".jpg": rules.JPEG, ".jpeg": rules.JPEG, ".png": rules.PNG}
TYPE_NAMES = {rules.PDF: "PDF", rules.JPEG: "JPG", rules.PNG: "PNG"}


def storage(settings: Settings) -> Storage:
    return LocalStorage(settings.files_dir)


def check(
    file_name: str, data: bytes, allowed: frozenset[str], max_bytes: int, max_pixels: int
) -> str:
    """The content type of an upload, or a ParameterError saying what is wrong.

    The content decides, not the name; a name that claims another type than the
    content is refused too. An image must decode whole, with at most
    `max_pixels` pixels."""
    if not data:
        raise FileEmpty()
    if len(data) > max_bytes:
        raise FileTooLarge(megabytes=max_bytes // 1048576)
    kinds = " or ".join(sorted(TYPE_NAMES[t] for t in allowed))
    content_type = rules.sniff(data)
    if content_type not in allowed:
        raise FileTypeRefused(kinds=kinds)
    claimed = EXTENSIONS.get(PurePosixPath(file_name.lower()).suffix)
    if claimed is not None and claimed != content_type:
        raise FileContentMismatch()
    if content_type in rules.IMAGES:
        problem = images.problem(data, content_type, max_pixels)
        if problem is images.ImageProblem.too_many_pixels:
            raise ImageTooLarge(megapixels=f"{max_pixels / 1000000:g}")
        if problem is images.ImageProblem.unreadable:
            raise ImageUnreadable()
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
        file_name=clean_file_name(file_name),
        content_type=content_type,
        size=len(data),
    )
    db.add(stored)
    db.flush()
    return stored


def find(db: Session, file_id: int) -> StoredFile | None:
    """A stored file by its id, whoever owns it (callers check who may read it)."""
    return repository.find(db, file_id)


# Who besides its owner and staff may read a file, and which files stay when
# their owner lets go of them: the features that attach files (documents,
# support) register their rules here when they are imported, so files knows
# no feature.
ReadRule = Callable[[Session, User, StoredFile, datetime], bool]
KeepRule = Callable[[Session, StoredFile], bool]
_READ_RULES: list[ReadRule] = []
_KEEP_RULES: list[KeepRule] = []


def allow_reading(rule: ReadRule) -> ReadRule:
    """Register a rule that lets a user read a file they do not own."""
    _READ_RULES.append(rule)
    return rule


def keep_while(rule: KeepRule) -> KeepRule:
    """Register a rule that keeps a file its owner let go of (still used elsewhere)."""
    _KEEP_RULES.append(rule)
    return rule


def may_read(db: Session, user: User, stored: StoredFile, at: datetime) -> bool:
    """Files are private: their owner and platform staff may read them, and
    whoever a registered rule lets read them."""
    if stored.owner_user_id == user.id or user.kind == AccountKind.staff:
        return True
    return any(rule(db, user, stored, at) for rule in _READ_RULES)


def avatar_file(db: Session, user: User) -> StoredFile | None:
    """The stored file that is the user's avatar, if any."""
    if not user.avatar or not user.avatar.startswith("file:") or not user.avatar[5:].isdecimal():
        return None
    return repository.owned(db, user.id, int(user.avatar[5:]))


# `Session.info` key: the stored files to remove once the transaction commits.
DISCARDED = "relief.files.discarded"


def discard(db: Session, settings: Settings, stored: StoredFile) -> None:
    """Forget a file its owner no longer uses (a replaced or deleted document,
    a replaced avatar): its row goes now, so every link to it dies with the
    transaction's commit; its bytes go after the commit, so a transaction
    that rolls back loses nothing. A file a registered rule keeps (an
    attachment of a support ticket, part of that ticket's thread) stays."""
    if any(rule(db, stored) for rule in _KEEP_RULES):
        return
    key = stored.key
    # A concurrent request that discarded it first leaves nothing to do.
    if repository.remove(db, stored.id):
        db.info.setdefault(DISCARDED, []).append((storage(settings), key))


@event.listens_for(Session, "after_commit")
def _remove_discarded_bytes(session: Session) -> None:
    for store, key in session.info.pop(DISCARDED, ()):
        try:
            store.delete(key)
        except OSError:
            # The change is committed; bytes left behind are unreachable.
            log.exception("could not remove the discarded file %s", key)


@event.listens_for(Session, "after_rollback")
def _keep_discarded_bytes(session: Session) -> None:
    session.info.pop(DISCARDED, None)


@dataclass(frozen=True)
class Link:
    url: str
    expires_at: datetime


def link(db: Session, settings: Settings, user: User, file_id: int, at: datetime) -> Link:
    stored = repository.find(db, file_id)
    if stored is None or not may_read(db, user, stored, at):
        raise FileMissing()
    expires_at = at + timedelta(minutes=settings.signed_link_minutes)
    token = file_links.sign(stored.id, stored.key, expires_at, settings.secret_key)
    return Link(url=f"/api/file/private/{token}", expires_at=expires_at)


def _still_linked(db: Session, target: file_links.LinkTarget, stored: StoredFile) -> bool:
    """The file is still what the link was made for: the same stored file
    (not another that took its id), or still the user's avatar."""
    if target.avatar_of is not None:
        return repository.is_avatar(db, target.avatar_of, stored.id)
    return target.fingerprint == file_links.fingerprint(stored.key)


def open_link(
    db: Session, settings: Settings, token: str, at: datetime
) -> tuple[StoredFile, bytes]:
    """The file behind a live link, checked again at every download: its row
    and bytes still exist and it is still what the link was made for."""
    target = file_links.verify(token, at, settings.secret_key)
    stored = repository.find(db, target.file_id) if target is not None else None
    if target is None or stored is None or not _still_linked(db, target, stored):
        raise LinkExpiredNotValid()
    try:
        data = storage(settings).get(stored.key)
    except FileNotFoundError:
        raise LinkExpiredNotValid() from None
    return stored, data
