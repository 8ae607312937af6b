"""Platform messages: shapes in and out."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id, Line, Text

AudienceName = Literal["everyone", "centres", "teachers", "accounts"]


class AnnouncementSaveIn(Input):
    """A new draft (no id) or the changes to a draft."""

    id: Id | None = None
    subject: Line = Field(min_length=1, max_length=100)
    description: Text = Field(min_length=1, max_length=2000)
    audience: AudienceName
    accountIds: list[Id] = Field(
        default_factory=list, max_length=500, description="For the `accounts` audience"
    )
    sendEmail: bool = False


class AnnouncementListIn(PageQuery):
    status: Literal["draft", "published"] | None = None


class AnnouncementIdIn(Input):
    id: Id


class AnnouncementItem(BaseModel):
    id: int
    subject: str
    description: str
    audience: AudienceName
    accountIds: list[int]
    sendEmail: bool
    status: Literal["draft", "published"]
    authorId: int
    authorName: str | None
    createdAt: datetime
    publishedAt: datetime | None
    delivered: int = Field(description="How many accounts have been told so far")
    deliveredAt: datetime | None = Field(description="When the last one was told")
