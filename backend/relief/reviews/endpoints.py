"""Reviews: the centre's questions, list and answers; staff decisions."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentCentre
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, ok
from relief.reviews import service
from relief.reviews.schemas import (
    QuestionListOut,
    ReviewDecidedOut,
    ReviewDecideIn,
    ReviewItem,
    ReviewListIn,
    ReviewSubmitIn,
    StaffReviewItem,
    StaffReviewListIn,
)

router = APIRouter(tags=["reviews"])


@router.post("/center/review/questions", response_model=Envelope[QuestionListOut])
def review_questions(caller: CurrentCentre, db: DB) -> Envelope[QuestionListOut]:
    """The active review questions, in order, in English and Chinese."""
    return ok(service.questions(db))


@router.post("/center/review/list", response_model=Envelope[Page[ReviewItem]])
def review_list(payload: ReviewListIn, caller: CurrentCentre, db: DB) -> Envelope[Page[ReviewItem]]:
    """Finished jobs still to review, or the reviews given with status and scores."""
    return ok(service.page(db, caller.centre, payload))


@router.post("/center/review/submit", response_model=Envelope[ReviewItem])
def review_submit(payload: ReviewSubmitIn, caller: CurrentCentre, db: DB) -> Envelope[ReviewItem]:
    """Review a finished job: every question 1 to 5 stars, an optional comment."""
    return ok(service.submit(db, caller.centre, payload, now()))


@router.post("/admin/review/decide", response_model=Envelope[ReviewDecidedOut])
def review_decide(
    payload: ReviewDecideIn, staff: Annotated[Principal, May(Permission.review_decide)], db: DB
) -> Envelope[ReviewDecidedOut]:
    """Approve or disapprove (with a reason) a review; the teacher's rating
    follows the approved ones."""
    return ok(service.decide(db, staff.user.id, payload, now()))


@router.post("/admin/review/list", response_model=Envelope[Page[StaffReviewItem]])
def staff_review_list(
    payload: StaffReviewListIn,
    staff: Annotated[Principal, May(Permission.review_list)],
    db: DB,
) -> Envelope[Page[StaffReviewItem]]:
    """Staff: reviews waiting for approval (oldest first), approved or
    disapproved (newest first), by centre, teacher and part of a name."""
    return ok(service.staff_page(db, staff.user.id, payload))
