"""Exports: shapes in and out."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input
from relief.kit.inputs import Id, Line


class ExportColumn(Input):
    key: Line = Field(min_length=1, max_length=60, description="A field of the list's items")
    title: Line = Field(
        min_length=1,
        max_length=100,
        description="The column's heading, as the staff member sees it",
    )
    labels: dict[Annotated[str, Field(max_length=40)], Line] | None = Field(
        default=None,
        max_length=60,
        description="The words for a coded field's values as the staff member reads them "
        '(`{"1": "Unpaid"}`); a value without one is written as it is',
    )


class ExportIn(Input):
    """What every export adds to its list's filter (paging is not asked: every
    row the filter finds is exported)."""

    columns: list[ExportColumn] = Field(
        min_length=1, max_length=60, description="The columns to export, in order"
    )


class ExportIdIn(Input):
    id: Id


class ExportJob(BaseModel):
    id: int
    list: str = Field(description="The list exported: audit, staff, session, message...")
    status: Literal["queued", "running", "ready", "failed"] = Field(
        description="failed: the worker gave up after its attempts (staff may retry the "
        "parked task)"
    )
    done: int = Field(description="Rows written so far")
    total: int = Field(description="Rows the filter found (0 until the export has started)")
    fileName: str
    createdAt: datetime
    finishedAt: datetime | None
    expiresAt: datetime = Field(description="After this the export and its file are gone")
