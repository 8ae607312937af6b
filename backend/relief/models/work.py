"""Background work kept in the database: tasks, the notice outbox, the
workers' heartbeats, the clock."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class Task(Base):
    """A deadline: run `kind` for `ref_id` at `due_at` (at least once).

    A task that kept failing is parked (`failed_at`): never claimed again
    until staff retry it.
    """

    __tablename__ = "tasks"
    __table_args__ = (
        Index("ix_tasks_due", "done_at", "failed_at", "due_at"),
        Index("ix_tasks_failed", "failed_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(48))
    ref_id: Mapped[int] = mapped_column(Integer)
    # The version of the record the task was set for; handlers ignore stale ones.
    ref_version: Mapped[int] = mapped_column(Integer, default=0)
    due_at: Mapped[datetime] = mapped_column(UTCDateTime)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    last_error: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    done_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    failed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class OutboxMessage(Base):
    """An e-mail (or push) to send for a notice, sent at least once.

    A message the mail server kept refusing is parked (`failed_at`): never
    sent again until staff retry it.
    """

    __tablename__ = "outbox"
    __table_args__ = (
        Index("ix_outbox_due", "sent_at", "failed_at", "next_attempt_at"),
        Index("ix_outbox_failed", "failed_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    # None for a message that is no notice (a one-time code).
    notice_id: Mapped[int | None] = mapped_column(ForeignKey("notices.id", ondelete="CASCADE"))
    # The browser a push (channel "push") goes to; removed with it.
    subscription_id: Mapped[int | None] = mapped_column(
        ForeignKey("push_subscriptions.id", ondelete="CASCADE")
    )
    channel: Mapped[str] = mapped_column(String(16))
    recipient: Mapped[str] = mapped_column(String(254))
    subject: Mapped[str] = mapped_column(String(255))
    body: Mapped[str] = mapped_column(Text)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    last_error: Mapped[str | None] = mapped_column(Text)
    sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    failed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)


class WorkerHeartbeat(Base):
    """A running worker process, beating while it loops (real time, not the
    demo clock); rows of workers long gone are pruned."""

    __tablename__ = "worker_heartbeats"

    id: Mapped[int] = mapped_column(primary_key=True)
    host: Mapped[str] = mapped_column(String(255))
    pid: Mapped[int] = mapped_column(Integer)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    beat_at: Mapped[datetime] = mapped_column(UTCDateTime, index=True)


class ClockOffset(Base):
    """Outside production, how far the platform's clock runs ahead of real time."""

    __tablename__ = "clock_offset"

    id: Mapped[int] = mapped_column(primary_key=True)
    seconds: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
