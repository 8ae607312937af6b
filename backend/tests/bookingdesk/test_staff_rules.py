"""The pure rules of the staff's repairs: when a booking is matched again, and
when a job record moves to another teacher."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from relief.bookingdesk import errors
from relief.bookingdesk.staff_rules import MoveCase, RematchCase, move_refusal, rematch_refusal
from relief.models import Approval, BookingStatus, JobRecordStatus

AT = datetime(2026, 3, 2, 20, 0, tzinfo=UTC)
AHEAD = AT + timedelta(days=1)
LOOKING = RematchCase(status=BookingStatus.processing, removed=False, starts_at=AHEAD, filled=False)


@pytest.mark.parametrize("status", [BookingStatus.processing, BookingStatus.failed])
def test_a_booking_still_short_and_ahead_is_matched_again(status: BookingStatus) -> None:
    assert rematch_refusal(replace(LOOKING, status=status), AT) is None


@pytest.mark.parametrize(
    ("change", "refusal"),
    [
        ({"status": BookingStatus.canceled}, errors.RematchCancelled),
        ({"status": BookingStatus.confirmed}, errors.RematchFilled),
        ({"filled": True}, errors.RematchFilled),
        ({"status": BookingStatus.split}, errors.RematchSplit),
        ({"starts_at": AT}, errors.RematchStarted),
        ({"starts_at": AT - timedelta(minutes=1)}, errors.RematchStarted),
        ({"removed": True}, errors.BookingRemoved),
        # Removal is named before anything else the booking became.
        ({"removed": True, "status": BookingStatus.canceled}, errors.BookingRemoved),
    ],
)
def test_matching_again_is_refused(change: dict[str, object], refusal: type) -> None:
    assert rematch_refusal(replace(LOOKING, **change), AT) is refusal  # type: ignore[arg-type]


def test_a_booking_starting_one_second_ahead_is_still_matched_again() -> None:
    case = replace(LOOKING, starts_at=AT + timedelta(seconds=1))
    assert rematch_refusal(case, AT) is None


MOVABLE = MoveCase(
    record_status=JobRecordStatus.processing,
    starts_at=AHEAD,
    current_teacher_id=1,
    teacher_id=2,
    approval=Approval.approved,
    enabled=True,
    busy=False,
    reason="Unwell",
)


def test_an_upcoming_job_moves_to_an_approved_free_teacher() -> None:
    assert move_refusal(MOVABLE, AT) is None


@pytest.mark.parametrize(
    ("change", "refusal"),
    [
        ({"record_status": JobRecordStatus.finished}, errors.RecordNotUpcoming),
        ({"record_status": JobRecordStatus.leave}, errors.RecordNotUpcoming),
        ({"record_status": JobRecordStatus.canceled}, errors.RecordNotUpcoming),
        ({"record_status": JobRecordStatus.extend}, errors.RecordNotUpcoming),
        ({"starts_at": AT}, errors.RecordStarted),
        ({"reason": ""}, errors.MoveReasonMissing),
        ({"reason": "  \t "}, errors.MoveReasonMissing),
        ({"teacher_id": 1}, errors.MoveSameTeacher),
        ({"approval": Approval.pending}, errors.MoveTeacherNotApproved),
        ({"approval": Approval.rejected}, errors.MoveTeacherNotApproved),
        ({"enabled": False}, errors.MoveTeacherDisabled),
        ({"busy": True}, errors.MoveTeacherBusy),
        # The record's own state is named before anything of the teacher.
        ({"starts_at": AT, "busy": True}, errors.RecordStarted),
        ({"teacher_id": 1, "busy": True}, errors.MoveSameTeacher),
    ],
)
def test_moving_a_job_is_refused(change: dict[str, object], refusal: type) -> None:
    assert move_refusal(replace(MOVABLE, **change), AT) is refusal  # type: ignore[arg-type]
