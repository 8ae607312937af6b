"""Pure rules of one-time codes and of the contacts they go to."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from datetime import timedelta

from relief.kit import answers
from relief.kit.language import Language

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


# What a code message says, in each language: subject, text, the e-mail's last line.
_WORDING: dict[Language, tuple[str, str, str]] = {
    "en": (
        "Your Relief code",
        "Your Relief code is {code}. It expires in {minutes} minutes.",
        "If you did not ask for it, you can ignore this e-mail.",
    ),
    "zh": (
        "您的 Relief 验证码",
        "您的 Relief 验证码是 {code}，{minutes} 分钟内有效。",
        "如果这不是您本人的请求，请忽略此邮件。",
    ),
}


def code_message(code: str, language: Language | None) -> tuple[str, str, str]:
    """The subject, the text (the whole SMS) and the e-mail's body of a code,
    in the account's language, or in both when nobody's language is known yet
    (a sign-up): English first."""
    minutes = int(LIFETIME.total_seconds() // 60)
    chosen = [_WORDING[language]] if language is not None else list(_WORDING.values())
    subject = " / ".join(words[0] for words in chosen)
    text = " ".join(words[1].format(code=code, minutes=minutes) for words in chosen)
    body = text + "\n\n" + " ".join(words[2] for words in chosen)
    return subject, text, body
