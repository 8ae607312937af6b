"""Accounts, their sessions, sign-in attempts and captchas."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import Boolean, ForeignKey, Index, Integer, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base, Timestamped


class AccountKind(StrEnum):
    centre = "centre"
    teacher = "teacher"
    staff = "staff"


class User(Timestamped, Base):
    """A person or centre that signs in. `kind` says which app it belongs to."""

    __tablename__ = "users"
    __table_args__ = (
        # The few switched-off accounts, which matching leaves out.
        Index(
            "ix_users_disabled",
            "id",
            postgresql_where=text("NOT enabled"),
            sqlite_where=text("NOT enabled"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(16), index=True)
    email: Mapped[str] = mapped_column(String(254), unique=True)
    # The person's name, for staff accounts (a centre's is its centre's name).
    name: Mapped[str | None] = mapped_column(String(100))
    phone: Mapped[str | None] = mapped_column(String(32))
    password_hash: Mapped[str] = mapped_column(String(255))
    password_is_default: Mapped[bool] = mapped_column(Boolean, default=False)
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    deactive_type: Mapped[int | None] = mapped_column(Integer)
    deactive_reason: Mapped[str | None] = mapped_column(Text)
    deactive_notice: Mapped[str | None] = mapped_column(Text)
    deactivated_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    agreed: Mapped[bool] = mapped_column(Boolean, default=False)
    agreed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    device_token: Mapped[str | None] = mapped_column(String(255))
    device_type: Mapped[str | None] = mapped_column(String(32))
    avatar: Mapped[str | None] = mapped_column(String(255))
    level: Mapped[int] = mapped_column(Integer, default=1)
    last_login_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # What notices, e-mails and invoices are worded in: "en" or "zh".
    language: Mapped[str] = mapped_column(String(8), default="en", server_default="en")


class AuthSession(Base):
    """A signed-in session. Only the SHA-256 of the bearer token is stored."""

    __tablename__ = "auth_sessions"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    client_address: Mapped[str | None] = mapped_column(String(64))
    device_type: Mapped[str | None] = mapped_column(String(32))
    # When the session last made a call, to within `auth.rules.SEEN_EVERY`.
    last_seen_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class LoginAttempt(Base):
    """One sign-in attempt, kept to require captchas and to rate-limit."""

    __tablename__ = "login_attempts"
    __table_args__ = (
        Index("ix_login_attempts_account_at", "account", "created_at"),
        Index("ix_login_attempts_address_at", "client_address", "created_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    account: Mapped[str] = mapped_column(String(254))
    client_address: Mapped[str] = mapped_column(String(64))
    succeeded: Mapped[bool] = mapped_column(Boolean)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)


class Captcha(Base):
    """A graphical captcha challenge: single use and short-lived."""

    __tablename__ = "captchas"

    uuid: Mapped[str] = mapped_column(String(36), primary_key=True)
    answer: Mapped[str] = mapped_column(String(16))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime, index=True)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
