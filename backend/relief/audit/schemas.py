"""The audit log: shapes in and out."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Day, Id, Line

SORT_HELP = "A field and a direction, e.g. `at,desc` (the default)"


class AuditFilter(Input):
    """What narrows the audit log, for its list and its export."""

    who: Line | None = Field(
        default=None, max_length=254, description="Part of the actor's e-mail, name or account"
    )
    call: Line | None = Field(default=None, max_length=120, description="Part of the call's path")
    permission: Line | None = Field(default=None, max_length=60)
    targetTable: Line | None = Field(default=None, max_length=60)
    targetId: Line | None = Field(default=None, max_length=60)
    dateFrom: Day | None = None
    dateTo: Day | None = None
    result: Literal["success", "refused"] | None = None
    sort: Line | None = Field(
        default=None,
        max_length=40,
        description=SORT_HELP + "; by at, call, permission, durationMs, rtnCode or address",
    )


class AuditListIn(AuditFilter, PageQuery):
    """One page of the audit log."""


class AuditItem(BaseModel):
    id: int
    at: datetime
    actorUserId: int | None
    actorEmail: str | None
    actorName: str | None
    account: str | None = Field(description="The account a sign-in tried, as typed")
    call: str
    permission: str | None
    targetTable: str | None
    targetId: str | None
    address: str
    userAgent: str | None
    durationMs: int
    rtnCode: int
    refusalCode: int | None
    message: str | None


class FieldChange(BaseModel):
    field: str
    before: Any
    after: Any


class RecordChange(BaseModel):
    table: str
    id: Any
    action: Literal["created", "changed", "deleted"]
    fields: list[FieldChange]


class AuditDetail(AuditItem):
    changes: list[RecordChange] = Field(description="Secrets are shown as ***")


class AuditIdIn(Input):
    id: Id
