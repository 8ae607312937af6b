"""Support tickets: a centre asks for help with a category, subject, description
and attachments; staff answer in the ticket's thread and move its state; every
staff reply is a notice to the centre."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.auth import service as auth
from relief.authority.catalogue import Permission
from relief.config import Settings
from relief.files import rules as file_rules
from relief.files import service as files
from relief.kit.envelope import Page
from relief.models import AccountKind, Centre, StoredFile, User
from relief.models.support import (
    SupportTicket,
    TicketAttachment,
    TicketMessage,
    TicketNote,
    TicketStatus,
)
from relief.notices import kinds
from relief.notices import service as notices
from relief.support import repository, rules
from relief.support.errors import (
    AlreadyAssigned,
    AssigneeCannotReply,
    AttachmentMissing,
    DescribeProblem,
    EnterNote,
    EnterReply,
    EnterSubject,
    SelectCategory,
    SelectOneListedCategories,
    TicketAlreadyClosed,
    TicketCannotSetState,
    TicketClosed,
    TicketMissing,
    TicketNotOpenForReplies,
    TicketNotReopenable,
    TicketNumberBusy,
    TooManyAttachments,
)
from relief.support.schemas import (
    AssigneeOut,
    AssigneesOut,
    AssignIn,
    AttachmentOut,
    MessageOut,
    NoteIn,
    NoteOut,
    ReplyIn,
    StaffTicketDetail,
    StaffTicketItem,
    StaffTicketListIn,
    TicketDetail,
    TicketIn,
    TicketItem,
    TicketListIn,
    UploadOut,
)

ATTACHMENT_TYPES = frozenset({file_rules.PDF, file_rules.JPEG, file_rules.PNG})
# The name a centre reads on every staff reply: staff read who wrote it
# (docs/rules.md, "Support desk").
STAFF_NAME = "Relief support"
# Each lost race means another request took the number and committed, so
# with n tickets opened at once every one is numbered within n attempts.
NUMBER_ATTEMPTS = 20


def upload(db: Session, settings: Settings, user: User, file_name: str, data: bytes) -> UploadOut:
    """Keep an attachment privately, checked by its content (PDF, JPG or PNG)
    and size; it joins a ticket when a submit or reply names it."""
    content_type = files.check(
        file_name,
        data,
        ATTACHMENT_TYPES,
        settings.upload_max_bytes,
        settings.upload_max_image_pixels,
    )
    stored = files.keep(db, files.storage(settings), user.id, file_name, data, content_type)
    return UploadOut(
        fileId=stored.id,
        fileName=stored.file_name,
        contentType=stored.content_type,
        size=stored.size,
    )


def _attachable(db: Session, user: User, file_ids: Sequence[int]) -> list[int]:
    ids = list(dict.fromkeys(file_ids))
    if len(ids) > rules.MAX_ATTACHMENTS:
        raise TooManyAttachments(files=rules.MAX_ATTACHMENTS)
    if not ids:
        return ids
    owned = {f.id for f in repository.files_owned(db, user.id, ids)}
    if owned != set(ids) or repository.attached_file_ids(db, ids):
        raise AttachmentMissing()
    return ids


def _add_message(
    db: Session, ticket: SupportTicket, author: User, body: str, file_ids: list[int], at: datetime
) -> TicketMessage:
    message = TicketMessage(
        ticket_id=ticket.id,
        author_user_id=author.id,
        from_staff=author.kind == "staff",
        body=body,
        created_at=at,
    )
    db.add(message)
    db.flush()
    for file_id in file_ids:
        db.add(TicketAttachment(message_id=message.id, file_id=file_id))
    ticket.updated_at = at
    db.flush()
    return message


def _new_number(db: Session, centre: Centre, at: datetime) -> str:
    day = at.astimezone(ZoneInfo(centre.time_zone)).date()
    last = repository.last_number_of_day(db, rules.ticket_number(day, 1)[:9])
    return rules.ticket_number(day, rules.sequence_of(last) + 1 if last else 1)


def submit(
    db: Session, user: User, centre: Centre, payload: TicketIn, at: datetime
) -> TicketDetail:
    """Open a ticket. Its number is unique under concurrency: a number taken
    meanwhile by another request is retried with the next one."""
    if payload.category is None:
        raise SelectCategory()
    if payload.category not in rules.CATEGORIES:
        raise SelectOneListedCategories()
    if not payload.subject:
        raise EnterSubject()
    if not payload.description:
        raise DescribeProblem()
    file_ids = _attachable(db, user, payload.fileIds)
    ticket: SupportTicket | None = None
    for _ in range(NUMBER_ATTEMPTS):
        candidate = SupportTicket(
            number=_new_number(db, centre, at),
            user_id=user.id,
            centre_id=centre.id,
            category=payload.category,
            subject=payload.subject,
            status=TicketStatus.new,
            created_at=at,
            updated_at=at,
        )
        try:
            with db.begin_nested():
                db.add(candidate)
                db.flush()
        except IntegrityError:
            continue
        ticket = candidate
        break
    if ticket is None:
        raise TicketNumberBusy()
    _add_message(db, ticket, user, payload.description, file_ids, at)
    return _detail(db, ticket)


def _item(ticket: SupportTicket, centre: Centre | None) -> TicketItem:
    return TicketItem(
        ticketNo=ticket.number,
        category=ticket.category,
        subject=ticket.subject,
        status=ticket.status,
        createdAt=ticket.created_at,
        updatedAt=ticket.updated_at,
        closedAt=ticket.closed_at,
        centreId=ticket.centre_id,
        centreName=centre.name if centre else None,
    )


def _attachment(stored: StoredFile) -> AttachmentOut:
    return AttachmentOut(
        fileId=stored.id,
        fileName=stored.file_name,
        contentType=stored.content_type,
        size=stored.size,
    )


def staff_name(user: User) -> str:
    """How staff see a staff member: their name, or their e-mail without one."""
    return user.name or user.email


def _messages(
    db: Session, ticket: SupportTicket, centre: Centre | None, *, staff: bool
) -> list[MessageOut]:
    """The thread; a staff reply is signed with its author's name for staff,
    and "Relief support" for the centre."""
    messages, attachments = repository.thread(db, ticket.id)
    return [
        MessageOut(
            id=message.id,
            fromStaff=message.from_staff,
            authorName=(staff_name(author) if staff else STAFF_NAME)
            if message.from_staff
            else (centre.name if centre else author.email),
            body=message.body,
            createdAt=message.created_at,
            attachments=[_attachment(f) for f in attachments.get(message.id, [])],
        )
        for message, author in messages
    ]


def _detail(db: Session, ticket: SupportTicket) -> TicketDetail:
    """The centre's view of a ticket: the thread only (never the notes)."""
    centre = repository.centre(db, ticket.centre_id) if ticket.centre_id else None
    return TicketDetail(
        **_item(ticket, centre).model_dump(),
        messages=_messages(db, ticket, centre, staff=False),
    )


