"""The answer envelope `{rtn_code, rtn_msg, rtn_data}` and paging shapes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, Self, TypeVar

from pydantic import BaseModel, ConfigDict, Field

T = TypeVar("T")


class Envelope(BaseModel, Generic[T]):
    rtn_code: int = 0
    rtn_msg: str = "success"
    rtn_data: T


def ok(data: T) -> Envelope[T]:
    return Envelope[T](rtn_data=data)


class Empty(BaseModel):
    """An answer that carries no data."""


class Input(BaseModel):
    """Base of every request body: unknown fields are ignored, types are strict
    enough that a number is never taken for a text."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)


class PageQuery(Input):
    pageNo: int = Field(default=1, ge=1, le=100_000)
    pageSize: int = Field(default=20, ge=1, le=100)

    @property
    def offset(self) -> int:
        return (self.pageNo - 1) * self.pageSize


class Page(BaseModel, Generic[T]):
    list: list[T]
    total: int
    pageNo: int
    pageSize: int

    @classmethod
    def of(cls, items: Sequence[T], total: int, query: PageQuery) -> Self:
        """One page of `total` rows, as the query asked for it."""
        return cls(list=[*items], total=total, pageNo=query.pageNo, pageSize=query.pageSize)
