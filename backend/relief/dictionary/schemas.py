from __future__ import annotations

from pydantic import BaseModel


class DictionaryEntryOut(BaseModel):
    id: int
    value: str
    label: str
    labelZh: str
    dictSort: int


class DictionaryPageOut(BaseModel):
    content: list[DictionaryEntryOut]
    totalElements: int
