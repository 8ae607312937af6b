"""Dictionaries: shapes in and out."""

from __future__ import annotations

from pydantic import BaseModel, Field

from relief.kit.envelope import Input
from relief.kit.inputs import Id, Line


class DictionaryEntryOut(BaseModel):
    id: int
    value: str
    label: str
    labelZh: str
    dictSort: int


class DictionaryPageOut(BaseModel):
    content: list[DictionaryEntryOut]
    totalElements: int


class DictionaryEntryIn(Input):
    """A new entry of a dictionary, named by its dictionary."""

    dictName: Line = Field(min_length=1, max_length=64)
    value: Line = Field(min_length=1, max_length=64)
    label: Line = Field(min_length=1, max_length=128)
    labelZh: Line = Field(min_length=1, max_length=128)
    dictSort: int = Field(default=0, ge=0, le=9999)


class DictionaryEntryChangeIn(Input):
    """New words or place for an entry; its value stays, since records keep it."""

    id: Id
    label: Line = Field(min_length=1, max_length=128)
    labelZh: Line = Field(min_length=1, max_length=128)
    dictSort: int = Field(default=0, ge=0, le=9999)


class DictionaryOut(BaseModel):
    name: str
    description: str
    entries: int = Field(description="How many entries it has")


class DictionaryListOut(BaseModel):
    """Every dictionary, by name."""

    list: list[DictionaryOut]
