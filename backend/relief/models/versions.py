"""The apps' versions: what staff release for Android, iOS and the teacher
web app, and how an older app is told to update."""

from __future__ import annotations

from datetime import date
from enum import StrEnum

from sqlalchemy import Date, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from relief.models.base import Base, Timestamped


class AppPlatform(StrEnum):
    android = "android"
    ios = "ios"
    # The teacher web app (a documented decision: the spec names only the phones).
    web = "web"


class UpdateType(StrEnum):
    # The app offers the update and may be used as it is.
    general = "general"
    # The app updates in the background and says nothing.
    silent = "silent"
    # The app cannot be used until it is updated.
    forced = "forced"


class AppVersion(Timestamped, Base):
    __tablename__ = "app_versions"
    __table_args__ = (
        UniqueConstraint("platform", "number", name="uq_app_versions_platform_number"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    platform: Mapped[str] = mapped_column(String(16))
    # Canonical "major.minor.patch" (no leading zeros).
    number: Mapped[str] = mapped_column(String(32))
    # The same three numbers zero-padded, so that text order is version order.
    sort_key: Mapped[str] = mapped_column(String(32), index=True)
    type: Mapped[str] = mapped_column(String(16))
    # Where the update comes from: a store page or download address, a package
    # name; empty for the web app, which reloads.
    package: Mapped[str] = mapped_column(String(500), default="")
    release_date: Mapped[date] = mapped_column(Date)
    description: Mapped[str] = mapped_column(Text, default="")
