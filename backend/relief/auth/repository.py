"""All SQL of accounts, sessions, sign-in attempts and captchas."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from functools import cache
from typing import Any

from sqlalchemy import Row, Select, bindparam, func, or_, select, update
from sqlalchemy.orm import Session

from relief.kit import search, sorting
from relief.locks import for_update
from relief.models import AuthSession, Captcha, Centre, LoginAttempt, Teacher, User

# What the list of online sessions sorts by: the item's field → the column.
SESSION_SORTS: dict[str, Any] = {
    "lastSeenAt": func.coalesce(AuthSession.last_seen_at, AuthSession.created_at),
    "signedInAt": AuthSession.created_at,
    "expiresAt": AuthSession.expires_at,
    "email": User.email,
    "kind": User.kind,
    "address": AuthSession.client_address,
}


def user_by_email(db: Session, email: str, kind: str) -> User | None:
    return db.scalar(select(User).where(User.email == email, User.kind == kind))


def failures_since(
    db: Session, since: datetime, *, account: str | None = None, address: str | None = None
) -> int:
    """Failed attempts since `since` for an account or for a client address."""
    query = (
        select(func.count())
        .select_from(LoginAttempt)
        .where(LoginAttempt.created_at >= since, LoginAttempt.succeeded.is_(False))
    )
    if account is not None:
        query = query.where(LoginAttempt.account == account)
    if address is not None:
        query = query.where(LoginAttempt.client_address == address)
    return int(db.scalar(query) or 0)


def add_attempt(db: Session, *, account: str, address: str, succeeded: bool, at: datetime) -> None:
    db.add(
        LoginAttempt(account=account, client_address=address, succeeded=succeeded, created_at=at)
    )
    db.flush()


@cache
def _live_session_statement() -> Select[AuthSession, User]:
    """A live session by token hash, with its user; built once, since every
    signed-in call runs it."""
    return (
        select(AuthSession, User)
        .join(User, User.id == AuthSession.user_id)
        .where(
            AuthSession.token_hash == bindparam("token_hash"),
            AuthSession.revoked_at.is_(None),
            AuthSession.expires_at > bindparam("at"),
        )
    )


# What a centre's call reads of its caller, in one statement of plain
# columns (no rows loaded as objects): the session, the account's kind and
# state, and the account's centre (if any).
_CENTRE_CALLER = (
    select(
        AuthSession.id.label("session_id"),
        AuthSession.last_seen_at,
        User.id.label("user_id"),
        User.kind,
        User.enabled,
        User.deactive_notice,
        Centre.id.label("centre_id"),
        Centre.time_zone,
    )
    .join(User, User.id == AuthSession.user_id)
    .outerjoin(Centre, Centre.user_id == User.id)
    .where(
        AuthSession.token_hash == bindparam("token_hash"),
        AuthSession.revoked_at.is_(None),
        AuthSession.expires_at > bindparam("at"),
    )
)


def session_by_token_hash(
    db: Session, token_hash: str, at: datetime
) -> tuple[AuthSession, User] | None:
    """A live session and its user, in one query."""
    row = db.execute(_live_session_statement(), {"token_hash": token_hash, "at": at}).first()
    return (row[0], row[1]) if row else None


def user_of_live_session(db: Session, session_id: int, at: datetime) -> User | None:
    """The user of a session still signed in at `at`."""
    return db.scalar(
        select(User)
        .join(AuthSession, AuthSession.user_id == User.id)
        .where(
            AuthSession.id == session_id,
            AuthSession.revoked_at.is_(None),
            AuthSession.expires_at > at,
        )
    )


def centre_session_by_token_hash(
    db: Session, token_hash: str, at: datetime
) -> Row[int, datetime | None, int, str, bool, str | None, int | None, str | None] | None:
    """A live session with what a centre's call needs of its account and the
    account's centre (None when it has none), as one row of columns."""
    return db.connection().execute(_CENTRE_CALLER, {"token_hash": token_hash, "at": at}).first()


def account_and_centre(db: Session, user_id: int) -> tuple[User, Centre]:
    """A centre account and its centre, loaded to be worked on."""
    row = db.execute(
        select(User, Centre).join(Centre, Centre.user_id == User.id).where(User.id == user_id)
    ).one()
    return row[0], row[1]


