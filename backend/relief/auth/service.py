"""Signing in and out, and turning a bearer token back into its user."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from relief.auth import captcha as captchas
from relief.auth import repository, rules
from relief.auth.errors import (
    AccountNoCentre,
    CentreAccountsOnly,
    EnterAccount,
    TooManyFailedSignIns,
)
from relief.auth.schemas import LoginIn
from relief.auth.security import (
    hash_password,
    needs_rehash,
    new_token,
    token_digest,
    verify_password,
)
from relief.config import CaptchaPolicy, Settings
from relief.db import READING
from relief.errors import (
    AccountDeactivated,
    CaptchaRequired,
    CaptchaWrong,
    LoginFailed,
    SessionInvalid,
)
from relief.kit import sorting, tickets, trail
from relief.kit.clock import now
from relief.models import AccountKind, AuthSession, Centre, Teacher, User


@dataclass(frozen=True)
class Principal:
    user: User
    session: AuthSession


def teacher_of(db: Session, user_id: int) -> Teacher | None:
    """The teacher row of a teacher account."""
    return repository.teacher_of(db, user_id)


def centre_of(db: Session, user_id: int) -> Centre | None:
    """The centre a centre account runs."""
    return repository.centre_of(db, user_id)


def account_for(db: Session, channel: str, target: str, *, lock: bool = False) -> User | None:
    """The account whose sign-in e-mail ("email") or phone ("sms") this is."""
    return repository.account_for(db, channel, target, lock=lock)


def account_stamp(settings: Settings, user: User | None) -> str:
    """The stamp a reset ticket carries for this account (`kit.tickets`)."""
    if user is None:
        return tickets.NO_ACCOUNT
    return tickets.account_stamp(user.id, user.password_hash, settings.secret_key)


def captcha_answered(db: Session, uuid: str, answer: str, at: datetime) -> bool:
    """Whether a live captcha was answered right; either way it is used up."""
    challenge = repository.use_captcha(db, uuid, at)
    return challenge is not None and captchas.matches(challenge.answer, answer)


def deactivated(notice: str | None) -> AccountDeactivated:
    """The refusal of a deactivated account, with the notice staff wrote (if any)."""
    return AccountDeactivated(written=notice or None)


def captcha_required(settings: Settings, failures_account: int, failures_address: int) -> bool:
    if settings.captcha_policy is CaptchaPolicy.always:
        return True
    threshold = settings.captcha_after_failures
    return failures_account >= threshold or failures_address >= threshold


def captcha_required_for_address(db: Session, settings: Settings, address: str) -> bool:
    since = now() - timedelta(minutes=settings.login_window_minutes)
    return captcha_required(settings, 0, repository.failures_since(db, since, address=address))


def login(
    db: Session, settings: Settings, payload: LoginIn, *, kind: str, address: str
) -> tuple[str, User]:
    """Check the credentials and open a session; answer the new token and its user."""
    account = (payload.account or payload.userName or "").strip().lower()
    if not account:
        raise EnterAccount()
    trail.note_account(account)
    at = now()
    since = at - timedelta(minutes=settings.login_window_minutes)
    by_account = repository.failures_since(db, since, account=account)
    by_address = repository.failures_since(db, since, address=address)
    if (
        by_account >= settings.login_max_failures_account
        or by_address >= settings.login_max_failures_address
    ):
        raise TooManyFailedSignIns(minutes=settings.login_window_minutes)

    def refuse(error_type: type[LoginFailed] | type[CaptchaWrong]) -> Exception:
        repository.add_attempt(db, account=account, address=address, succeeded=False, at=at)
        return error_type(
            data={"captchaRequired": captcha_required(settings, by_account + 1, by_address + 1)},
            keep_changes=True,
        )

    if captcha_required(settings, by_account, by_address):
        if not payload.captcha or not payload.uuid:
            raise CaptchaRequired(data={"captchaRequired": True})
        challenge = repository.use_captcha(db, payload.uuid, at)
        if challenge is None or not captchas.matches(challenge.answer, payload.captcha):
            raise refuse(CaptchaWrong)

    user = repository.user_by_email(db, account, kind)
    if not verify_password(user.password_hash if user else None, payload.password) or user is None:
        raise refuse(LoginFailed)
    if not user.enabled:
        raise deactivated(user.deactive_notice)
    if user.password_hash and needs_rehash(user.password_hash):
        user.password_hash = hash_password(payload.password)

    trail.note_caller(user.id)
    repository.add_attempt(db, account=account, address=address, succeeded=True, at=at)
    token = open_session(db, settings, user, address=address, device_type=payload.deviceType, at=at)
    if payload.deviceToken:
        user.device_token = payload.deviceToken
    if payload.deviceType:
        user.device_type = payload.deviceType
    db.flush()
    return token, user


def centre_login(
    db: Session, settings: Settings, payload: LoginIn, *, address: str
) -> tuple[str, User, Centre]:
    """A centre account signs in: the new token, its user and the centre it runs."""
    token, user = login(db, settings, payload, kind=AccountKind.centre, address=address)
    centre = repository.centre_of(db, user.id)
    if centre is None:
        raise AccountNoCentre()
    return token, user, centre


def open_session(
    db: Session,
    settings: Settings,
    user: User,
    *,
    address: str,
    device_type: str | None,
    at: datetime,
) -> str:
    """A new session for the user; answers its bearer token."""
    token = new_token()
    db.add(
        AuthSession(
            user_id=user.id,
            token_hash=token_digest(token),
            created_at=at,
            expires_at=at + timedelta(hours=settings.token_lifetime_hours),
            client_address=address,
            device_type=device_type,
            last_seen_at=at,
        )
    )
    user.last_login_at = at
    db.flush()
    return token


def seen(db: Session, session: AuthSession, at: datetime) -> None:
    """Note the session's call, at most once in `rules.SEEN_EVERY`. A reading
    session cannot write: its caller notes it with a session of its own."""
    if _noted(db, session.id, session.last_seen_at, at):
        session.last_seen_at = at


def _noted(db: Session, session_id: int, last_seen_at: datetime | None, at: datetime) -> bool:
    """As `seen`, by the session's id; whether it was written."""
    if rules.seen_again(last_seen_at, at) and not db.info.get(READING):
        repository.touch(db, session_id, at)
        return True
    return False


