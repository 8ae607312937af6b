"""Reviews: after a finished job record the centre answers every question; staff
approve or disapprove; approved reviews make the teacher's rating."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from relief.authority import service as authority
from relief.kit.envelope import Page
from relief.models import (
    Centre,
    JobRecordStatus,
    Review,
    ReviewAnswer,
    ReviewStatus,
)
from relief.reviews import repository, rules
from relief.reviews.errors import (
    JobAlreadyBeenReviewed,
    JobRecordMissing,
    OnlyFinishedJobReviewed,
    ReviewMissing,
)
from relief.reviews.schemas import (
    AnswerOut,
    QuestionListOut,
    QuestionOut,
    ReviewDecidedOut,
    ReviewDecideIn,
    ReviewItem,
    ReviewListIn,
    ReviewSubmitIn,
    StaffReviewItem,
    StaffReviewListIn,
)


def questions(db: Session) -> QuestionListOut:
    return QuestionListOut(
        list=[
            QuestionOut(id=q.id, text=q.text, textZh=q.text_zh, sort=q.sort)
            for q in repository.active_questions(db)
        ]
    )


def page(db: Session, centre: Centre, query: ReviewListIn) -> Page[ReviewItem]:
    """Finished job records still to review (newest first), or the reviews
    given (newest first) with their status and scores."""
    items: list[ReviewItem]
    if query.scope == "pending":
        rows, total = repository.pending_page(db, centre.id, query.offset, query.pageSize)
        items = [
            ReviewItem(
                jobRecordId=record.id,
                bookingId=record.booking_id,
                teacherId=record.teacher_id,
                teacherName=f"{first} {last}",
                date=day,
                startsAt=record.starts_at,
                endsAt=record.ends_at,
                reviewId=None,
                status=None,
                score=None,
                answers=[],
                comment=None,
                reviewedAt=None,
            )
            for record, day, first, last in rows
        ]
    else:
        done, total = repository.done_page(db, centre.id, query.offset, query.pageSize)
        answers = repository.answers_of(db, [review.id for review, *_ in done])
        items = [_done_item(row, answers.get(row[0].id, [])) for row in done]
    return Page[ReviewItem].of(items, total, query)


def _done_item(row: repository.DoneRow, given: list[ReviewAnswer]) -> ReviewItem:
    review, record, day, first, last = row
    return ReviewItem(
        jobRecordId=record.id,
        bookingId=record.booking_id,
        teacherId=review.teacher_id,
        teacherName=f"{first} {last}",
        date=day,
        startsAt=record.starts_at,
        endsAt=record.ends_at,
        reviewId=review.id,
        status=review.status,
        score=rules.review_score([a.score for a in given]) if given else None,
        answers=[AnswerOut(questionId=a.question_id, score=a.score) for a in given],
        comment=review.comment,
        reviewedAt=review.created_at,
    )


def submit(db: Session, centre: Centre, payload: ReviewSubmitIn, at: datetime) -> ReviewItem:
    """One review per finished job record of the centre, every question answered."""
    record = repository.centre_job_record(db, centre.id, payload.jobRecordId)
    if record is None:
        raise JobRecordMissing()
    if record.status != JobRecordStatus.finished:
        raise OnlyFinishedJobReviewed()
    if repository.review_of(db, record.id) is not None:
        raise JobAlreadyBeenReviewed()
    answers = [(a.questionId, a.score) for a in payload.answers]
    problem = rules.answers_problem([q.id for q in repository.active_questions(db)], answers)
    if problem:
        raise problem
    review = Review(
        job_record_id=record.id,
        centre_id=centre.id,
        teacher_id=record.teacher_id,
        comment=(payload.comment or "").strip() or None,
        status=ReviewStatus.under_approval,
        created_at=at,
    )
    db.add(review)
    db.flush()
    db.add_all(
        ReviewAnswer(review_id=review.id, question_id=question_id, score=score)
        for question_id, score in answers
    )
    db.flush()
    return _done_item(
        repository.done_row(db, centre.id, review.id),
        repository.answers_of(db, [review.id])[review.id],
    )


def decide(db: Session, reader_id: int, payload: ReviewDecideIn, at: datetime) -> ReviewDecidedOut:
    """Staff approve or disapprove (with a reason) a review; the teacher's
    rating is recomputed from the approved ones."""
    reason = rules.decision_reason(payload.approve, payload.reason)
    if not repository.review_in(db, payload.reviewId, authority.data_scope(db, reader_id)):
        raise ReviewMissing()
    review = repository.locked_review(db, payload.reviewId)
    if review is None:
        raise ReviewMissing()
    review.status = ReviewStatus.approved if payload.approve else ReviewStatus.disapproved
    review.decision_reason = reason
    review.decided_at = at
    db.flush()
    teacher = repository.locked_teacher(db, review.teacher_id)
    assert teacher is not None
    teacher.rating = rules.rating(repository.approved_scores(db, teacher.id))
    db.flush()
    return ReviewDecidedOut(
        reviewId=review.id,
        status=review.status,
        reason=review.decision_reason,
        teacherId=teacher.id,
        teacherRating=teacher.rating,
    )


def staff_page(db: Session, reader_id: int, query: StaffReviewListIn) -> Page[StaffReviewItem]:
    """The approval queue and the reviews decided, of the reader's regions."""
    rows, total = repository.staff_page(
        db,
        query.status,
        query.centreId,
        query.teacherId,
        (query.keyword or "").strip() or None,
        authority.data_scope(db, reader_id),
        query.offset,
        query.pageSize,
    )
    answers = repository.answers_of(db, [row[0].id for row in rows])
    items = []
    for review, record, day, first, last, centre_name in rows:
        given = answers.get(review.id, [])
        items.append(
            StaffReviewItem(
                reviewId=review.id,
                status=review.status,
                centreId=review.centre_id,
                centreName=centre_name,
                teacherId=review.teacher_id,
                teacherName=f"{first} {last}",
                jobRecordId=record.id,
                bookingId=record.booking_id,
                date=day,
                score=rules.review_score([a.score for a in given]) if given else None,
                answers=[AnswerOut(questionId=a.question_id, score=a.score) for a in given],
                comment=review.comment,
                reviewedAt=review.created_at,
                decidedAt=review.decided_at,
                reason=review.decision_reason,
            )
        )
    return Page[StaffReviewItem].of(items, total, query)