def use_captcha(db: Session, uuid: str, at: datetime) -> Captcha | None:
    """Take a live captcha for checking; it can never be used again."""
    captcha = db.scalar(
        select(Captcha).where(
            Captcha.uuid == uuid, Captcha.used_at.is_(None), Captcha.expires_at > at
        )
    )
    if captcha is None:
        return None
    taken = db.execute(
        update(Captcha)
        .where(Captcha.uuid == uuid, Captcha.used_at.is_(None))
        .values(used_at=at)
        .execution_options(synchronize_session=False)
    )
    return captcha if taken.rowcount == 1 else None  # type: ignore[attr-defined]


def teacher_of(db: Session, user_id: int) -> Teacher | None:
    return db.scalar(select(Teacher).where(Teacher.user_id == user_id))


def centre_of(db: Session, user_id: int) -> Centre | None:
    return db.scalar(select(Centre).where(Centre.user_id == user_id))


def account_for(db: Session, channel: str, target: str, *, lock: bool = False) -> User | None:
    """The account whose sign-in e-mail or phone this is. A phone is compared
    without its spaces and dashes (`+64 21 400137` is `+6421400137`)."""
    if channel == "sms":
        phone = func.replace(func.replace(User.phone, " ", ""), "-", "")
        condition = phone == target
    else:
        condition = User.email == target
    query = select(User).where(condition).order_by(User.id).limit(1)
    return db.scalars(for_update(query) if lock else query).first()


def revoke_sessions(db: Session, user_id: int, at: datetime, *, keep: int | None = None) -> None:
    """End every live session of the user (but `keep`)."""
    query = update(AuthSession).where(
        AuthSession.user_id == user_id, AuthSession.revoked_at.is_(None)
    )
    if keep is not None:
        query = query.where(AuthSession.id != keep)
    db.execute(query.values(revoked_at=at).execution_options(synchronize_session=False))


def touch(db: Session, session_id: int, at: datetime) -> None:
    """Note that a session made a call at `at`."""
    db.execute(update(AuthSession).where(AuthSession.id == session_id).values(last_seen_at=at))


def _live(kind: str | None, keyword: str | None, at: datetime) -> Select[AuthSession, User]:
    query = (
        select(AuthSession, User)
        .join(User, User.id == AuthSession.user_id)
        .where(AuthSession.revoked_at.is_(None), AuthSession.expires_at > at)
    )
    if kind:
        query = query.where(User.kind == kind)
    if keyword:
        pattern = search.containing(keyword)
        query = query.where(
            or_(
                func.lower(User.email).like(pattern, escape=search.ESCAPE),
                func.lower(func.coalesce(User.name, "")).like(pattern, escape=search.ESCAPE),
            )
        )
    return query


def live_sessions(
    db: Session,
    kind: str | None,
    keyword: str | None,
    sort: sorting.Sort,
    at: datetime,
    offset: int,
    limit: int,
) -> tuple[list[tuple[AuthSession, User]], int]:
    """Sessions neither ended nor expired, in the order asked for, with their accounts."""
    query = _live(kind, keyword, at)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    order = sorting.order(SESSION_SORTS[sort.field], sort, AuthSession.id)
    rows = db.execute(query.order_by(*order).offset(offset).limit(limit)).all()
    return [(row[0], row[1]) for row in rows], total


def live_session_ids(
    db: Session,
    kind: str | None,
    keyword: str | None,
    sort: sorting.Sort,
    at: datetime,
    batch: int,
) -> Iterable[int]:
    """The ids of the sessions the list shows, in its order, `batch` at a time."""
    query = _live(kind, keyword, at).with_only_columns(AuthSession.id)
    order = sorting.order(SESSION_SORTS[sort.field], sort, AuthSession.id)
    return db.scalars(query.order_by(*order).execution_options(yield_per=batch))


def sessions_by_id(db: Session, ids: Sequence[int]) -> list[tuple[AuthSession, User]]:
    rows = db.execute(
        select(AuthSession, User)
        .join(User, User.id == AuthSession.user_id)
        .where(AuthSession.id.in_(list(ids)))
    ).all()
    return [(row[0], row[1]) for row in rows]


def live_session(db: Session, session_id: int, at: datetime) -> AuthSession | None:
    return db.scalar(
        select(AuthSession).where(
            AuthSession.id == session_id,
            AuthSession.revoked_at.is_(None),
            AuthSession.expires_at > at,
        )
    )
