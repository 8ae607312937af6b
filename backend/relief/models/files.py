"""Private files and the documents teachers keep with the platform."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import Date, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class StoredFile(Base):
    """A file kept privately by the storage; reached only through signed links."""

    __tablename__ = "stored_files"

    id: Mapped[int] = mapped_column(primary_key=True)
    owner_user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    key: Mapped[str] = mapped_column(String(128), unique=True)
    file_name: Mapped[str] = mapped_column(String(255))
    content_type: Mapped[str] = mapped_column(String(64))
    size: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)


class TeacherDocument(Base):
    """One of a teacher's documents (CV, first aid certificate, police vetting...)."""

    __tablename__ = "teacher_documents"
    __table_args__ = (UniqueConstraint("teacher_id", "kind", name="uq_teacher_documents_kind"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    teacher_id: Mapped[int] = mapped_column(ForeignKey("teachers.id"), index=True)
    kind: Mapped[str] = mapped_column(String(32))
    file_id: Mapped[int] = mapped_column(ForeignKey("stored_files.id"))
    issued_on: Mapped[date | None] = mapped_column(Date)
    expires_on: Mapped[date | None] = mapped_column(Date)
    uploaded_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)


class DocumentRequest(Base):
    """Staff asking a teacher for a document. It stays open until the teacher
    uploads a document of that kind after it was asked for."""

    __tablename__ = "document_requests"
    __table_args__ = (Index("ix_document_requests_teacher", "teacher_id", "kind"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    teacher_id: Mapped[int] = mapped_column(ForeignKey("teachers.id"))
    kind: Mapped[str] = mapped_column(String(32))
    note: Mapped[str | None] = mapped_column(Text)
    requested_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    requested_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
