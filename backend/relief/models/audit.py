"""The audit log: every staff write and every sign-in, kept append-only."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class AuditEntry(Base):
    """One recorded call. The database refuses to change or remove a row."""

    __tablename__ = "audit_log"
    __table_args__ = (
        Index("ix_audit_log_at", "at"),
        Index("ix_audit_log_actor", "actor_user_id", "at"),
        Index("ix_audit_log_target", "target_table", "target_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    actor_user_id: Mapped[int | None] = mapped_column(Integer)
    # The account a sign-in tried, as typed (the actor is known only when it exists).
    account: Mapped[str | None] = mapped_column(String(254))
    call: Mapped[str] = mapped_column(String(120))
    permission: Mapped[str | None] = mapped_column(String(60))
    # The first record the call changed, for looking a record's history up.
    target_table: Mapped[str | None] = mapped_column(String(60))
    target_id: Mapped[str | None] = mapped_column(String(60))
    # [{"table", "id", "action", "fields": {name: [before, after]}}], secrets masked.
    changes: Mapped[str] = mapped_column(Text, default="[]")
    address: Mapped[str] = mapped_column(String(64))
    user_agent: Mapped[str | None] = mapped_column(String(300))
    duration_ms: Mapped[int] = mapped_column(Integer)
    rtn_code: Mapped[int] = mapped_column(Integer)
    refusal_code: Mapped[int | None] = mapped_column(Integer)
    message: Mapped[str | None] = mapped_column(String(300))
