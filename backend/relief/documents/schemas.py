from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input
from relief.kit.inputs import Id

DocumentKind = Literal[
    "cv",
    "first_aid",
    "police_vetting",
    "registration",
    "photo_id",
    "vaccine_pass",
    "transcripts",
    "work_eligibility",
    "tax_letter",
    "photo",
]


class DocumentOut(BaseModel):
    id: int
    kind: str
    fileId: int
    fileName: str
    contentType: str
    size: int
    uploadedAt: datetime
    issuedOn: date | None
    expiresOn: date | None
    expired: bool
    expiringSoon: bool = Field(description="Expires within the warning period (30 days)")


class DocumentListOut(BaseModel):
    warnings: list[str] = Field(description="Kinds that are expired or expire soon")
    list: list[DocumentOut]


class DocumentRef(Input):
    id: Id
