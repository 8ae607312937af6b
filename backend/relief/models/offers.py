"""Permanent job offers (UR-Free) and the teachers who apply."""

from __future__ import annotations

from datetime import date, datetime
from enum import IntEnum

from sqlalchemy import Date, ForeignKey, Index, Integer, String, Text, UniqueConstraint, text
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base, Timestamped


class JobOfferStatus(IntEnum):
    open = 1
    closed = 2
    filled = 3
    expired = 4


class ApplicationStatus(IntEnum):
    applied = 1
    shortlisted = 2
    hired = 3
    declined = 4
    withdrawn = 5


class JobOffer(Timestamped, Base):
    __tablename__ = "job_offers"
    __table_args__ = (
        # One open offer per centre, enforced by the database.
        Index(
            "uq_job_offers_open",
            "centre_id",
            unique=True,
            postgresql_where=text("status = 1"),
            sqlite_where=text("status = 1"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"), index=True)
    title: Mapped[str] = mapped_column(String(100))
    description: Mapped[str] = mapped_column(Text)
    # Job type: 1 full-time, 2 part-time.
    work_type: Mapped[int] = mapped_column(Integer)
    # Rate range 1 to 4: $24-26, $27-29, $30-32, $33-36 an hour.
    rate_range: Mapped[int] = mapped_column(Integer)
    starts_on: Mapped[date] = mapped_column(Date)
    ends_on: Mapped[date | None] = mapped_column(Date)
    expires_on: Mapped[date] = mapped_column(Date)
    status: Mapped[int] = mapped_column(Integer, default=JobOfferStatus.open)
    closed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class JobApplication(Base):
    __tablename__ = "job_applications"
    __table_args__ = (UniqueConstraint("offer_id", "teacher_id", name="uq_job_applications_t"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    offer_id: Mapped[int] = mapped_column(ForeignKey("job_offers.id"), index=True)
    teacher_id: Mapped[int] = mapped_column(ForeignKey("teachers.id"), index=True)
    status: Mapped[int] = mapped_column(Integer, default=ApplicationStatus.applied)
    message: Mapped[str | None] = mapped_column(String(1000))
    applied_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
