"""All SQL of stored files. A file read for its owner starts from
`owned_by(user_id)` (that user's files only)."""

from __future__ import annotations

from sqlalchemy import Select, delete, select
from sqlalchemy.orm import Session

from relief.models import StoredFile, User


def owned_by(user_id: int) -> Select[StoredFile]:
    return select(StoredFile).where(StoredFile.owner_user_id == user_id)


def find(db: Session, file_id: int) -> StoredFile | None:
    return db.get(StoredFile, file_id)


def owned(db: Session, user_id: int, file_id: int) -> StoredFile | None:
    return db.scalar(owned_by(user_id).where(StoredFile.id == file_id))


def is_avatar(db: Session, user_id: int, file_id: int) -> bool:
    """Whether the file is the user's own and still their avatar."""
    return (
        db.scalar(
            select(User.id)
            .join(StoredFile, StoredFile.owner_user_id == User.id)
            .where(User.id == user_id, StoredFile.id == file_id, User.avatar == f"file:{file_id}")
        )
        is not None
    )


def remove(db: Session, file_id: int) -> bool:
    """Delete the file's row; False when it was gone already."""
    removed = db.execute(delete(StoredFile).where(StoredFile.id == file_id))
    return getattr(removed, "rowcount", 0) == 1
