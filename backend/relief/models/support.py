"""Support tickets and their message threads."""

from __future__ import annotations

from datetime import datetime
from enum import IntEnum

from sqlalchemy import ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base, Timestamped


class TicketStatus(IntEnum):
    new = 1
    processing = 2
    waiting = 3
    review = 4
    pending = 5
    resolved = 6
    closed = 7
    reopened = 8


class SupportTicket(Timestamped, Base):
    __tablename__ = "support_tickets"
    __table_args__ = (Index("ix_support_tickets_user", "user_id", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    # "T" + the local date + a sequence of the day, e.g. T20261122003.
    number: Mapped[str] = mapped_column(String(20), unique=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    centre_id: Mapped[int | None] = mapped_column(ForeignKey("centres.id"))
    category: Mapped[int] = mapped_column(Integer)
    subject: Mapped[str] = mapped_column(String(120))
    status: Mapped[int] = mapped_column(Integer, default=TicketStatus.new)
    closed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # The staff member handling the ticket (none until someone is assigned).
    assignee_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), index=True)


class TicketMessage(Base):
    """One message of a ticket's thread; the first is the description."""

    __tablename__ = "ticket_messages"

    id: Mapped[int] = mapped_column(primary_key=True)
    ticket_id: Mapped[int] = mapped_column(ForeignKey("support_tickets.id"), index=True)
    author_user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    from_staff: Mapped[bool] = mapped_column(default=False)
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)


class TicketAttachment(Base):
    __tablename__ = "ticket_attachments"

    id: Mapped[int] = mapped_column(primary_key=True)
    message_id: Mapped[int] = mapped_column(ForeignKey("ticket_messages.id"), index=True)
    file_id: Mapped[int] = mapped_column(ForeignKey("stored_files.id"))


class TicketNote(Base):
    """A staff-only note on a ticket: kept apart from the thread, so that no
    centre call can read it (docs/rules.md, "Support desk")."""

    __tablename__ = "ticket_notes"

    id: Mapped[int] = mapped_column(primary_key=True)
    ticket_id: Mapped[int] = mapped_column(ForeignKey("support_tickets.id"), index=True)
    author_user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
