"""Shapes of live updates."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field


class LiveTicketOut(BaseModel):
    ticket: str = Field(description="Opens GET /live/stream?ticket=… once, until expiresAt")
    expiresAt: datetime


class LiveEventOut(BaseModel):
    """An event's data; the event's `id:` on the stream is its place, to resume after."""

    kind: str = Field(
        description="notice, booking, invite, job or timesheet; ready opens the stream"
    )
    subjectId: int = Field(description="The notice, booking, invite, job record or time sheet")
