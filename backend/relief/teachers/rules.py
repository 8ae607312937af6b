"""Pure rules about teachers."""

from __future__ import annotations

import re


def age_groups_of(text: str | None) -> list[int]:
    """The age groups a teacher row keeps ("1,3"), as numbers."""
    return [int(part) for part in (text or "").split(",") if part.strip().isdigit()]


# --- payment details ------------------------------------------------------------

# Inland Revenue's tax codes an employee or contractor declares (IR330, IR330C).
TAX_CODES = (
    "M",
    "M SL",
    "ME",
    "ME SL",
    "SB",
    "SB SL",
    "S",
    "S SL",
    "SH",
    "SH SL",
    "ST",
    "ST SL",
    "SA",
    "SA SL",
    "CAE",
    "EDW",
    "NSW",
    "STC",
    "WT",
)
_IRD_WEIGHTS = (3, 2, 7, 6, 5, 4, 3, 2)
_IRD_SECOND_WEIGHTS = (7, 4, 3, 2, 5, 2, 7, 6)
_BANK_ACCOUNT = re.compile(r"^(\d{2})[\s-]?(\d{4})[\s-]?(\d{7,8})[\s-]?(\d{2,3})$")


def _ird_check(base: str, weights: tuple[int, ...]) -> int:
    remainder = sum(int(digit) * weight for digit, weight in zip(base, weights, strict=True)) % 11
    return 0 if remainder == 0 else 11 - remainder


def ird_number(text: str) -> str | None:
    """An IRD number as 123-456-789, or None when it is not one.

    Inland Revenue's rule: 8 or 9 digits between 10,000,000 and 150,000,000,
    whose last digit checks the others (weights 3 2 7 6 5 4 3 2, modulus 11;
    a check of 10 tries the weights 7 4 3 2 5 2 7 6, and a second 10 is invalid).
    """
    digits = re.sub(r"[\s-]", "", text)
    if not digits.isdigit() or len(digits) not in (8, 9):
        return None
    if not 10_000_000 <= int(digits) <= 150_000_000:
        return None
    base, check = digits[:-1].zfill(8), int(digits[-1])
    expected = _ird_check(base, _IRD_WEIGHTS)
    if expected == 10:
        expected = _ird_check(base, _IRD_SECOND_WEIGHTS)
    if expected == 10 or expected != check:
        return None
    padded = digits.zfill(9)
    return f"{padded[:3]}-{padded[3:6]}-{padded[6:]}"


def bank_account_number(text: str) -> str | None:
    """A New Zealand bank account as 12-3456-1234567-001 (bank, branch, account,
    suffix), or None when it is not one. The shape is checked, not the
    banks' own check digits."""
    match = _BANK_ACCOUNT.match(text.strip())
    if match is None:
        return None
    bank, branch, account, suffix = match.groups()
    return f"{bank}-{branch}-{account}-{suffix.zfill(3)}"


def tax_code(text: str) -> str | None:
    """A tax code from the IR330 list (case and spacing forgiven), or None."""
    code = " ".join(text.upper().split())
    return code if code in TAX_CODES else None
