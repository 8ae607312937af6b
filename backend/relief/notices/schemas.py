from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id
from relief.notices.kinds import NoticeFacts, NoticeKind


class NoticeOut(BaseModel):
    id: int
    kind: NoticeKind
    title: str = Field(description="Worded in the reader's language")
    body: str = Field(description="Worded in the reader's language")
    data: NoticeFacts = Field(description="The kind's facts, to word the notice by")
    createdAt: datetime
    read: bool


class NoticeListIn(PageQuery):
    pass


class NoticeReadIn(Input):
    noticeId: Id | None = Field(default=None, description="Omit to mark all read")


class UnreadOut(BaseModel):
    userUnReadNotices: int


class LanguageIn(Input):
    language: Literal["en", "zh"] = Field(description="en English, zh Chinese")


class LanguageOut(BaseModel):
    language: Literal["en", "zh"]
