"""The pure rules of live updates: whom a change concerns, the stream's
cursor, tickets and the id a client resumes after."""

from __future__ import annotations

from relief.live import rules
from relief.live.rules import Kind, Publication
from relief.models import Booking, BookingEvent, Invite, JobRecord, Notice, TimeSheet, User


def test_each_row_an_app_shows_concerns_its_own_party() -> None:
    assert rules.publications(Notice(id=7, user_id=3)) == [Publication(Kind.notice, 7, user_id=3)]
    assert rules.publications(Booking(id=5, centre_id=2)) == [
        Publication(Kind.booking, 5, centre_id=2)
    ]
    assert rules.publications(BookingEvent(booking_id=5)) == [
        Publication(Kind.booking, 5, booking_id=5)
    ]
    assert rules.publications(Invite(id=9, booking_id=5, teacher_id=4)) == [
        Publication(Kind.invite, 9, teacher_id=4),
        Publication(Kind.booking, 5, booking_id=5),
    ]
    assert rules.publications(JobRecord(id=11, booking_id=5, teacher_id=4)) == [
        Publication(Kind.job, 11, teacher_id=4),
        Publication(Kind.booking, 5, booking_id=5),
    ]
    assert rules.publications(TimeSheet(id=13, centre_id=2, teacher_id=4)) == [
        Publication(Kind.timesheet, 13, centre_id=2),
        Publication(Kind.timesheet, 13, teacher_id=4),
    ]
    assert rules.publications(User(id=1)) == []


def test_a_job_record_without_a_teacher_concerns_only_the_centre() -> None:
    assert rules.publications(JobRecord(id=11, booking_id=5, teacher_id=None)) == [
        Publication(Kind.booking, 5, booking_id=5)
    ]


def test_a_ticket_names_its_session_and_nothing_else_passes() -> None:
    assert rules.session_of_ticket(rules.ticket_payload(42)) == 42
    assert rules.session_of_ticket(None) is None
    assert rules.session_of_ticket("file:42") is None
    assert rules.session_of_ticket("live:") is None
    assert rules.session_of_ticket("live:4x") is None


def test_the_browser_header_wins_over_the_apps_parameter() -> None:
    assert rules.resume_from("17", 9) == 17
    assert rules.resume_from(" 17 ", None) == 17
    assert rules.resume_from(None, 9) == 9
    assert rules.resume_from("nonsense", 9) == 9
    assert rules.resume_from(None, None) is None


def test_the_cursor_sends_each_id_once_even_when_one_commits_late() -> None:
    cursor = rules.Cursor(10)
    assert cursor.fresh([12, 13], at=0.0) == [(12, 12), (13, 13)]
    # 11 was written first but committed after 12 and 13: it is sent, and a
    # client that has it still resumes after 13, which it has too.
    assert cursor.fresh([11, 12, 13], at=1.0) == [(11, 13)]
    assert cursor.fresh([11, 12, 13, 14], at=2.0) == [(14, 14)]
    assert cursor.last == 14
    assert cursor.floor == 10


def test_the_cursor_floor_moves_past_what_has_settled() -> None:
    cursor = rules.Cursor(0)
    cursor.fresh([1, 2], at=0.0)
    cursor.fresh([3], at=rules.SETTLE_SECONDS - 1)
    assert cursor.fresh([1, 2, 3], at=rules.SETTLE_SECONDS) == []
    assert cursor.floor == 2
    assert set(cursor.sent) == {3}
    assert cursor.fresh([3, 4], at=rules.SETTLE_SECONDS + 1) == [(4, 4)]
