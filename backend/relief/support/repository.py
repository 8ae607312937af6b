"""Every query of support tickets. A centre reaches a ticket only through
`centre_ticket`, which looks inside that centre's tickets."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.orm import Session, aliased

from relief.kit import search
from relief.locks import for_update
from relief.models import (
    AccountKind,
    Centre,
    StaffMenu,
    StaffRole,
    StaffRoleMenu,
    StaffUserRole,
    StoredFile,
    User,
)
from relief.models.support import SupportTicket, TicketAttachment, TicketMessage, TicketNote


def centre_ticket(
    db: Session, centre_id: int, number: str, *, lock: bool = False
) -> SupportTicket | None:
    query = select(SupportTicket).where(
        SupportTicket.number == number, SupportTicket.centre_id == centre_id
    )
    if lock:
        # Re-read the row under the lock even if this session loaded it before.
        query = for_update(query)
    return db.scalar(query)


def ticket(db: Session, number: str, *, lock: bool = False) -> SupportTicket | None:
    query = select(SupportTicket).where(SupportTicket.number == number)
    if lock:
        # Re-read the row under the lock even if this session loaded it before.
        query = for_update(query)
    return db.scalar(query)


def last_number_of_day(db: Session, prefix: str) -> str | None:
    return db.scalar(
        select(func.max(SupportTicket.number)).where(SupportTicket.number.like(f"{prefix}%"))
    )


def page(
    db: Session,
    centre_id: int | None,
    status: int | None,
    offset: int,
    limit: int,
    *,
    category: int | None = None,
    keyword: str | None = None,
    assignee_id: int | None = None,
    unassigned: bool = False,
) -> tuple[Sequence[tuple[SupportTicket, Centre | None]], int]:
    """Tickets newest first: one centre's, or (centre_id None) everyone's; a
    keyword matches part of the number, the subject or the centre's name;
    staff filter by who handles them (or nobody)."""
    where: list[ColumnElement[bool]] = []
    if assignee_id is not None:
        where.append(SupportTicket.assignee_user_id == assignee_id)
    if unassigned:
        where.append(SupportTicket.assignee_user_id.is_(None))
    if centre_id is not None:
        where.append(SupportTicket.centre_id == centre_id)
    if status is not None:
        where.append(SupportTicket.status == status)
    if category is not None:
        where.append(SupportTicket.category == category)
    if keyword:
        pattern = search.containing(keyword)
        where.append(
            or_(
                func.lower(SupportTicket.number).like(pattern, escape=search.ESCAPE),
                func.lower(SupportTicket.subject).like(pattern, escape=search.ESCAPE),
                func.lower(Centre.name).like(pattern, escape=search.ESCAPE),
            )
        )
    total = (
        db.scalar(
            select(func.count())
            .select_from(SupportTicket)
            .outerjoin(Centre, Centre.id == SupportTicket.centre_id)
            .where(*where)
        )
        or 0
    )
    rows = db.execute(
        select(SupportTicket, Centre)
        .outerjoin(Centre, Centre.id == SupportTicket.centre_id)
        .where(*where)
        .order_by(SupportTicket.created_at.desc(), SupportTicket.id.desc())
        .offset(offset)
        .limit(limit)
    ).all()
    return [(t, c) for t, c in rows], total


def thread(
    db: Session, ticket_id: int
) -> tuple[Sequence[tuple[TicketMessage, User]], dict[int, list[StoredFile]]]:
    """The ticket's messages, oldest first, with their authors and attachments."""
    messages = db.execute(
        select(TicketMessage, User)
        .join(User, User.id == TicketMessage.author_user_id)
        .where(TicketMessage.ticket_id == ticket_id)
        .order_by(TicketMessage.created_at, TicketMessage.id)
    ).all()
    files: dict[int, list[StoredFile]] = {}
    for message_id, stored in db.execute(
        select(TicketAttachment.message_id, StoredFile)
        .join(StoredFile, StoredFile.id == TicketAttachment.file_id)
        .join(TicketMessage, TicketMessage.id == TicketAttachment.message_id)
        .where(TicketMessage.ticket_id == ticket_id)
        .order_by(TicketAttachment.id)
    ).all():
        files.setdefault(message_id, []).append(stored)
    return [(m, u) for m, u in messages], files


def files_owned(db: Session, user_id: int, file_ids: Sequence[int]) -> Sequence[StoredFile]:
    return db.scalars(
        select(StoredFile).where(StoredFile.id.in_(file_ids), StoredFile.owner_user_id == user_id)
    ).all()


def attached_file_ids(db: Session, file_ids: Sequence[int]) -> set[int]:
    return set(
        db.scalars(
            select(TicketAttachment.file_id).where(TicketAttachment.file_id.in_(file_ids))
        ).all()
    )


def centre_may_read_file(db: Session, centre_id: int, file_id: int) -> bool:
    """Whether the file is attached to one of the centre's tickets."""
    found = db.scalar(
        select(TicketAttachment.id)
        .join(TicketMessage, TicketMessage.id == TicketAttachment.message_id)
        .join(SupportTicket, SupportTicket.id == TicketMessage.ticket_id)
        .where(TicketAttachment.file_id == file_id, SupportTicket.centre_id == centre_id)
        .limit(1)
    )
    return found is not None


def centre(db: Session, centre_id: int) -> Centre | None:
    return db.get(Centre, centre_id)


def user(db: Session, user_id: int) -> User | None:
    return db.get(User, user_id)


def users_by_id(db: Session, user_ids: Iterable[int]) -> dict[int, User]:
    ids = set(user_ids)
    if not ids:
        return {}
    return {u.id: u for u in db.scalars(select(User).where(User.id.in_(ids)))}


def notes(db: Session, ticket_id: int) -> Sequence[tuple[TicketNote, User]]:
    """The ticket's internal notes, oldest first, with their authors (staff only)."""
    rows = db.execute(
        select(TicketNote, User)
        .join(User, User.id == TicketNote.author_user_id)
        .where(TicketNote.ticket_id == ticket_id)
        .order_by(TicketNote.created_at, TicketNote.id)
    ).all()
    return [(n, u) for n, u in rows]


def staff_who_may(db: Session, permission: str) -> Sequence[User]:
    """Enabled staff accounts whose roles hold the permission (through a menu
    item, or a role with every permission), by name."""
    role_menu = aliased(StaffRoleMenu)
    through_menu = (
        select(StaffUserRole.user_id)
        .join(role_menu, role_menu.role_id == StaffUserRole.role_id)
        .join(StaffMenu, StaffMenu.id == role_menu.menu_id)
        .where(StaffMenu.permission == permission)
    )
    through_all = (
        select(StaffUserRole.user_id)
        .join(StaffRole, StaffRole.id == StaffUserRole.role_id)
        .where(StaffRole.every_permission.is_(True))
    )
    return db.scalars(
        select(User)
        .where(
            User.kind == AccountKind.staff,
            User.enabled.is_(True),
            or_(User.id.in_(through_menu), User.id.in_(through_all)),
        )
        .order_by(func.lower(func.coalesce(User.name, User.email)), User.id)
    ).all()
