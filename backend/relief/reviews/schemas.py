"""Shapes of the review calls."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id, Text
from relief.reviews.rules import COMMENT_LIMIT


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


class ReviewDecidedOut(BaseModel):
    reviewId: int
    status: int = Field(description="1 approved, 2 disapproved")
    teacherId: int
    teacherRating: Decimal | None = Field(description="Mean of approved reviews' scores")
