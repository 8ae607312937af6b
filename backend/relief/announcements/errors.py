"""The refusals of platform messages: codes 42801 to 42899 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class AnnouncementMissing(NotFound):
    code = 42801
    message = "The message does not exist."


class AnnouncementPublished(Conflict):
    code = 42802
    message = "A published message can no longer be changed or removed."


class AccountsRequired(ParameterError):
    code = 42803
    message = "Choose at least one account for this message."
    field = "accountIds"


class AccountsUnknown(ParameterError):
    code = 42804
    message = "These accounts are not centres or teachers: {ids}."
    field = "accountIds"