def _staff_item(
    ticket: SupportTicket, centre: Centre | None, assignee: User | None
) -> StaffTicketItem:
    return StaffTicketItem(
        **_item(ticket, centre).model_dump(),
        assigneeId=ticket.assignee_user_id,
        assigneeName=staff_name(assignee) if assignee else None,
    )


def _staff_detail(db: Session, ticket: SupportTicket) -> StaffTicketDetail:
    """The staff's view: the thread signed by who wrote it, and the internal notes."""
    centre = repository.centre(db, ticket.centre_id) if ticket.centre_id else None
    assignee = repository.user(db, ticket.assignee_user_id) if ticket.assignee_user_id else None
    return StaffTicketDetail(
        **_staff_item(ticket, centre, assignee).model_dump(),
        messages=_messages(db, ticket, centre, staff=True),
        notes=[
            NoteOut(
                id=note.id,
                authorId=author.id,
                authorName=staff_name(author),
                body=note.body,
                createdAt=note.created_at,
            )
            for note, author in repository.notes(db, ticket.id)
        ],
    )


def page(db: Session, centre_id: int | None, query: TicketListIn) -> Page[TicketItem]:
    rows, total = repository.page(db, centre_id, query.status, query.offset, query.pageSize)
    return Page[TicketItem].of([_item(t, c) for t, c in rows], total, query)


def staff_page(db: Session, staff: User, query: StaffTicketListIn) -> Page[StaffTicketItem]:
    """Every centre's tickets, newest first, of a status and category, matching
    a keyword, handled by someone ("mine": the caller) or nobody."""
    assignee = query.assignee
    rows, total = repository.page(
        db,
        None,
        query.status,
        query.offset,
        query.pageSize,
        category=query.category,
        keyword=query.keyword,
        assignee_id=staff.id
        if assignee == "mine"
        else assignee
        if isinstance(assignee, int)
        else None,
        unassigned=assignee == "unassigned",
    )
    assignees = repository.users_by_id(
        db, {t.assignee_user_id for t, _ in rows if t.assignee_user_id is not None}
    )
    return Page[StaffTicketItem].of(
        [
            _staff_item(t, c, assignees.get(t.assignee_user_id) if t.assignee_user_id else None)
            for t, c in rows
        ],
        total,
        query,
    )


def _own(db: Session, centre: Centre, number: str, *, lock: bool = False) -> SupportTicket:
    ticket = repository.centre_ticket(db, centre.id, number, lock=lock)
    if ticket is None:
        raise TicketMissing()
    return ticket


def centre_detail(db: Session, centre: Centre, number: str) -> TicketDetail:
    return _detail(db, _own(db, centre, number))


def centre_reply(
    db: Session, user: User, centre: Centre, payload: ReplyIn, at: datetime
) -> TicketDetail:
    ticket = _own(db, centre, payload.ticketNo, lock=True)
    if not payload.body:
        raise EnterReply()
    moved = rules.after_centre_reply(ticket.status)
    if moved is None:
        raise TicketNotOpenForReplies()
    file_ids = _attachable(db, user, payload.fileIds)
    _add_message(db, ticket, user, payload.body, file_ids, at)
    ticket.status = moved
    db.flush()
    return _detail(db, ticket)


