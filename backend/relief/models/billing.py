"""Time sheets, invoices and their lines."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from enum import IntEnum

from sqlalchemy import Date, ForeignKey, Index, Integer, Numeric, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.types import Money, UTCDateTime
from relief.models.base import Base, Timestamped


class TimeSheetStatus(IntEnum):
    to_confirm = 1
    confirmed = 2


class TimeSheetConfirmation(IntEnum):
    """How a time sheet came to be confirmed."""

    as_is = 1
    adjusted = 2
    by_default = 3


class TimeSheet(Timestamped, Base):
    """The hours a finished job record is paid for."""

    __tablename__ = "time_sheets"
    __table_args__ = (Index("ix_time_sheets_centre_status", "centre_id", "status", "work_date"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    job_record_id: Mapped[int] = mapped_column(ForeignKey("job_records.id"), unique=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id"), index=True)
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"))
    teacher_id: Mapped[int] = mapped_column(ForeignKey("teachers.id"), index=True)
    # The job's date in the centre's time zone.
    work_date: Mapped[date] = mapped_column(Date)
    status: Mapped[int] = mapped_column(Integer, default=TimeSheetStatus.to_confirm)
    hourly_rate: Mapped[Decimal] = mapped_column(Money)
    booked_starts_at: Mapped[datetime] = mapped_column(UTCDateTime)
    booked_ends_at: Mapped[datetime] = mapped_column(UTCDateTime)
    booked_break_minutes: Mapped[int] = mapped_column(Integer)
    # What the teacher reported, if anything.
    reported_starts_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    reported_ends_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    reported_break_minutes: Mapped[int | None] = mapped_column(Integer)
    reported_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # What was confirmed and is paid.
    starts_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    ends_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    break_minutes: Mapped[int | None] = mapped_column(Integer)
    paid_minutes: Mapped[int | None] = mapped_column(Integer)
    amount: Mapped[Decimal | None] = mapped_column(Money)
    confirmation: Mapped[int | None] = mapped_column(Integer)
    adjust_reason: Mapped[str | None] = mapped_column(String(32))
    adjust_note: Mapped[str | None] = mapped_column(String(500))
    confirmed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # When the time sheet confirms itself with the booked hours (18:00 local).
    default_at: Mapped[datetime] = mapped_column(UTCDateTime)
    invoice_id: Mapped[int | None] = mapped_column(ForeignKey("invoices.id"), index=True)


class InvoiceStatus(IntEnum):
    draft = 0
    unpaid = 1
    paid = 2
    overdue = 3


class InvoiceKind(IntEnum):
    booking = 1
    placement = 2


class Invoice(Timestamped, Base):
    """One booking's week of confirmed time sheets and fees, or a placement fee."""

    __tablename__ = "invoices"
    __table_args__ = (
        UniqueConstraint("booking_id", "week_start", name="uq_invoices_booking_week"),
        Index("ix_invoices_centre_status", "centre_id", "status"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str | None] = mapped_column(String(32), unique=True)
    kind: Mapped[int] = mapped_column(Integer, default=InvoiceKind.booking)
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"))
    booking_id: Mapped[int | None] = mapped_column(ForeignKey("bookings.id"))
    # Monday of the invoiced week (centre's time zone); None for a placement fee.
    week_start: Mapped[date | None] = mapped_column(Date)
    status: Mapped[int] = mapped_column(Integer, default=InvoiceStatus.draft)
    voucher_id: Mapped[int | None] = mapped_column(ForeignKey("vouchers.id"), index=True)
    subtotal: Mapped[Decimal] = mapped_column(Money, default=Decimal("0.00"))
    discount: Mapped[Decimal] = mapped_column(Money, default=Decimal("0.00"))
    tax_rate: Mapped[Decimal] = mapped_column(Numeric(5, 2), default=Decimal("0"))
    tax: Mapped[Decimal] = mapped_column(Money, default=Decimal("0.00"))
    total: Mapped[Decimal] = mapped_column(Money, default=Decimal("0.00"))
    issued_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    due_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    paid_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class InvoiceLineKind(IntEnum):
    time_sheet = 1
    cancellation_fee = 2
    placement_fee = 3


class InvoiceLine(Base):
    __tablename__ = "invoice_lines"

    id: Mapped[int] = mapped_column(primary_key=True)
    invoice_id: Mapped[int] = mapped_column(ForeignKey("invoices.id"), index=True)
    kind: Mapped[int] = mapped_column(Integer)
    description: Mapped[str] = mapped_column(String(255))
    # Hours as a decimal with 2 places (e.g. 7.50), or None for a fee.
    hours: Mapped[Decimal | None] = mapped_column(Numeric(8, 2))
    unit_price: Mapped[Decimal | None] = mapped_column(Money)
    amount: Mapped[Decimal] = mapped_column(Money)
    # What the line bills: a time sheet, a cancelled job record, a hire.
    time_sheet_id: Mapped[int | None] = mapped_column(ForeignKey("time_sheets.id"), unique=True)
    job_record_id: Mapped[int | None] = mapped_column(ForeignKey("job_records.id"))
    job_application_id: Mapped[int | None] = mapped_column(
        ForeignKey("job_applications.id"), unique=True
    )
    # 1 qualified, 2 unqualified: which vouchers may discount the line (None: any).
    qualification: Mapped[int | None] = mapped_column(Integer)
