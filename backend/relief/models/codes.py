"""One-time codes sent by SMS or e-mail, and vouchers."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import Money, UTCDateTime
from relief.models.base import Base


class VerificationCode(Base):
    """A code sent to a phone or an e-mail address: short-lived, single use,
    and dead after too many wrong tries."""

    __tablename__ = "verification_codes"
    __table_args__ = (
        Index("ix_verification_codes_target", "channel", "target", "purpose", "created_at"),
        Index("ix_verification_codes_address", "client_address", "created_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    channel: Mapped[str] = mapped_column(String(8))
    target: Mapped[str] = mapped_column(String(254))
    purpose: Mapped[str] = mapped_column(String(16))
    code_hash: Mapped[str] = mapped_column(String(64))
    client_address: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    wrong_tries: Mapped[int] = mapped_column(Integer, default=0)


class Voucher(Base):
    """Money off a booking's invoice: the signup voucher, the booking voucher
    and the voucher staff issue."""

    __tablename__ = "vouchers"

    id: Mapped[int] = mapped_column(primary_key=True)
    centre_id: Mapped[int] = mapped_column(ForeignKey("centres.id"), index=True)
    # 1 signup voucher, 2 booking voucher, 3 issued by the platform (staff)
    voucher_type: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(64))
    par_value: Mapped[Decimal] = mapped_column(Money)
    # 0 all teachers, 1 qualified, 2 unqualified
    use_type: Mapped[int] = mapped_column(Integer, default=0)
    # spec list statuses: 0 active, 1 book, 2 using, 3 used, 5 expired
    status: Mapped[int] = mapped_column(Integer, default=0)
    booking_id: Mapped[int | None] = mapped_column(ForeignKey("bookings.id"))
    # A booking voucher: the booking, as the centre created it (before any
    # split), whose completion earned it. Unique: a booking earns one voucher.
    earned_for_booking_id: Mapped[int | None] = mapped_column(
        ForeignKey("bookings.id"), unique=True
    )
    issued_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now, index=True)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # What the centre is told the voucher is for (a voucher staff issue).
    conditions: Mapped[str | None] = mapped_column(String(500))
    # The staff member who issued it (type 3).
    issued_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    # Staff expired it early: when, who, and why (told to the centre).
    expired_early_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    expired_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    expiry_reason: Mapped[str | None] = mapped_column(String(500))