def close(db: Session, centre: Centre, number: str, at: datetime) -> TicketDetail:
    ticket = _own(db, centre, number, lock=True)
    if not rules.centre_may_close(ticket.status):
        raise TicketAlreadyClosed()
    ticket.status = TicketStatus.closed
    ticket.closed_at = at
    ticket.updated_at = at
    db.flush()
    return _detail(db, ticket)


def reopen(db: Session, centre: Centre, number: str, at: datetime) -> TicketDetail:
    ticket = _own(db, centre, number, lock=True)
    if not rules.centre_may_reopen(ticket.status):
        raise TicketNotReopenable()
    ticket.status = TicketStatus.reopened
    ticket.closed_at = None
    ticket.updated_at = at
    db.flush()
    return _detail(db, ticket)


# --- staff -------------------------------------------------------------------------


def _any(db: Session, number: str, *, lock: bool = False) -> SupportTicket:
    ticket = repository.ticket(db, number, lock=lock)
    if ticket is None:
        raise TicketMissing()
    return ticket


def _owner(db: Session, ticket: SupportTicket) -> User:
    """The account that opened the ticket."""
    owner = repository.user(db, ticket.user_id)
    assert owner is not None
    return owner


def staff_detail(db: Session, number: str) -> StaffTicketDetail:
    return _staff_detail(db, _any(db, number))


def assignees(db: Session) -> AssigneesOut:
    """Who a ticket may be assigned to: enabled staff who may reply to tickets."""
    return AssigneesOut(
        assignees=[
            AssigneeOut(id=u.id, name=staff_name(u))
            for u in repository.staff_who_may(db, Permission.ticket_reply)
        ]
    )


def assign(db: Session, payload: AssignIn, at: datetime) -> StaffTicketDetail:
    """Give the ticket to a staff member who may reply to tickets, or to nobody
    (the audit log keeps who changed it, before and after)."""
    ticket = _any(db, payload.ticketNo, lock=True)
    wanted = payload.assigneeId
    if wanted is not None and wanted not in {
        u.id for u in repository.staff_who_may(db, Permission.ticket_reply)
    }:
        raise AssigneeCannotReply()
    if ticket.assignee_user_id == wanted:
        raise AlreadyAssigned()
    ticket.assignee_user_id = wanted
    ticket.updated_at = at
    db.flush()
    return _staff_detail(db, ticket)


def add_note(db: Session, staff: User, payload: NoteIn, at: datetime) -> StaffTicketDetail:
    """An internal note: staff read it in the desk; no centre call returns it."""
    ticket = _any(db, payload.ticketNo, lock=True)
    if not payload.body:
        raise EnterNote()
    db.add(
        TicketNote(ticket_id=ticket.id, author_user_id=staff.id, body=payload.body, created_at=at)
    )
    db.flush()
    return _staff_detail(db, ticket)


def staff_reply(db: Session, staff: User, payload: ReplyIn, at: datetime) -> StaffTicketDetail:
    """Answer in the thread; the centre gets a notice of every staff reply."""
    ticket = _any(db, payload.ticketNo, lock=True)
    if not payload.body:
        raise EnterReply()
    moved = rules.after_staff_reply(ticket.status)
    if moved is None:
        raise TicketClosed()
    file_ids = _attachable(db, staff, payload.fileIds)
    _add_message(db, ticket, staff, payload.body, file_ids, at)
    ticket.status = moved
    db.flush()
    notices.notify(
        db, _owner(db, ticket), kinds.TicketReply(ticketNo=ticket.number, subject=ticket.subject)
    )
    return _staff_detail(db, ticket)


def staff_set_status(db: Session, number: str, status: int, at: datetime) -> StaffTicketDetail:
    ticket = _any(db, number, lock=True)
    if not rules.staff_may_set(ticket.status, status):
        raise TicketCannotSetState()
    ticket.status = status
    ticket.closed_at = at if status == TicketStatus.closed else None
    ticket.updated_at = at
    db.flush()
    notices.notify(
        db,
        _owner(db, ticket),
        kinds.TicketStatusSet(ticketNo=ticket.number, subject=ticket.subject, status=status),
    )
    return _staff_detail(db, ticket)


def is_attachment(db: Session, file_id: int) -> bool:
    """Whether the file is attached to a ticket's message."""
    return bool(repository.attached_file_ids(db, [file_id]))


@files.allow_reading
def _centre_reads_its_tickets_attachments(
    db: Session, user: User, stored: StoredFile, at: datetime
) -> bool:
    if user.kind != AccountKind.centre:
        return False
    centre = auth.centre_of(db, user.id)
    return centre is not None and centre_may_read_file(db, centre.id, stored.id)


@files.keep_while
def _attachments_stay(db: Session, stored: StoredFile) -> bool:
    """A file attached to a ticket stays, as part of the ticket's thread."""
    return is_attachment(db, stored.id)


def centre_may_read_file(db: Session, centre_id: int, file_id: int) -> bool:
    """Whether a file is an attachment of one of the centre's tickets (the files
    feature asks before it signs a link)."""
    return repository.centre_may_read_file(db, centre_id, file_id)
