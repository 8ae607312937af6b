"""Platform staff accounts: the list, a new account, and what staff change
of each other (name, e-mail, whether they can sign in, a reset password).

Nobody changes a staff member whose most powerful role is above their own
level, and nobody switches their own account off. The first account of an
installation is made from the command line (`python -m relief staff
create`); there is no sign-up for staff.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.admin import repository, rules
from relief.admin.errors import (
    EmailAlreadyRegistered,
    EmailInvalid,
    NameLength,
    OwnAccountNotSwitchedOff,
    OwnPasswordNotReset,
)
from relief.admin.schemas import (
    StaffCreateIn,
    StaffEnabledIn,
    StaffFilter,
    StaffItem,
    StaffListIn,
    StaffPasswordOut,
    StaffUpdateIn,
)
from relief.auth import passwords
from relief.auth import service as auth
from relief.authority import service as authority
from relief.authority.schemas import StaffRolesIn
from relief.codes import rules as contact_rules
from relief.kit import sorting
from relief.kit.envelope import Page
from relief.models import AccountKind, StaffRole, User

NAME_LENGTH = 100
NEWEST_FIRST = sorting.Sort(field="createdAt", descending=True)


def _name(name: str) -> str:
    name = " ".join(name.split())
    if not 1 <= len(name) <= NAME_LENGTH:
        raise NameLength(length=NAME_LENGTH)
    return name


def _email(email: str) -> str:
    address = contact_rules.email(email)
    if address is None:
        raise EmailInvalid()
    return address


def create(db: Session, email: str, name: str, password: str) -> User:
    """A new staff account, or a refusal: an e-mail address that is not one
    or that an account already uses, an empty name, a weak password."""
    address = _email(email)
    name = _name(name)
    if auth.account_for(db, "email", address) is not None:
        raise EmailAlreadyRegistered()
    user = User(kind=AccountKind.staff, email=address, name=name, password_hash="", agreed=True)
    passwords.assign(user, password)
    try:
        with db.begin_nested():
            db.add(user)
            db.flush()
    except IntegrityError:
        raise EmailAlreadyRegistered() from None
    return user


# --- the list --------------------------------------------------------------------


def _item(user: User, roles: Sequence[StaffRole]) -> StaffItem:
    return StaffItem(
        userId=user.id,
        name=user.name,
        email=user.email,
        enabled=user.enabled,
        roles=[role.name for role in roles],
        roleIds=[role.id for role in roles],
        level=min((role.level for role in roles), default=None),
        lastSignInAt=user.last_login_at,
        lastLoginAt=user.last_login_at,
        createdAt=user.created_at,
    )


def _items(db: Session, users: Sequence[User]) -> list[StaffItem]:
    roles = authority.roles_of_staff(db, [user.id for user in users])
    return [_item(user, roles.get(user.id, [])) for user in users]


def _sort(query: StaffFilter) -> sorting.Sort:
    return sorting.parse(query.sort, repository.STAFF_SORTS, NEWEST_FIRST)


def listed(db: Session, query: StaffListIn) -> Page[StaffItem]:
    """Staff accounts, newest first unless sorted otherwise, with their roles."""
    users, total = repository.staff(
        db, query.keyword or None, _sort(query), query.offset, query.pageSize
    )
    return Page[StaffItem].of(_items(db, users), total, query)


def check(query: StaffFilter) -> None:
    """Refuse a filter or a sort the list would refuse."""
    _sort(query)


def ids(db: Session, query: StaffFilter, batch: int) -> Iterable[int]:
    """The ids of the staff accounts the list shows, in its order (for its export)."""
    return repository.staff_ids(db, query.keyword or None, _sort(query), batch)


def items_by_id(db: Session, ids: Sequence[int]) -> dict[int, StaffItem]:
    return {item.userId: item for item in _items(db, repository.staff_by_id(db, ids))}


def item(db: Session, user: User) -> StaffItem:
    return _items(db, [user])[0]


# --- changes ---------------------------------------------------------------------


def add(db: Session, creator_id: int, payload: StaffCreateIn) -> StaffItem:
    """A new staff account with the roles the creator may grant; its password
    counts as a first one, to be changed at the first sign-in."""
    user = create(db, payload.email, payload.name, payload.password)
    user.password_is_default = True
    authority.grant(db, creator_id, StaffRolesIn(userId=user.id, roleIds=payload.roleIds))
    return item(db, user)


def update(db: Session, changer_id: int, payload: StaffUpdateIn) -> StaffItem:
    """Change a staff member's name and, when given, the e-mail they sign in with."""
    user = authority.manageable_member(db, changer_id, payload.userId, lock=True)
    name = _name(payload.name)
    if payload.email:
        address = _email(payload.email)
        if repository.email_taken(db, address, user.id):
            raise EmailAlreadyRegistered()
        user.email = address
    user.name = name
    try:
        with db.begin_nested():
            db.flush()
    except IntegrityError:
        raise EmailAlreadyRegistered() from None
    return item(db, user)


def switch(db: Session, changer_id: int, payload: StaffEnabledIn) -> StaffItem:
    """Let a staff member sign in again, or stop them: their sessions end at
    once, and signing in answers 30030."""
    if not payload.enabled and payload.userId == changer_id:
        raise OwnAccountNotSwitchedOff()
    user = authority.manageable_member(db, changer_id, payload.userId, lock=True)
    if payload.enabled:
        auth.reactivate(db, user)
    elif user.enabled:
        auth.deactivate(db, user, kind=rules.DEACTIVATED_BY_STAFF, reason="", notice="")
        auth.end_sessions_of(db, user.id)
    return item(db, user)


def reset_password(db: Session, changer_id: int, user_id: int) -> StaffPasswordOut:
    """Give a staff member a new one-time password, answered once: it counts
    as a reset password (the console asks them to change it when they sign
    in) and every session of theirs ends."""
    if user_id == changer_id:
        raise OwnPasswordNotReset()
    user = authority.manageable_member(db, changer_id, user_id, lock=True)
    password = rules.one_time_password()
    passwords.assign(user, password)
    user.password_is_default = True
    auth.end_sessions_of(db, user.id)
    db.flush()
    return StaffPasswordOut(userId=user.id, password=password)
