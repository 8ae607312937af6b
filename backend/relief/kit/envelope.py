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


# A list's total is counted up to this many matches (50 pages of 20), and its
# pages reach no further: past the bound, the total answers "at least this
# many" and the reader narrows the list (by dates) to see the rest. Counting
# and paging then cost the same at 1,000 matches as at a million.
LIST_REACH = 1_000


def reachable(offset: int, limit: int) -> int:
    """How many rows of a page starting at `offset` the list reaches: those at
    positions below `LIST_REACH`; none for a page that starts at or past it."""
    return max(0, min(limit, LIST_REACH - offset))


def bounded_total(counted: int) -> tuple[int, bool]:
    """(total, exact) from a count that stops after `LIST_REACH + 1` matches:
    the count itself up to the bound, else the bound, not exact."""
    if counted <= LIST_REACH:
        return counted, True
    return LIST_REACH, False


class Page(BaseModel, Generic[T]):
    list: list[T]
    total: int
    pageNo: int
    pageSize: int

    @classmethod
    def of(cls, items: Sequence[T], total: int, query: PageQuery) -> Self:
        """One page of `total` rows, as the query asked for it."""
        return cls(list=[*items], total=total, pageNo=query.pageNo, pageSize=query.pageSize)


class BoundedPage(Page[T], Generic[T]):
    """A page of a list whose total is counted up to `LIST_REACH`: with more
    matches than that, `total` is `LIST_REACH` and `totalExact` false, and no
    page reaches past it."""

    totalExact: bool = Field(
        description="False when the list holds more than `total` (the bound, 1,000) matches"
    )

    @classmethod
    def bounded(cls, items: Sequence[T], total: int, exact: bool, query: PageQuery) -> Self:
        return cls(
            list=[*items],
            total=total,
            totalExact=exact,
            pageNo=query.pageNo,
            pageSize=query.pageSize,
        )
