"""Shapes of the support ticket calls (centre and staff)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Choice, Id, Line, Text
from relief.support.rules import MAX_ATTACHMENTS

# Checked against MAX_ATTACHMENTS by the service, which says so in words.
FileIds = list[Id]


class TicketIn(Input):
    """A new ticket; the description is the thread's first message."""

    category: Choice | None = Field(default=None, description="1 to 7, see the list")
    subject: Line | None = Field(default=None, max_length=120)
    description: Text | None = Field(default=None, max_length=5000)
    fileIds: FileIds = Field(
        default_factory=list,
        max_length=20,
        description=f"Up to {MAX_ATTACHMENTS} files from /center/support/ticket/upload",
    )


class TicketRef(Input):
    ticketNo: Line = Field(min_length=1, max_length=20)


class ReplyIn(TicketRef):
    body: Text | None = Field(default=None, max_length=5000)
    fileIds: FileIds = Field(
        default_factory=list, max_length=20, description=f"Up to {MAX_ATTACHMENTS} files"
    )


class StatusIn(TicketRef):
    status: int = Field(
        ge=1,
        le=8,
        description="1 new, 2 processing, 3 waiting, 4 review, 5 pending, 6 resolved, "
        "7 closed, 8 reopened",
    )


class TicketListIn(PageQuery):
    status: int | None = Field(default=None, ge=1, le=8)


class StaffTicketListIn(TicketListIn):
    category: int | None = Field(default=None, ge=1, le=7, description="1 to 7, see the list")
    assignee: Literal["mine", "unassigned"] | Id | None = Field(
        default=None,
        description='"mine" (the caller\'s), "unassigned", or a staff member\'s id',
    )
    keyword: Line | None = Field(
        default=None,
        max_length=100,
        description="Part of the ticket number, the subject or the centre's name",
    )


class UploadOut(BaseModel):
    fileId: int
    fileName: str
    contentType: str
    size: int


class AttachmentOut(BaseModel):
    fileId: int = Field(description="Open it through /file/get/private/file")
    fileName: str
    contentType: str
    size: int


class MessageOut(BaseModel):
    id: int
    fromStaff: bool
    authorName: str
    body: str
    createdAt: datetime
    attachments: list[AttachmentOut]


class TicketItem(BaseModel):
    ticketNo: str
    category: int
    subject: str
    status: int = Field(
        description="1 new, 2 processing, 3 waiting, 4 review, 5 pending, 6 resolved, "
        "7 closed, 8 reopened"
    )
    createdAt: datetime
    updatedAt: datetime
    closedAt: datetime | None
    centreId: int | None
    centreName: str | None


class TicketDetail(TicketItem):
    messages: list[MessageOut]


class StaffTicketItem(TicketItem):
    """A ticket on the staff's desk: with who handles it."""

    assigneeId: int | None
    assigneeName: str | None


class NoteOut(BaseModel):
    id: int
    authorId: int
    authorName: str
    body: str
    createdAt: datetime


class StaffTicketDetail(StaffTicketItem):
    """The staff's view of a ticket: the thread (staff replies under the name
    of who wrote them) and the internal notes the centre never sees."""

    messages: list[MessageOut]
    notes: list[NoteOut]


class AssignIn(TicketRef):
    assigneeId: Id | None = Field(
        default=None, description="A staff member who may reply to tickets; null to unassign"
    )


class NoteIn(TicketRef):
    body: Text | None = Field(default=None, max_length=5000)


class AssigneeOut(BaseModel):
    id: int
    name: str


class AssigneesOut(BaseModel):
    assignees: list[AssigneeOut]
