"""The refusals of sign-up: codes 40301 to 40399 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, ParameterError


class RegistrationNumberMissing(ParameterError):
    code = 40301
    message = "Please enter your Teaching Council registration number."
    field = "registrationNumber"


class RegistrationNumberDigits(ParameterError):
    code = 40302
    message = "A Teaching Council registration number has 4 to 7 digits."
    field = "registrationNumber"


class BirthdayCannotFuture(ParameterError):
    code = 40303
    message = "The birthday cannot be in the future."
    field = "birthday"


class TooYoung(ParameterError):
    code = 40304
    message = "You must be at least 18 years old to work as a relief teacher."
    field = "birthday"


class CheckBirthday(ParameterError):
    code = 40305
    message = "Please check your birthday."
    field = "birthday"


class EnterFirstLastName(ParameterError):
    code = 40306
    message = "Please enter your first and last name."
    field = "firstName"


class NameTooLong(ParameterError):
    code = 40307
    message = "A name can be at most 64 characters."


class EmailAlreadyRegistered(Conflict):
    code = 40308
    message = "This e-mail address is already registered."


class MobileNumberAlreadyRegistered(Conflict):
    code = 40309
    message = "This mobile number is already registered."


class AgreeTermsUse(ParameterError):
    code = 40310
    message = "Please agree to the terms of use"
    field = "agreed"


class ChooseTalentPoolFromList(ParameterError):
    code = 40311
    message = "Please choose a talent pool from the list."
    field = "talentPool"


class ChooseAgeGroupsFromList(ParameterError):
    code = 40312
    message = "Please choose the age groups from the list."
    field = "ageGroups"


class RegistrationNumberAlreadyRegistered(Conflict):
    code = 40313
    message = "This registration number is already registered."
