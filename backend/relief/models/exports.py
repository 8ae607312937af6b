"""Background exports of the admin console's lists to spreadsheets."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import ForeignKey, Integer, LargeBinary, String, Text
from sqlalchemy.orm import Mapped, deferred, mapped_column

from relief.kit.clock import now
from relief.kit.types import UTCDateTime
from relief.models.base import Base


class ExportStatus(StrEnum):
    queued = "queued"
    running = "running"
    ready = "ready"
    failed = "failed"


class ExportJob(Base):
    """One export a staff member asked for: which list, filtered and sorted
    how, with which columns; its progress, and the finished workbook.

    The workbook is kept in the row (not in the files directory): the worker
    that builds it may run on another host than the API that serves it.
    """

    __tablename__ = "export_jobs"

    id: Mapped[int] = mapped_column(primary_key=True)
    owner_user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    list_name: Mapped[str] = mapped_column(String(32))
    # The list's filter and sort as asked (JSON), and the columns [{key, title}].
    filters: Mapped[str] = mapped_column(Text)
    columns: Mapped[str] = mapped_column(Text)
    # The platform's time zone when asked: dates of the filter and times in cells.
    time_zone: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16), default=ExportStatus.queued)
    done: Mapped[int] = mapped_column(Integer, default=0)
    total: Mapped[int] = mapped_column(Integer, default=0)
    file_name: Mapped[str] = mapped_column(String(120))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=now)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    content: Mapped[bytes | None] = deferred(mapped_column(LargeBinary))


class ExportRow(Base):
    """A row of an export in the making: the list's key, placed in the
    list's order when the export started, and its cells once written."""

    __tablename__ = "export_rows"

    job_id: Mapped[int] = mapped_column(
        ForeignKey("export_jobs.id", ondelete="CASCADE"), primary_key=True
    )
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    row_id: Mapped[int] = mapped_column(Integer)
    # The row's cells as JSON; None until its batch is written, and for a row
    # gone since the export started.
    cells: Mapped[str | None] = mapped_column(Text)
