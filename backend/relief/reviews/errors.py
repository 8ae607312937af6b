"""The refusals of reviews: codes 41901 to 41999 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class FillAllQuestions(ParameterError):
    code = 41901
    message = "Please fill in all the questions."


class JobRecordMissing(NotFound):
    code = 41902
    message = "The job record does not exist."


class OnlyFinishedJobReviewed(Conflict):
    code = 41903
    message = "Only a finished job can be reviewed."


class JobAlreadyBeenReviewed(Conflict):
    code = 41904
    message = "This job has already been reviewed."


class ReviewMissing(NotFound):
    code = 41905
    message = "The review does not exist."


class DisapprovalReasonRequired(ParameterError):
    code = 41906
    message = "Please give the reason for disapproving the review."
    field = "reason"
