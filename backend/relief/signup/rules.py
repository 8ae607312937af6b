"""Pure rules of a teacher's sign-up: the registration number, the birthday,
names and the age groups."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from relief.errors import ParameterError
from relief.models import Qualification
from relief.signup.errors import (
    BirthdayCannotFuture,
    CheckBirthday,
    EnterFirstLastName,
    NameTooLong,
    RegistrationNumberDigits,
    RegistrationNumberMissing,
    TooYoung,
)

# The Teaching Council of Aotearoa New Zealand gives each registered teacher a
# registration number: a whole number, six digits today. Four to seven digits
# are accepted (early numbers are shorter, and the register keeps growing);
# spaces are ignored and letters refused.
REGISTRATION_NUMBER = re.compile(r"^\d{4,7}$")
MINIMUM_AGE = 18
MAXIMUM_AGE = 90
NAME_LENGTH = 64
AGE_GROUPS_MAX = 10


def registration_number(text: str | None) -> str | None:
    """A registration number as the Council writes it (digits only), or None
    when the text is not one."""
    if text is None:
        return None
    digits = re.sub(r"\s", "", text)
    return digits if REGISTRATION_NUMBER.match(digits) else None


def registration_problem(qualification: int, text: str | None) -> ParameterError | None:
    """Why the registration number does not fit the qualification, or None.

    Qualified and newly qualified teachers are registered; an unqualified
    teacher has no number (one given is not kept)."""
    if qualification == Qualification.unqualified:
        return None
    if not text or not text.strip():
        return RegistrationNumberMissing()
    if registration_number(text) is None:
        return RegistrationNumberDigits()
    return None


def _years_between(born: date, today: date) -> int:
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))


def birthday_problem(birthday: date, today: date) -> ParameterError | None:
    """Why a birthday cannot be a relief teacher's, or None: not in the future,
    at least 18 years ago and at most 90."""
    if birthday > today:
        return BirthdayCannotFuture()
    age = _years_between(birthday, today)
    if age < MINIMUM_AGE:
        return TooYoung()
    if age > MAXIMUM_AGE:
        return CheckBirthday()
    return None


def name_problem(first_name: str, last_name: str) -> ParameterError | None:
    """Why the names cannot be kept, or None (each 1 to 64 characters)."""
    if not first_name.strip() or not last_name.strip():
        return EnterFirstLastName()
    if len(first_name.strip()) > NAME_LENGTH or len(last_name.strip()) > NAME_LENGTH:
        return NameTooLong()
    return None


def age_groups_text(values: Iterable[int]) -> str:
    """The age groups as the teacher row keeps them: sorted, once each ("1,3")."""
    return ",".join(str(value) for value in sorted(set(values)))
