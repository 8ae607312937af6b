"""A centre's review of a teacher after a finished job."""

from __future__ import annotations

from datetime import datetime
from enum import IntEnum

from sqlalchemy import Boolean, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class ReviewStatus(IntEnum):
    under_approval = 0
    approved = 1
    disapproved = 2


class ReviewQuestion(Base):
    """A question every review answers with 1 to 5 stars (staff-managed)."""

    __tablename__ = "review_questions"

    id: Mapped[int] = mapped_column(primary_key=True)
    text: Mapped[str] = mapped_column(String(255))
    text_zh: Mapped[str] = mapped_column(String(255))
    sort: Mapped[int] = mapped_column(Integer, default=0)
    active: Mapped[bool] = mapped_column(Boolean, default=True)


class Review(Base):
    __tablename__ = "reviews"

    id: Mapped[int] = mapped_column(primary_key=True)
    job_record_id: Mapped[int] = mapped_column(ForeignKey("job_records.id"), unique=True)
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"), index=True)
    teacher_id: Mapped[int] = mapped_column(ForeignKey("teachers.id"), index=True)
    comment: Mapped[str | None] = mapped_column(Text)
    status: Mapped[int] = mapped_column(Integer, default=ReviewStatus.under_approval)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # Why staff disapproved it (required then; None otherwise).
    decision_reason: Mapped[str | None] = mapped_column(String(500))


class ReviewAnswer(Base):
    __tablename__ = "review_answers"
    __table_args__ = (UniqueConstraint("review_id", "question_id", name="uq_review_answers_q"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    review_id: Mapped[int] = mapped_column(ForeignKey("reviews.id", ondelete="CASCADE"))
    question_id: Mapped[int] = mapped_column(ForeignKey("review_questions.id"))
    score: Mapped[int] = mapped_column(Integer)
