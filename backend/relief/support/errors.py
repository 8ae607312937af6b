"""The refusals of support tickets: codes 42001 to 42099 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class TooManyAttachments(ParameterError):
    code = 42001
    message = "You can attach at most {files} files."
    field = "fileIds"


class AttachmentMissing(ParameterError):
    code = 42002
    message = "An attachment was not found; please upload it again."


class SelectCategory(ParameterError):
    code = 42003
    message = "Please select a category."
    field = "category"


class SelectOneListedCategories(ParameterError):
    code = 42004
    message = "Please select one of the listed categories."
    field = "category"


class EnterSubject(ParameterError):
    code = 42005
    message = "Please enter a subject."
    field = "subject"


class DescribeProblem(ParameterError):
    code = 42006
    message = "Please describe the problem."
    field = "description"


class TicketNumberBusy(Conflict):
    code = 42007
    message = "Too many tickets are being opened at once; please try again."


class TicketMissing(NotFound):
    code = 42008
    message = "The ticket does not exist."


class EnterReply(ParameterError):
    code = 42009
    message = "Please enter a reply."
    field = "body"


class TicketNotOpenForReplies(Conflict):
    code = 42010
    message = "This ticket is resolved or closed; reopen it to reply."


class TicketAlreadyClosed(Conflict):
    code = 42011
    message = "This ticket is already closed."


class TicketNotReopenable(Conflict):
    code = 42012
    message = "Only a resolved or closed ticket can be reopened."


class TicketClosed(Conflict):
    code = 42013
    message = "This ticket is closed."


class TicketCannotSetState(Conflict):
    code = 42014
    message = "The ticket cannot be set to this state."


class AssigneeCannotReply(ParameterError):
    code = 42015
    message = "Choose a staff member who may reply to tickets."
    field = "assigneeId"


class EnterNote(ParameterError):
    code = 42016
    message = "Please enter a note."
    field = "body"


class AlreadyAssigned(Conflict):
    code = 42017
    message = "The ticket is already assigned to this staff member."
