"""Pure rules of one-time codes and of the contacts they go to."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from datetime import timedelta

from relief.kit import answers

CODE_LENGTH = 6
LIFETIME = timedelta(minutes=10)
RESEND_AFTER = timedelta(seconds=60)
SENDS_PER_TARGET_PER_HOUR = 5
SENDS_PER_ADDRESS_PER_HOUR = 20
WRONG_TRIES = 5
TICKET_LIFETIME = timedelta(minutes=30)

_EMAIL = re.compile(
    r"^[^@\s]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$"
)
# New Zealand mobiles: 02x then 6 to 8 digits (020, 021, 022, 027, 028, 029...).
_NZ_MOBILE = re.compile(r"^2\d{7,9}$")


def new_code() -> str:
    return "".join(secrets.choice("0123456789") for _ in range(CODE_LENGTH))


def digest(code: str) -> str:
    return hashlib.sha256(code.encode()).hexdigest()


def is_code(code_hash: str, typed: str) -> bool:
    """Whether the typed code is the one sent (full-width digits and spaces
    around it allowed), compared in constant time."""
    return hmac.compare_digest(code_hash, digest(answers.normalised(typed)))


def nz_mobile(text: str) -> str | None:
    """A New Zealand mobile number as +642..., or None when it is not one.

    Accepts spaces, dashes and brackets, and the 0, 64 or +64 prefixes. (The
    spec's 11-digit "mainland" rule belongs to another country's numbers.)
    """
    digits = re.sub(r"[\s\-()]", "", text)
    if digits.startswith("+64"):
        digits = digits[3:]
    elif digits.startswith("64") and len(digits) > 10:
        digits = digits[2:]
    elif digits.startswith("0"):
        digits = digits[1:]
    if not digits.isdigit() or not _NZ_MOBILE.match(digits) or len(digits) > 10:
        return None
    return "+64" + digits


def email(text: str) -> str | None:
    """A normalised e-mail address, or None when it is not one."""
    value = text.strip().lower()
    return value if len(value) <= 254 and _EMAIL.match(value) else None
