"""Private calendar feeds: an account's jobs as an iCalendar subscription."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class CalendarFeed(Base):
    """A centre's or a teacher's feed, while it is on (turning it off removes
    the row). The token in the feed's address is never stored: it is derived
    from `seed` with the platform's secret key, and the feed is found by the
    SHA-256 digest of the token a calendar asks with. A new seed (regenerating
    the address) kills the old token at once."""

    __tablename__ = "calendar_feeds"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), unique=True)
    # 32 random bytes, hex.
    seed: Mapped[str] = mapped_column(String(64))
    token_digest: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
