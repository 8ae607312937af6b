"""Shapes of the review calls."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id, Line, Text
from relief.reviews.rules import COMMENT_LIMIT, REASON_LIMIT


class QuestionOut(BaseModel):
    id: int
    text: str
    textZh: str
    sort: int


class QuestionListOut(BaseModel):
    list: list[QuestionOut]


class ReviewListIn(PageQuery):
    scope: Literal["pending", "done"] = Field(
        default="pending", description="pending: finished jobs without a review; done: reviews"
    )


class AnswerIn(Input):
    questionId: Id
    score: int = Field(ge=0, le=100, description="1 to 5 stars (0: not answered)")


class AnswerOut(BaseModel):
    questionId: int
    score: int


class ReviewItem(BaseModel):
    jobRecordId: int
    bookingId: int
    teacherId: int
    teacherName: str
    date: date
    startsAt: datetime
    endsAt: datetime
    reviewId: int | None = Field(description="null while pending")
    status: int | None = Field(description="0 under approval, 1 approved, 2 disapproved")
    score: Decimal | None = Field(description="Mean of the answers, 2 places")
    answers: list[AnswerOut]
    comment: str | None
    reviewedAt: datetime | None


class ReviewSubmitIn(Input):
    jobRecordId: Id
    answers: list[AnswerIn] = Field(default_factory=list, max_length=50)
    comment: Text | None = Field(default=None, max_length=COMMENT_LIMIT)


class ReviewDecideIn(Input):
    reviewId: Id
    approve: bool
    reason: Text | None = Field(
        default=None, max_length=REASON_LIMIT, description="Required to disapprove"
    )


class StaffReviewListIn(PageQuery):
    status: Literal[0, 1, 2] | None = Field(
        default=None, description="0 waiting for approval, 1 approved, 2 disapproved; none for all"
    )
    centreId: Id | None = None
    teacherId: Id | None = None
    keyword: Line | None = Field(
        default=None, max_length=100, description="Part of the teacher's or centre's name"
    )


class StaffReviewItem(BaseModel):
    reviewId: int
    status: int = Field(description="0 under approval, 1 approved, 2 disapproved")
    centreId: int
    centreName: str
    teacherId: int
    teacherName: str
    jobRecordId: int
    bookingId: int
    date: date
    score: Decimal | None
    answers: list[AnswerOut]
    comment: str | None
    reviewedAt: datetime
    decidedAt: datetime | None
    reason: str | None = Field(description="Why it was disapproved")


class ReviewDecidedOut(BaseModel):
    reviewId: int
    status: int = Field(description="1 approved, 2 disapproved")
    reason: str | None = None
    teacherId: int
    teacherRating: Decimal | None = Field(description="Mean of approved reviews' scores")
