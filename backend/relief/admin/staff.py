"""Platform staff accounts. The first one of an installation is made from the
command line (`python -m relief staff create`); there is no sign-up for staff."""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.admin.errors import EmailAlreadyRegistered, EmailInvalid, NameLength
from relief.auth import passwords
from relief.auth import service as auth
from relief.codes import rules as contact_rules
from relief.models import AccountKind, User

NAME_LENGTH = 100


def create(db: Session, email: str, name: str, password: str) -> User:
    """A new staff account, or a refusal: an e-mail address that is not one
    or that an account already uses, an empty name, a weak password."""
    address = contact_rules.email(email)
    if address is None:
        raise EmailInvalid()
    name = " ".join(name.split())
    if not 1 <= len(name) <= NAME_LENGTH:
        raise NameLength(length=NAME_LENGTH)
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
