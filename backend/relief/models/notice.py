"""In-app notices (the portal's "Updates")."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class Notice(Base):
    __tablename__ = "notices"
    __table_args__ = (Index("ix_notices_user_read", "user_id", "read_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(64))
    # JSON object of the kind's typed facts (`notices/kinds.py`): the notice
    # is worded from them in its reader's language.
    data: Mapped[str] = mapped_column(Text, default="{}")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now, index=True)
    read_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
