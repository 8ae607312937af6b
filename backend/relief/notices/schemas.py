from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id


class NoticeOut(BaseModel):
    id: int
    kind: str
    title: str
    body: str
    data: dict[str, Any]
    createdAt: datetime
    read: bool


class NoticeListIn(PageQuery):
    pass


class NoticeReadIn(Input):
    noticeId: Id | None = Field(default=None, description="Omit to mark all read")


class UnreadOut(BaseModel):
    userUnReadNotices: int
