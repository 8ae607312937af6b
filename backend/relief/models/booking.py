"""Bookings, their days, invites, job records and the matching timeline."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from enum import IntEnum

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Date,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.dialects.postgresql import ExcludeConstraint
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import Money, UTCDateTime
from relief.models.base import Base, Timestamped


class BookingStatus(IntEnum):
    canceled = 0
    confirmed = 1
    processing = 2
    failed = 3
    split = 4


class BookingType(IntEnum):
    standard = 1
    advance = 2
    multiple = 3


class InviteType(IntEnum):
    public = 1
    favourite = 2


class Stage(IntEnum):
    """Where matching stands. `ended` means no stage is running."""

    ended = 0
    stage1 = 1
    stage2 = 2
    stage3 = 3
    boost = 4
    favourite = 5


class InviteStatus(IntEnum):
    withdrawn = 0
    interested = 1
    connecting = 2
    expired = 3
    declined = 4


class JobRecordStatus(IntEnum):
    processing = 2
    finished = 3
    leave = 4
    canceled = 5
    extend = 6


ACTIVE_JOB_STATUSES = (JobRecordStatus.processing, JobRecordStatus.extend)


class Booking(Timestamped, Base):
    __tablename__ = "bookings"
    __table_args__ = (
        Index("ix_bookings_centre_status", "centre_id", "status", "starts_at"),
        CheckConstraint("number_of_teachers BETWEEN 1 AND 20", name="teachers_range"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"), index=True)
    parent_id: Mapped[int | None] = mapped_column(ForeignKey("bookings.id"))
    booking_type: Mapped[int] = mapped_column(Integer)
    status: Mapped[int] = mapped_column(Integer, default=BookingStatus.processing)
    invite_type: Mapped[int] = mapped_column(Integer)
    qualification: Mapped[int] = mapped_column(Integer)
    gender: Mapped[int] = mapped_column(Integer, default=0)
    gender_justification: Mapped[str | None] = mapped_column(String(500))
    age_group: Mapped[int] = mapped_column(Integer)
    talent_pool: Mapped[int] = mapped_column(Integer)
    invite_range_km: Mapped[int] = mapped_column(Integer)
    number_of_teachers: Mapped[int] = mapped_column(Integer)
    notes: Mapped[str | None] = mapped_column(Text)
    auto_confirm: Mapped[bool] = mapped_column(Boolean, default=False)
    multi_day: Mapped[bool] = mapped_column(Boolean, default=False)
    include_weekends: Mapped[bool] = mapped_column(Boolean, default=False)
    include_holidays: Mapped[bool] = mapped_column(Boolean, default=False)
    # Weekdays (1 Monday .. 7 Sunday) of a weekly repeat, as "1,3,5"; empty when none.
    repeat_weekdays: Mapped[str] = mapped_column(String(16), default="")
    starts_at: Mapped[datetime] = mapped_column(UTCDateTime)
    ends_at: Mapped[datetime] = mapped_column(UTCDateTime)
    hourly_rate: Mapped[Decimal] = mapped_column(Money)
    boost_incentive: Mapped[Decimal | None] = mapped_column(Money)
    boosted_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    stage: Mapped[int] = mapped_column(Integer, default=Stage.ended)
    stage_started_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    stage_ends_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    cancel_reason: Mapped[str | None] = mapped_column(String(255))
    canceled_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    confirmed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    failed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # Bumped on every change; a task that finds another version knows it is stale.
    version: Mapped[int] = mapped_column(Integer, default=1)
    # Removed by staff (soft: the row, its timeline and its audit trail stay).
    deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    deleted_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"))


class BookingDay(Base):
    __tablename__ = "booking_days"
    __table_args__ = (UniqueConstraint("booking_id", "day", name="uq_booking_days_day"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id"), index=True)
    day: Mapped[date] = mapped_column(Date)
    starts_at: Mapped[datetime] = mapped_column(UTCDateTime)
    ends_at: Mapped[datetime] = mapped_column(UTCDateTime)
    break_minutes: Mapped[int] = mapped_column(Integer)
    hourly_rate: Mapped[Decimal] = mapped_column(Money)
    weekend: Mapped[bool] = mapped_column(Boolean, default=False)
    holiday: Mapped[bool] = mapped_column(Boolean, default=False)
    canceled_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class Invite(Base):
    __tablename__ = "invites"
    __table_args__ = (
        UniqueConstraint("booking_id", "teacher_id", name="uq_invites_booking_teacher"),
        Index("ix_invites_teacher_status", "teacher_id", "status"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id"), index=True)
    teacher_id: Mapped[int] = mapped_column(ForeignKey("teachers.id"))
    status: Mapped[int] = mapped_column(Integer, default=InviteStatus.connecting)
    stage: Mapped[int] = mapped_column(Integer)
    distance_km: Mapped[float] = mapped_column(Float)
    hourly_rate: Mapped[Decimal] = mapped_column(Money)
    invited_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    answered_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    confirmed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    closed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # Removed by staff (soft: the row, its timeline and its audit trail stay).
    deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    deleted_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"))


class JobRecord(Timestamped, Base):
    """One teacher's work on one booking day."""

    __tablename__ = "job_records"
    __table_args__ = (
        CheckConstraint("seat_no BETWEEN 1 AND seats", name="seat_in_range"),
        CheckConstraint("ends_at > starts_at", name="ends_after_start"),
        # A seat of a day is held by one active job record at most: together
        # with the range check, no day gets more teachers than it asked for.
        Index(
            "uq_job_records_active_seat",
            "booking_day_id",
            "seat_no",
            unique=True,
            postgresql_where=text("status IN (2, 6)"),
            sqlite_where=text("status IN (2, 6)"),
        ),
        Index(
            "uq_job_records_active_teacher_day",
            "booking_day_id",
            "teacher_id",
            unique=True,
            postgresql_where=text("status IN (2, 6)"),
            sqlite_where=text("status IN (2, 6)"),
        ),
        Index("ix_job_records_teacher_time", "teacher_id", "starts_at"),
        # No teacher is in two places at once (PostgreSQL; SQLite has one writer
        # and the service checks under it).
        ExcludeConstraint(
            ("teacher_id", "="),
            (text("tstzrange(starts_at, ends_at)"), "&&"),
            name="ex_job_records_teacher_overlap",
            using="gist",
            where=text("status IN (2, 6)"),
        ).ddl_if(dialect="postgresql"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id"), index=True)
    booking_day_id: Mapped[int] = mapped_column(ForeignKey("booking_days.id"))
    teacher_id: Mapped[int] = mapped_column(ForeignKey("teachers.id"))
    invite_id: Mapped[int | None] = mapped_column(ForeignKey("invites.id"))
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"), index=True)
    status: Mapped[int] = mapped_column(Integer, default=JobRecordStatus.processing)
    seat_no: Mapped[int] = mapped_column(Integer)
    seats: Mapped[int] = mapped_column(Integer)
    starts_at: Mapped[datetime] = mapped_column(UTCDateTime)
    ends_at: Mapped[datetime] = mapped_column(UTCDateTime)
    break_minutes: Mapped[int] = mapped_column(Integer)
    hourly_rate: Mapped[Decimal] = mapped_column(Money)
    leave_reason: Mapped[str | None] = mapped_column(String(500))
    leave_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    cancel_reason: Mapped[str | None] = mapped_column(String(255))
    canceled_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    cancel_fee: Mapped[Decimal | None] = mapped_column(Money)
    extension_ends_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    extension_asked_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    extension_answer: Mapped[int | None] = mapped_column(Integer)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # Raised on every change a calendar shows (status, times, teacher,
    # booking), by `bookings.status`: the SEQUENCE of the job's event in the
    # calendar feeds.
    sequence: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    # Removed by staff (soft: the row, its timeline and its audit trail stay).
    deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    deleted_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"))


class BookingEvent(Base):
    """The matching timeline a centre reads: what happened to its booking, when."""

    __tablename__ = "booking_events"

    id: Mapped[int] = mapped_column(primary_key=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id"), index=True)
    at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    kind: Mapped[str] = mapped_column(String(48))
    # JSON object of the facts of the event (stage, radius, invited count, teacher...).
    data: Mapped[str] = mapped_column(Text, default="{}")


class LiveQuote(Base):
    """A rate quoted while a centre creates a booking, held for 5 minutes."""

    __tablename__ = "live_quotes"

    process_id: Mapped[str] = mapped_column(String(16), primary_key=True)
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"), index=True)
    # SHA-256 of the booking draft the quote was made for.
    draft_digest: Mapped[str] = mapped_column(String(64))
    hourly_rate: Mapped[Decimal] = mapped_column(Money)
    total: Mapped[Decimal] = mapped_column(Money)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # The centre's own rates and discounts the quote was given at (None: the
    # platform's rate, no discount): creating with a live quote prices the
    # booking at them, whatever staff changed since.
    qualified_rate: Mapped[Decimal | None] = mapped_column(Money)
    unqualified_rate: Mapped[Decimal | None] = mapped_column(Money)
    qualified_discount: Mapped[Decimal | None] = mapped_column(Money)
    unqualified_discount: Mapped[Decimal | None] = mapped_column(Money)
    # The platform's rates the quote was given at: the entry rank's qualified
    # and unqualified rates (None: a quote from before they were held) and the
    # pay parity minimum in force on its first day (None: no step).
    platform_qualified_rate: Mapped[Decimal | None] = mapped_column(Money)
    platform_unqualified_rate: Mapped[Decimal | None] = mapped_column(Money)
    parity_floor: Mapped[Decimal | None] = mapped_column(Money)


class CreationReport(Base):
    """A booking draft that was abandoned on the creation page (spec section 4)."""

    __tablename__ = "creation_reports"

    id: Mapped[int] = mapped_column(primary_key=True)
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"), index=True)
    process_id: Mapped[str] = mapped_column(String(16))
    process_type: Mapped[int] = mapped_column(Integer)
    talent_pool: Mapped[int | None] = mapped_column(Integer)
    starts_at: Mapped[datetime] = mapped_column(UTCDateTime)
    ends_at: Mapped[datetime] = mapped_column(UTCDateTime)
    gender: Mapped[int] = mapped_column(Integer)
    utilization: Mapped[int | None] = mapped_column(Integer)
    live_rate: Mapped[Decimal | None] = mapped_column(Money)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
