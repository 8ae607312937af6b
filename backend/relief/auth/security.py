"""Passwords and bearer tokens."""

from __future__ import annotations

import hashlib
import secrets

from argon2 import Parameters, PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError

# argon2id at OWASP's first recommended setting (46 MiB, one pass, one lane):
# one lane, because a server runs sign-ins side by side and a lane per core
# would let one sign-in take every core; docs/architecture.md gives the figures.
PASSWORD_PARAMETERS = Parameters(
    type=Type.ID,
    version=19,
    salt_len=16,
    hash_len=32,
    time_cost=1,
    memory_cost=47_104,
    parallelism=1,
)
# OWASP's Password Storage Cheat Sheet: the least memory (KiB) for each number
# of passes, one lane; any of them is equally strong.
OWASP_MINIMUM = {1: 47_104, 2: 19_456, 3: 12_288, 4: 9_216, 5: 7_168}

_hasher = PasswordHasher.from_parameters(PASSWORD_PARAMETERS)
# Verified against when the account does not exist, so a miss costs the same time.
_DUMMY_HASH = _hasher.hash(secrets.token_hex(16))


def meets_owasp_minimum(parameters: Parameters) -> bool:
    """Whether argon2 parameters are argon2id at or above one of OWASP's settings."""
    if parameters.type is not Type.ID:
        return False
    passes = min(parameters.time_cost, max(OWASP_MINIMUM))
    return parameters.memory_cost >= OWASP_MINIMUM[passes]


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


def needs_rehash(password_hash: str) -> bool:
    """Whether a stored hash was made with other parameters than today's, so the
    next successful sign-in stores it again with today's."""
    try:
        return _hasher.check_needs_rehash(password_hash)
    except InvalidHashError:
        return True


def new_token() -> str:
    """An opaque bearer token of 256 random bits."""
    return secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
