"""What a centre keeps about teachers: favourites and blocks; what a teacher
keeps about themselves: unavailable times."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import CheckConstraint, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class Favourite(Base):
    __tablename__ = "favourites"
    __table_args__ = (UniqueConstraint("centre_id", "teacher_id", name="uq_favourites_pair"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"), index=True)
    teacher_id: Mapped[int] = mapped_column(ForeignKey("teachers.id"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)


class BlockedTeacher(Base):
    __tablename__ = "blocked_teachers"
    __table_args__ = (UniqueConstraint("centre_id", "teacher_id", name="uq_blocked_teachers_pair"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"), index=True)
    teacher_id: Mapped[int] = mapped_column(ForeignKey("teachers.id"))
    reason: Mapped[str | None] = mapped_column(String(500))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)


class Unavailability(Base):
    """A time a teacher has marked as unavailable."""

    __tablename__ = "teacher_unavailability"
    __table_args__ = (
        Index("ix_teacher_unavailability_teacher_time", "teacher_id", "starts_at", "ends_at"),
        CheckConstraint("ends_at > starts_at", name="ends_after_start"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    teacher_id: Mapped[int] = mapped_column(ForeignKey("teachers.id"))
    starts_at: Mapped[datetime] = mapped_column(UTCDateTime)
    ends_at: Mapped[datetime] = mapped_column(UTCDateTime)
    note: Mapped[str | None] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
