"""Favourites, the favourite search and blocks, over HTTP."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import (
    Approval,
    BlockedTeacher,
    Favourite,
    Gender,
    InviteStatus,
    JobRecord,
    TeacherRank,
    Unavailability,
)
from tests.booking_helpers import AUCKLAND, create_booking, drain, next_weekday_at
from tests.factories import call, make_centre, sign_in
from tests.favourites.helpers import (
    answer,
    book,
    centre_token,
    count_statements,
    invite_of,
    named,
    ok,
)

EMPTY_SEARCH = "Please enter a first name, last name or registration number."


def test_add_list_and_remove_favourites(client: TestClient, db: Session) -> None:
    token = centre_token(client, db)
    first = named(db, "Aroha", "Ngata")
    second = named(db, "Mere", "Tane")

    assert ok(call(client, "/center/favourite/add", {"teacherId": first.id}, token=token)) == {
        "teacherId": first.id,
        "isFavourite": True,
        "isBlocked": False,
    }
    ok(call(client, "/center/favourite/add", {"teacherId": second.id}, token=token))
    # Adding twice is idempotent.
    ok(call(client, "/center/favourite/add", {"teacherId": first.id}, token=token))
    assert db.query(Favourite).filter(Favourite.teacher_id == first.id).count() == 1

    page = ok(call(client, "/center/favourite/list", {"pageNo": 1, "pageSize": 10}, token=token))
    assert page["total"] == 2
    assert (page["pageNo"], page["pageSize"]) == (1, 10)
    assert [item["teacherId"] for item in page["list"]] == [second.id, first.id]
    item = page["list"][1]
    assert item["firstName"] == "Aroha"
    assert item["lastName"] == "Ngata"
    assert item["rank"] == "bronze"
    assert item["rating"] is None
    assert item["qualification"] == 1
    assert item["registrationNumber"] == first.registration_number
    assert item["lastJobDate"] is None
    assert item["completedHours"] == "0.00"
    assert item["addedAt"].endswith("Z") or "+" in item["addedAt"]

    second_page = ok(
        call(client, "/center/favourite/list", {"pageNo": 2, "pageSize": 1}, token=token)
    )
    assert [i["teacherId"] for i in second_page["list"]] == [first.id]
    assert second_page["total"] == 2

    removed = ok(call(client, "/center/favourite/remove", {"teacherId": first.id}, token=token))
    assert removed == {"teacherId": first.id, "isFavourite": False, "isBlocked": False}
    again = call(client, "/center/favourite/remove", {"teacherId": first.id}, token=token)
    assert again["rtn_code"] == 1003
    assert again["rtn_msg"] == "This teacher is not in your favourites."
    page = ok(call(client, "/center/favourite/list", {}, token=token))
    assert [i["teacherId"] for i in page["list"]] == [second.id]


@pytest.mark.parametrize(
    ("path", "body", "code"),
    [
        ("/center/favourite/add", {}, 1000),
        ("/center/favourite/add", {"teacherId": 0}, 1000),
        ("/center/favourite/add", {"teacherId": "seven"}, 1000),
        ("/center/favourite/add", {"teacherId": 99_999_999}, 1003),
        ("/center/favourite/remove", {"teacherId": -1}, 1000),
        ("/center/favourite/list", {"pageNo": 0}, 1000),
        ("/center/favourite/list", {"pageSize": 101}, 1000),
        ("/center/favourite/list", {"pageSize": "many"}, 1000),
        ("/center/teacher/block", {"teacherId": 99_999_999}, 1003),
        ("/center/teacher/block", {"teacherId": 1, "reason": "x" * 501}, 1000),
        ("/center/teacher/unblock", {"teacherId": 99_999_999}, 1003),
        ("/center/favourite/search", {"firstName": "a" * 65}, 1000),
        ("/center/favourite/search", {"registrationNumber": 12}, 1000),
    ],
)
def test_bad_input_is_refused(
    client: TestClient, db: Session, path: str, body: dict[str, Any], code: int
) -> None:
    token = centre_token(client, db)
    answer = call(client, path, body, token=token)
    assert answer["rtn_code"] == code, answer
    assert answer["rtn_msg"].endswith(".")


def test_calls_need_a_centre_session(client: TestClient, db: Session) -> None:
    for path in (
        "/center/favourite/list",
        "/center/favourite/search",
        "/center/favourite/add",
        "/center/teacher/block",
        "/center/teacher/blocked/list",
    ):
        assert call(client, path, {"teacherId": 1})["rtn_code"] == 1001
        assert call(client, path, {"teacherId": 1}, token="not-a-token")["rtn_code"] == 1001


def test_only_approved_teachers_can_be_favourited(client: TestClient, db: Session) -> None:
    token = centre_token(client, db)
    pending = named(db, "Pita", approval=Approval.pending)
    answer = call(client, "/center/favourite/add", {"teacherId": pending.id}, token=token)
    assert answer["rtn_code"] == 1003
    assert answer["rtn_msg"] == "The teacher does not exist."
    assert db.query(Favourite).count() == 0


def test_search_needs_a_name_or_registration_number(client: TestClient, db: Session) -> None:
    token = centre_token(client, db)
    for body in ({}, {"firstName": "", "lastName": "   "}, {"registrationNumber": None}):
        answer = call(client, "/center/favourite/search", body, token=token)
        assert answer["rtn_code"] == 1000
        assert answer["rtn_msg"] == EMPTY_SEARCH


def test_search_by_prefix_and_registration_number(client: TestClient, db: Session) -> None:
    token = centre_token(client, db)
    aroha = named(db, "Aroha", "Ngata")
    arohanui = named(db, "AROHANUI", "Walker")
    named(db, "Maroha", "Ngata")  # contains but does not start with "aro"
    named(db, "Aroha", "Pending", approval=Approval.pending)
    percent = named(db, "100%", "Sure")

    def search(**body: Any) -> list[int]:
        data = ok(call(client, "/center/favourite/search", body, token=token))
        return [item["teacherId"] for item in data["list"]]

    assert search(firstName="aro") == [aroha.id, arohanui.id]
    assert search(firstName="Aro", lastName="NG") == [aroha.id]
    assert search(lastName="walk") == [arohanui.id]
    assert search(registrationNumber=aroha.registration_number) == [aroha.id]
    assert search(registrationNumber=(aroha.registration_number or "").lower()) == [aroha.id]
    assert search(registrationNumber=(aroha.registration_number or "")[:-1]) == []
    # LIKE wildcards are taken literally.
    assert search(firstName="%") == []
    assert search(firstName="_aroha") == []
    assert search(firstName="100%") == [percent.id]

    item = ok(call(client, "/center/favourite/search", {"firstName": "Aroha"}, token=token))[
        "list"
    ][0]
    assert item == {
        "teacherId": aroha.id,
        "firstName": "Aroha",
        "lastName": "Ngata",
        "rank": "bronze",
        "rating": None,
        "qualification": 1,
        "registrationNumber": aroha.registration_number,
        "isFavourite": False,
        "isBlocked": False,
        "workedHere": False,
    }


def test_search_answers_at_most_twenty(client: TestClient, db: Session) -> None:
    token = centre_token(client, db)
    for n in range(22):
        named(db, "Kahu", f"Number{n:02d}")
    data = ok(call(client, "/center/favourite/search", {"firstName": "kahu"}, token=token))
    assert len(data["list"]) == 20


def test_search_marks_favourites_blocks_and_work_here(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    other_user, _ = make_centre(db, name="Totara Kindergarten")
    liked = named(db, "Hemi", "Liked")
    blocked = named(db, "Hemi", "Blocked")
    worked = named(db, "Hemi", "Worked")
    token = sign_in(client, user.email)
    other = sign_in(client, other_user.email)
    ok(call(client, "/center/favourite/add", {"teacherId": liked.id}, token=token))
    ok(call(client, "/center/teacher/block", {"teacherId": blocked.id}, token=token))
    start = next_weekday_at(8, 30)
    # Only `worked` can take the job: the others are marked unavailable for it.
    for busy in (liked, blocked):
        db.add(
            Unavailability(
                teacher_id=busy.id,
                starts_at=start - timedelta(hours=1),
                ends_at=start + timedelta(hours=10),
            )
        )
    db.flush()
    booking_id = book(client, db, token, [worked])
    record = db.scalar(select(JobRecord).where(JobRecord.booking_id == booking_id))
    assert record is not None
    with time_machine.travel(record.ends_at + timedelta(minutes=5), tick=False):
        drain(db)
        token = sign_in(client, user.email)
        other = sign_in(client, other_user.email)
        data = ok(call(client, "/center/favourite/search", {"firstName": "hemi"}, token=token))
        marks = {
            i["teacherId"]: (i["isFavourite"], i["isBlocked"], i["workedHere"])
            for i in data["list"]
        }
        assert marks == {
            liked.id: (True, False, False),
            blocked.id: (False, True, False),
            worked.id: (False, False, True),
        }
        # Another centre sees none of it.
        data = ok(call(client, "/center/favourite/search", {"firstName": "hemi"}, token=other))
        assert all(
            not (i["isFavourite"] or i["isBlocked"] or i["workedHere"]) for i in data["list"]
        )


def test_list_shows_the_last_job_here_and_completed_hours(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    other_user, _ = make_centre(db, name="Totara Kindergarten")
    teacher = named(db, "Ana", "Worker")
    token = sign_in(client, user.email)
    other = sign_in(client, other_user.email)
    first_day = next_weekday_at(8, 30)
    ahead = (first_day.date() - now().astimezone(AUCKLAND).date()).days + 1
    second_day = next_weekday_at(8, 30, days_ahead=ahead)
    book(client, db, token, [teacher])
    # A later, longer job at another centre counts towards the hours, not the date.
    book(
        client,
        db,
        other,
        [teacher],
        jobStartTime=second_day.isoformat(),
        jobEndTime=second_day.replace(hour=16, minute=30).isoformat(),
    )
    ok(call(client, "/center/favourite/add", {"teacherId": teacher.id}, token=token))
    with time_machine.travel(second_day + timedelta(days=1), tick=False):
        drain(db)
        token = sign_in(client, user.email)
        item = ok(call(client, "/center/favourite/list", {}, token=token))["list"][0]
    # 08:30-15:00 less a 30-minute break is 6 h; 08:30-16:30 less 30 minutes is 7.5 h.
    assert item["completedHours"] == "13.50"
    assert item["lastJobDate"] == first_day.astimezone(AUCKLAND).date().isoformat()


def test_a_blocked_teacher_cannot_be_favourited_until_unblocked(
    client: TestClient, db: Session
) -> None:
    token = centre_token(client, db)
    teacher = named(db, "Rangi")
    ok(call(client, "/center/favourite/add", {"teacherId": teacher.id}, token=token))
    blocked = ok(
        call(
            client,
            "/center/teacher/block",
            {"teacherId": teacher.id, "reason": "  Left early twice.  "},
            token=token,
        )
    )
    assert blocked == {
        "teacherId": teacher.id,
        "isFavourite": False,
        "isBlocked": True,
        "withdrawnInvites": 0,
    }
    assert ok(call(client, "/center/favourite/list", {}, token=token))["total"] == 0

    refused = call(client, "/center/favourite/add", {"teacherId": teacher.id}, token=token)
    assert refused["rtn_code"] == 1004
    assert refused["rtn_msg"] == "This teacher is blocked. Unblock them first."

    listed = ok(call(client, "/center/teacher/blocked/list", token=token))["list"]
    assert len(listed) == 1
    assert listed[0]["teacherId"] == teacher.id
    assert listed[0]["reason"] == "Left early twice."
    assert listed[0]["rank"] == "bronze"

    # Blocking again keeps one block and updates the reason.
    ok(
        call(
            client,
            "/center/teacher/block",
            {"teacherId": teacher.id, "reason": "Unsafe ratios."},
            token=token,
        )
    )
    listed = ok(call(client, "/center/teacher/blocked/list", token=token))["list"]
    assert [(b["teacherId"], b["reason"]) for b in listed] == [(teacher.id, "Unsafe ratios.")]

    unblocked = ok(call(client, "/center/teacher/unblock", {"teacherId": teacher.id}, token=token))
    assert unblocked == {"teacherId": teacher.id, "isFavourite": False, "isBlocked": False}
    again = call(client, "/center/teacher/unblock", {"teacherId": teacher.id}, token=token)
    assert again["rtn_code"] == 1003
    assert again["rtn_msg"] == "This teacher is not blocked."
    ok(call(client, "/center/favourite/add", {"teacherId": teacher.id}, token=token))


def test_block_withdraws_open_invites_to_processing_bookings(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    other_user, _ = make_centre(db, name="Totara Kindergarten")
    token = sign_in(client, user.email)
    other = sign_in(client, other_user.email)
    teacher = named(db, "Wiremu")
    colleague = named(db, "Kiri")
    connecting = create_booking(client, token)
    interested = create_booking(
        client,
        token,
        jobStartTime=next_weekday_at(8, 30, days_ahead=5).isoformat(),
        jobEndTime=next_weekday_at(15, 0, days_ahead=5).isoformat(),
    )
    answer(db, interested, teacher)
    elsewhere = create_booking(client, other)

    data = ok(call(client, "/center/teacher/block", {"teacherId": teacher.id}, token=token))
    assert data["withdrawnInvites"] == 2

    for booking_id in (connecting, interested):
        invite = invite_of(db, booking_id, teacher)
        db.refresh(invite)
        assert invite.status == InviteStatus.withdrawn
        assert invite.closed_at is not None
        # The colleague's invite is untouched.
        kept = invite_of(db, booking_id, colleague)
        db.refresh(kept)
        assert kept.status == InviteStatus.connecting
    # Another centre's invite to the same teacher is untouched.
    theirs = invite_of(db, elsewhere, teacher)
    db.refresh(theirs)
    assert theirs.status == InviteStatus.connecting

    detail = ok(call(client, "/center/job/book/detail", {"bookingId": connecting}, token=token))
    assert "invite_withdrawn" in [e["kind"] for e in detail["timeline"]]


def test_centres_see_and_change_only_their_own_favourites_and_blocks(
    client: TestClient, db: Session
) -> None:
    mine_user, _ = make_centre(db)
    theirs_user, _ = make_centre(db, name="Totara Kindergarten")
    mine = sign_in(client, mine_user.email)
    theirs = sign_in(client, theirs_user.email)
    liked = named(db, "Tama")
    blocked = named(db, "Nikau")
    ok(call(client, "/center/favourite/add", {"teacherId": liked.id}, token=mine))
    ok(call(client, "/center/teacher/block", {"teacherId": blocked.id}, token=mine))

    assert ok(call(client, "/center/favourite/list", {}, token=theirs))["total"] == 0
    assert ok(call(client, "/center/teacher/blocked/list", token=theirs))["list"] == []
    removed = call(client, "/center/favourite/remove", {"teacherId": liked.id}, token=theirs)
    assert removed["rtn_code"] == 1003
    unblocked = call(client, "/center/teacher/unblock", {"teacherId": blocked.id}, token=theirs)
    assert unblocked["rtn_code"] == 1003

    # Nothing changed for the first centre.
    assert db.scalar(select(Favourite).where(Favourite.teacher_id == liked.id)) is not None
    assert db.scalar(select(BlockedTeacher).where(BlockedTeacher.teacher_id == blocked.id))
    assert ok(call(client, "/center/favourite/list", {}, token=mine))["total"] == 1
    # The other centre may still favourite the teacher the first one blocked.
    ok(call(client, "/center/favourite/add", {"teacherId": blocked.id}, token=theirs))


@pytest.mark.parametrize("path", ["/center/favourite/list", "/center/teacher/blocked/list"])
def test_lists_run_a_fixed_number_of_statements(client: TestClient, db: Session, path: str) -> None:
    user, centre = make_centre(db)
    token = sign_in(client, user.email)
    silver = db.scalar(select(TeacherRank).where(TeacherRank.name == "silver"))
    assert silver is not None

    def fill(n: int) -> int:
        for i in range(n):
            teacher = named(db, f"Fill{i}", gender=Gender.male)
            teacher.rank_id = silver.id
            model = Favourite if path == "/center/favourite/list" else BlockedTeacher
            db.add(model(centre_id=centre.id, teacher_id=teacher.id))
        db.flush()
        with count_statements(db) as statements:
            data = ok(call(client, path, {"pageSize": 20}, token=token))
        assert len(data["list"]) >= n
        return len(statements)

    two = fill(2)
    ten = fill(8)
    assert two == ten


def test_suggests_the_teachers_who_worked_here_and_are_not_yet_favourites(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    other_user, _ = make_centre(db, name="Totara Kindergarten")
    earlier, later, liked, blocked, waiting = (
        named(db, "Mere", last) for last in ("Earlier", "Later", "Liked", "Blocked", "Waiting")
    )
    token = sign_in(client, user.email)
    first_day = next_weekday_at(8, 30)
    ahead = (first_day.date() - now().astimezone(AUCKLAND).date()).days + 1
    second_day = next_weekday_at(8, 30, days_ahead=ahead)
    book(client, db, token, [earlier, liked, blocked])
    book(
        client,
        db,
        token,
        [later],
        jobStartTime=second_day.isoformat(),
        jobEndTime=second_day.replace(hour=15).isoformat(),
    )
    # Booked for a day still to come: not worked here yet.
    third_day = next_weekday_at(8, 30, days_ahead=ahead + 30)
    book(
        client,
        db,
        token,
        [waiting],
        bookingType=2,
        jobStartTime=third_day.isoformat(),
        jobEndTime=third_day.replace(hour=15).isoformat(),
    )
    with time_machine.travel(second_day + timedelta(days=1), tick=False):
        drain(db)
        token = sign_in(client, user.email)
        ok(call(client, "/center/favourite/add", {"teacherId": liked.id}, token=token))
        ok(call(client, "/center/teacher/block", {"teacherId": blocked.id}, token=token))
        data = ok(call(client, "/center/favourite/suggested", {}, token=token))
        other = ok(
            call(client, "/center/favourite/suggested", {}, token=sign_in(client, other_user.email))
        )
    # The most recent job first; favourites, blocked teachers and jobs to come left out.
    assert [item["teacherId"] for item in data["list"]] == [later.id, earlier.id]
    assert all(
        item["workedHere"] and not (item["isFavourite"] or item["isBlocked"])
        for item in data["list"]
    )
    assert other["list"] == []
