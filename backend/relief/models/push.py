"""Web Push subscriptions: a browser that agreed to show a teacher's notices."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class PushSubscription(Base):
    """One browser's push subscription for one account (the teacher signed in
    when it subscribed). The push service's endpoint is unique: a browser that
    subscribes again for another account moves to that account. A push service
    that answers 404 or 410 has forgotten it, and the row is removed."""

    __tablename__ = "push_subscriptions"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    endpoint: Mapped[str] = mapped_column(String(1000), unique=True)
    # The browser's public key (P-256, base64url) and its authentication secret.
    p256dh: Mapped[str] = mapped_column(String(200))
    auth: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
