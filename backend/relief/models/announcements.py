"""Platform messages: what staff tell every centre, every teacher, everyone
or chosen accounts, as an in-app notice and, when chosen, an e-mail."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import Boolean, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.types import UTCDateTime
from relief.models.base import Base, Timestamped


class Audience(StrEnum):
    everyone = "everyone"
    centres = "centres"
    teachers = "teachers"
    accounts = "accounts"


class AnnouncementStatus(StrEnum):
    draft = "draft"
    published = "published"


class Announcement(Timestamped, Base):
    __tablename__ = "announcements"

    id: Mapped[int] = mapped_column(primary_key=True)
    subject: Mapped[str] = mapped_column(String(100))
    description: Mapped[str] = mapped_column(Text)
    audience: Mapped[str] = mapped_column(String(16))
    # The chosen accounts' ids as JSON, for the `accounts` audience.
    account_ids: Mapped[str] = mapped_column(Text, default="[]")
    send_email: Mapped[bool] = mapped_column(Boolean, default=False)
    status: Mapped[str] = mapped_column(String(16), default=AnnouncementStatus.draft)
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    published_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # Delivery runs in batches by account id: the last account told, and how many.
    delivered_up_to: Mapped[int] = mapped_column(Integer, default=0)
    delivered: Mapped[int] = mapped_column(Integer, default=0)
    delivered_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
