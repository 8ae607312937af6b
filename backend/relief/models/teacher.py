"""Teachers (relievers, job seekers) and their ranks."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from enum import IntEnum

from sqlalchemy import Boolean, Date, Float, ForeignKey, Index, Integer, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import Money, UTCDateTime
from relief.models.base import Base, Timestamped
from relief.models.place import keeps_region


class Qualification(IntEnum):
    qualified = 1
    unqualified = 2
    newly_qualified = 3


class Gender(IntEnum):
    none = 0
    female = 1
    male = 2


class Approval(IntEnum):
    pending = 0
    approved = 1
    rejected = 2


class TeacherRank(Base):
    """Bronze, silver, black: points needed and the hourly rates of each rank."""

    __tablename__ = "teacher_ranks"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(32), unique=True)
    points_needed: Mapped[int] = mapped_column(Integer, unique=True)
    qualified_rate: Mapped[Decimal] = mapped_column(Money)
    unqualified_rate: Mapped[Decimal] = mapped_column(Money)


class Teacher(Timestamped, Base):
    __tablename__ = "teachers"
    __table_args__ = (
        # Matching's box search: equality columns first, then the box; on
        # PostgreSQL it covers every column the search reads (index-only scan).
        Index(
            "ix_teachers_matching",
            "approval",
            "qualification",
            "talent_pool",
            "latitude",
            "longitude",
            postgresql_include=[
                "id",
                "user_id",
                "travel_radius_km",
                "gender",
                "registration_expiry",
                "first_aid_expiry",
                "police_vetting_expiry",
            ],
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), unique=True)
    first_name: Mapped[str] = mapped_column(String(64))
    last_name: Mapped[str] = mapped_column(String(64))
    birthday: Mapped[date | None] = mapped_column(Date)
    gender: Mapped[int] = mapped_column(Integer, default=Gender.none)
    mobile: Mapped[str | None] = mapped_column(String(32))
    email: Mapped[str] = mapped_column(String(254))
    registration_number: Mapped[str | None] = mapped_column(String(32), index=True)
    qualification: Mapped[int] = mapped_column(Integer)
    talent_pool: Mapped[int | None] = mapped_column(Integer)
    # The `age_group` dictionary values the teacher works with, comma-separated ("1,3").
    age_groups: Mapped[str | None] = mapped_column(String(64))
    approval: Mapped[int] = mapped_column(Integer, default=Approval.pending)
    # Why staff did not approve the profile (kept while the teacher is rejected).
    rejection_reason: Mapped[str | None] = mapped_column(Text)
    free_job_seeker: Mapped[bool] = mapped_column(Boolean, default=False)
    address: Mapped[str | None] = mapped_column(String(255))
    city: Mapped[str | None] = mapped_column(String(64))
    suburb: Mapped[str | None] = mapped_column(String(64))
    postal_code: Mapped[str | None] = mapped_column(String(16))
    latitude: Mapped[float] = mapped_column(Float)
    longitude: Mapped[float] = mapped_column(Float)
    # Read from the map point whenever it is written (`kit.regions`): what a
    # staff role's data scope selects by.
    region: Mapped[str | None] = mapped_column(String(32), index=True)
    travel_radius_km: Mapped[int] = mapped_column(Integer, default=20)
    rank_id: Mapped[int] = mapped_column(ForeignKey("teacher_ranks.id"))
    points: Mapped[int] = mapped_column(Integer, default=0)
    rating: Mapped[Decimal | None] = mapped_column(Numeric(3, 2))
    completed_minutes: Mapped[int] = mapped_column(Integer, default=0)
    last_job_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    philosophy: Mapped[str | None] = mapped_column(Text)
    tax_number: Mapped[str | None] = mapped_column(String(32))
    tax_code: Mapped[str | None] = mapped_column(String(16))
    bank_account_name: Mapped[str | None] = mapped_column(String(128))
    bank_account_number: Mapped[str | None] = mapped_column(String(32))
    registration_expiry: Mapped[date | None] = mapped_column(Date)
    first_aid_date: Mapped[date | None] = mapped_column(Date)
    first_aid_expiry: Mapped[date | None] = mapped_column(Date)
    police_vetting_expiry: Mapped[date | None] = mapped_column(Date)


keeps_region(Teacher)


class PointAdjustment(Base):
    """Staff changing a teacher's working points by hand, and why."""

    __tablename__ = "point_adjustments"

    id: Mapped[int] = mapped_column(primary_key=True)
    teacher_id: Mapped[int] = mapped_column(
        ForeignKey("teachers.id", ondelete="CASCADE"), index=True
    )
    staff_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    change: Mapped[int] = mapped_column(Integer)
    points_before: Mapped[int] = mapped_column(Integer)
    points_after: Mapped[int] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
