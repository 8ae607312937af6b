"""Choosing, changing and recovering passwords."""

from __future__ import annotations

import hmac
from datetime import datetime

from sqlalchemy.orm import Session

from relief.auth import repository
from relief.auth.errors import (
    CurrentPasswordWrong,
    NoAccountForContact,
    PasswordTooWeak,
    VerificationExpired,
    VerificationUsed,
)
from relief.auth.security import hash_password, verify_password
from relief.auth.service import Principal, account_for, account_stamp
from relief.config import Settings
from relief.kit import tickets
from relief.models import User

RULE = PasswordTooWeak.message


def check_strength(password: str) -> None:
    if (
        len(password) < 8
        or not any(c.isalpha() for c in password)
        or not any(c.isdigit() for c in password)
    ):
        raise PasswordTooWeak()


def change(db: Session, principal: Principal, old: str, new: str, at: datetime) -> None:
    """A signed-in user changes their password; their other sessions end."""
    if not verify_password(principal.user.password_hash, old):
        raise CurrentPasswordWrong()
    check_strength(new)
    principal.user.password_hash = hash_password(new)
    principal.user.password_is_default = False
    repository.revoke_sessions(db, principal.user.id, at, keep=principal.session.id)
    db.flush()


def reset(db: Session, settings: Settings, ticket: str, password: str, at: datetime) -> None:
    """A forgotten password replaced, with a ticket from a reset code; every
    session of the account ends. A ticket works once: it carries the stamp of
    the password it replaces, and the account row is locked while it is
    checked, so two uses at once cannot both pass."""
    check_strength(password)
    user = None
    for channel in ("email", "sms"):
        proven = tickets.reset_target(settings.secret_key, ticket, channel, at)
        if proven is None:
            continue
        target, stamp = proven
        user = account_for(db, channel, target, lock=True)
        break
    else:
        raise VerificationExpired()
    if user is None:
        raise NoAccountForContact()
    if not hmac.compare_digest(stamp, account_stamp(settings, user)):
        raise VerificationUsed()
    user.password_hash = hash_password(password)
    user.password_is_default = False
    repository.revoke_sessions(db, user.id, at)
    db.flush()


def assign(user: User, password: str) -> None:
    check_strength(password)
    user.password_hash = hash_password(password)