def note_seen(db: Session, session_id: int, at: datetime) -> None:
    """Note a session's call in a writing session (for a reading call's caller)."""
    repository.touch(db, session_id, at)


def authenticate(db: Session, token: str | None) -> Principal:
    if not token:
        raise SessionInvalid()
    at = now()
    found = repository.session_by_token_hash(db, token_digest(token), at)
    if found is None:
        raise SessionInvalid()
    session, user = found
    if not user.enabled:
        raise deactivated(user.deactive_notice)
    seen(db, session, at)
    return Principal(user=user, session=session)


def signed_in_user(db: Session, session_id: int) -> User | None:
    """The enabled user of a session still signed in now (a stream's ticket
    names its session), else None."""
    user = repository.user_of_live_session(db, session_id, now())
    return user if user is not None and user.enabled else None


@dataclass(frozen=True, slots=True)
class CentreRef:
    """What a centre's reading call needs of its centre."""

    id: int
    time_zone: str


@dataclass(frozen=True, slots=True)
class CentreSession:
    """A signed-in centre as its call reads it: the session, the account and
    the centre by their ids, none of them loaded as objects."""

    session_id: int
    last_seen_at: datetime | None
    user_id: int
    centre: CentreRef


def authenticate_centre(db: Session, token: str | None) -> CentreSession:
    """As `authenticate`, for a call only a centre may make, in one query:
    refused when the account is not a centre's or runs no centre."""
    if not token:
        raise SessionInvalid()
    at = now()
    row = repository.centre_session_by_token_hash(db, token_digest(token), at)
    if row is None:
        raise SessionInvalid()
    if not row.enabled:
        raise deactivated(row.deactive_notice)
    _noted(db, row.session_id, row.last_seen_at, at)
    if row.kind != AccountKind.centre:
        raise CentreAccountsOnly()
    if row.centre_id is None:
        raise AccountNoCentre()
    return CentreSession(
        session_id=row.session_id,
        last_seen_at=row.last_seen_at,
        user_id=row.user_id,
        centre=CentreRef(id=row.centre_id, time_zone=row.time_zone),
    )


def account_and_centre(db: Session, user_id: int) -> tuple[User, Centre]:
    """A centre account and its centre, loaded to be worked on."""
    return repository.account_and_centre(db, user_id)


def live_sessions(
    db: Session,
    kind: str | None,
    keyword: str | None,
    sort: sorting.Sort,
    offset: int,
    limit: int,
) -> tuple[list[tuple[AuthSession, User]], int]:
    """The sessions that are signed in now, in the order asked for."""
    return repository.live_sessions(db, kind, keyword, sort, now(), offset, limit)


def live_session_ids(
    db: Session, kind: str | None, keyword: str | None, sort: sorting.Sort, batch: int
) -> Iterable[int]:
    """The ids of the sessions signed in now, in the order asked for."""
    return repository.live_session_ids(db, kind, keyword, sort, now(), batch)


def sessions_by_id(db: Session, ids: Sequence[int]) -> list[tuple[AuthSession, User]]:
    """Sessions with their accounts, whatever their state now."""
    return repository.sessions_by_id(db, ids)


SESSION_SORTS = frozenset(repository.SESSION_SORTS)


def end_sessions_of(db: Session, user_id: int) -> None:
    """Sign every session of an account out (its apps' next calls answer 1001)."""
    repository.revoke_sessions(db, user_id, now())
    db.flush()


def end_session(db: Session, session_id: int) -> AuthSession | None:
    """Sign a session out (its next call answers 1001); None when it is not live."""
    session = repository.live_session(db, session_id, now())
    if session is not None:
        session.revoked_at = now()
        db.flush()
    return session


def logout(db: Session, principal: Principal) -> None:
    principal.session.revoked_at = now()
    db.flush()


def agree(db: Session, user: User) -> None:
    if not user.agreed:
        user.agreed = True
        user.agreed_at = now()
        db.flush()


def deactivate(db: Session, user: User, *, kind: int, reason: str, notice: str) -> None:
    """Switch an account off: every call it makes answers 30030 with the notice."""
    user.enabled = False
    user.deactive_type = kind
    user.deactive_reason = reason
    user.deactive_notice = notice
    user.deactivated_at = now()
    db.flush()


def reactivate(db: Session, user: User) -> None:
    """Switch an account back on; its deactivation notice is forgotten."""
    user.enabled = True
    user.deactive_type = None
    user.deactive_reason = None
    user.deactive_notice = None
    user.deactivated_at = None
    db.flush()
