"""Live events: what the signed-in apps are told has changed, as it changes."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class LiveEvent(Base):
    """One change an app shows, for one audience: a user (their bell), a
    centre (its bookings and time sheets) or a teacher (their invites, jobs
    and time sheets); exactly one of the three is set. Its id is the event's
    id on the stream, so a client resumes after the last one it saw."""

    __tablename__ = "live_events"
    __table_args__ = (
        Index("ix_live_events_user_id_id", "user_id", "id"),
        Index("ix_live_events_centre_id_id", "centre_id", "id"),
        Index("ix_live_events_teacher_id_id", "teacher_id", "id"),
        # Ids never come back once pruned, so a client's last id stays behind
        # every new one.
        {"sqlite_autoincrement": True},
    )

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    centre_id: Mapped[int | None] = mapped_column(ForeignKey("centres.id", ondelete="CASCADE"))
    teacher_id: Mapped[int | None] = mapped_column(ForeignKey("teachers.id", ondelete="CASCADE"))
    # `live.rules.Kind`: notice, booking, invite, job, timesheet.
    kind: Mapped[str] = mapped_column(String(16))
    subject_id: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now, index=True)
