"""The refusals of files and uploads: codes 41501 to 41599 (docs/api.md)."""

from __future__ import annotations

from relief.errors import NotFound, ParameterError


class FileEmpty(ParameterError):
    code = 41501
    message = "The file is empty."


class FileTooLarge(ParameterError):
    code = 41502
    message = "The file is larger than {megabytes} MB."


class FileTypeRefused(ParameterError):
    code = 41503
    message = "Only {kinds} files are accepted."


class FileContentMismatch(ParameterError):
    code = 41504
    message = "The file's content does not match its name."


class FileMissing(NotFound):
    code = 41505
    message = "The file does not exist."


class LinkExpiredNotValid(NotFound):
    code = 41506
    message = "This link has expired or is not valid."


class ImageTooLarge(ParameterError):
    code = 41507
    message = "The image is too large: at most {megapixels} megapixels."


class ImageUnreadable(ParameterError):
    code = 41508
    message = "The image cannot be read; it may be damaged or incomplete."
