"""The refusals of teachers' documents: codes 41301 to 41399 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound, NotPermitted, ParameterError


class ExpiryDateMustAfterIssue(ParameterError):
    code = 41301
    message = "The expiry date must be after the issue date."


class DocumentAlreadyExpired(ParameterError):
    code = 41302
    message = "This document has already expired."


class DocumentMissing(NotFound):
    code = 41303
    message = "The document does not exist."


class FilesOutsideWindow(NotPermitted):
    code = 41304
    message = "You can see a teacher's files from {hours} hours before their job at your centre until it ends."


class TeacherMissing(NotFound):
    code = 41305
    message = "The teacher does not exist."
