"""Shapes of the vetting calls."""

from __future__ import annotations

from pydantic import BaseModel, Field

from relief.documents.schemas import DocumentKind
from relief.kit.envelope import Input
from relief.kit.inputs import Id, Text


class ChecklistItem(BaseModel):
    item: str = Field(
        description="A document kind (cv, first_aid, police_vetting, registration, photo_id, "
        "work_eligibility, tax_letter, or another kind staff asked for) or bank_account"
    )
    provided: bool = Field(description="The teacher has given it")
    problem: str | None = Field(
        description="missing, expired, requested (staff asked for it), or null when done"
    )
    note: str | None = Field(description="What staff wrote when asking for it")


class ApprovalStateOut(BaseModel):
    approval: int = Field(description="0 pending, 1 approved, 2 rejected")
    reason: str | None = Field(description="Why staff did not approve the profile (rejected only)")
    items: list[ChecklistItem]
    missing: list[str] = Field(description="The items with a problem, in checklist order")


class DocumentRequestIn(Input):
    teacherId: Id
    kind: DocumentKind
    note: Text | None = Field(
        default=None, max_length=500, description="What is wrong or what to send"
    )


class DocumentRequestOut(BaseModel):
    teacherId: int
    kind: str
    missing: list[str]
