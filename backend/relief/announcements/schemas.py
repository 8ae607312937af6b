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


class AnnouncementFilter(Input):
    """What narrows the messages, for their list and its export."""

    status: Literal["draft", "published"] | None = None
    audience: AudienceName | None = None
    keyword: Line | None = Field(default=None, max_length=100, description="Part of the subject")
    sort: Line | None = Field(
        default=None,
        max_length=40,
        description="A field and a direction, e.g. `createdAt,desc` (the default); by "
        "createdAt, publishedAt, subject, status or delivered",
    )


class AnnouncementListIn(AnnouncementFilter, PageQuery):
    """One page of the messages."""


class AnnouncementIdIn(Input):
    id: Id


class AccountSearchIn(Input):
    keyword: Line | None = Field(
        default=None, max_length=100, description="Part of the name or e-mail address"
    )
    kind: Literal["centre", "teacher"] | None = None


class MessageAccount(BaseModel):
    """A centre or teacher account a message may be sent to."""

    userId: int
    kind: Literal["centre", "teacher"]
    name: str | None = Field(description="The centre's name, or the teacher's first and last names")
    email: str
    enabled: bool = Field(description="A switched-off account is not told")


class AccountSearchOut(BaseModel):
    """At most 20 accounts, the newest first."""

    list: list[MessageAccount]


class AnnouncementItem(BaseModel):
    id: int
    subject: str
    description: str
    audience: AudienceName
    accountIds: list[int]
    accounts: list[MessageAccount] = Field(description="The chosen accounts, named")
    sendEmail: bool
    status: Literal["draft", "published"]
    authorId: int
    authorName: str | None
    authorEmail: str | None
    createdAt: datetime
    publishedAt: datetime | None
    delivered: int = Field(description="How many accounts have been told so far")
    deliveredAt: datetime | None = Field(description="When the last one was told")
