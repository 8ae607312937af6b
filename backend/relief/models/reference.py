"""Reference data: public holidays, system settings and dictionaries."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import Date, ForeignKey, Index, Integer, String, Text, UniqueConstraint, text
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class Holiday(Base):
    __tablename__ = "holidays"
    __table_args__ = (
        UniqueConstraint("day", "region", name="uq_holidays_day_region"),
        # The constraint above lets NULL regions repeat: one national holiday a day.
        Index(
            "uq_holidays_national_day",
            "day",
            unique=True,
            sqlite_where=text("region IS NULL"),
            postgresql_where=text("region IS NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    day: Mapped[date] = mapped_column(Date, index=True)
    name: Mapped[str] = mapped_column(String(64))
    # None for a national holiday, else the region (e.g. "Auckland").
    region: Mapped[str | None] = mapped_column(String(64))


class SystemSetting(Base):
    """One run-time setting; its type and default live in `relief.settings.catalogue`."""

    __tablename__ = "system_settings"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now, onupdate=now)


class Dictionary(Base):
    __tablename__ = "dictionaries"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)
    description: Mapped[str] = mapped_column(String(255))


class DictionaryEntry(Base):
    __tablename__ = "dictionary_entries"
    __table_args__ = (
        UniqueConstraint("dictionary_id", "value", name="uq_dictionary_entries_value"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    dictionary_id: Mapped[int] = mapped_column(
        ForeignKey("dictionaries.id", ondelete="CASCADE"), index=True
    )
    value: Mapped[str] = mapped_column(String(64))
    label: Mapped[str] = mapped_column(String(128))
    label_zh: Mapped[str] = mapped_column(String(128))
    sort: Mapped[int] = mapped_column(Integer, default=0)
