"""Times a teacher marks unavailable: list, add (with the overlap rules) and delete."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Teacher, Unavailability
from tests.booking_helpers import create_booking, next_weekday_at
from tests.factories import call, make_teacher
from tests.teachers.test_api_support import book, ok, open_invites, party, teacher_sign_in

AUCKLAND = ZoneInfo("Pacific/Auckland")


def signed_in(client: TestClient, db: Session) -> tuple[Teacher, str]:
    user, teacher = make_teacher(db)
    return teacher, teacher_sign_in(client, user.email)


def local(days_ahead: int, hour: int) -> datetime:
    day = (now().astimezone(AUCKLAND) + timedelta(days=days_ahead)).date()
    return datetime(day.year, day.month, day.day, hour, tzinfo=AUCKLAND)


def add(client: TestClient, token: str, start: datetime, end: datetime, **extra: Any) -> Any:
    return call(
        client,
        "/teacher/availability/add",
        {"startsAt": start.isoformat(), "endsAt": end.isoformat(), **extra},
        token=token,
    )


def listed(client: TestClient, token: str, first: datetime, last: datetime) -> list[Any]:
    data = ok(
        call(
            client,
            "/teacher/availability/list",
            {"from": first.date().isoformat(), "to": last.date().isoformat()},
            token=token,
        )
    )
    spans: list[Any] = data["list"]
    return spans


def span_count(db: Session, teacher: Teacher) -> int:
    return int(
        db.scalar(
            select(func.count())
            .select_from(Unavailability)
            .where(Unavailability.teacher_id == teacher.id)
        )
        or 0
    )


def test_add_then_list_a_span(client: TestClient, db: Session) -> None:
    teacher, token = signed_in(client, db)
    start, end = local(3, 8), local(3, 17)
    added = ok(add(client, token, start, end, note="Dentist"))
    assert set(added) == {"id", "startsAt", "endsAt", "note", "overlapsJob"}
    assert datetime.fromisoformat(added["startsAt"]) == start
    assert datetime.fromisoformat(added["endsAt"]) == end
    assert added["note"] == "Dentist"
    assert added["overlapsJob"] is False
    spans = listed(client, token, start, end)
    assert spans == [{k: v for k, v in added.items() if k != "overlapsJob"}]
    assert span_count(db, teacher) == 1


def test_list_shows_spans_overlapping_the_days_only(client: TestClient, db: Session) -> None:
    _, token = signed_in(client, db)
    early = ok(add(client, token, local(2, 20), local(3, 9)))  # runs into day 3
    ok(add(client, token, local(5, 8), local(5, 12)))
    late = ok(add(client, token, local(4, 21), local(4, 23)))
    ids = [s["id"] for s in listed(client, token, local(3, 0), local(4, 0))]
    assert ids == [early["id"], late["id"]]
    assert listed(client, token, local(10, 0), local(12, 0)) == []


def test_a_span_may_start_in_the_past_if_it_ends_in_the_future(
    client: TestClient, db: Session
) -> None:
    _, token = signed_in(client, db)
    assert (
        add(client, token, now() - timedelta(hours=2), now() + timedelta(hours=3))["rtn_code"] == 0
    )


@pytest.mark.parametrize(
    ("start", "end", "message"),
    [
        (
            (3, 17),
            (3, 8),
            "The end of an unavailable time must be later than its start.",
        ),
        ((3, 8), (3, 8), "The end of an unavailable time must be later than its start."),
        ((3, 8), (35, 8), "An unavailable time can be at most 31 days long."),
        (
            (-3, 8),
            (-2, 8),
            "This time has already passed; please choose a time that ends in the future.",
        ),
    ],
)
def test_add_refuses_impossible_times(
    client: TestClient,
    db: Session,
    start: tuple[int, int],
    end: tuple[int, int],
    message: str,
) -> None:
    teacher, token = signed_in(client, db)
    answer = add(client, token, local(*start), local(*end))
    assert answer["rtn_code"] == 1000
    assert answer["rtn_msg"] == message
    assert span_count(db, teacher) == 0


def test_thirty_one_days_is_allowed(client: TestClient, db: Session) -> None:
    _, token = signed_in(client, db)
    start = local(3, 8)
    assert ok(add(client, token, start, start + timedelta(days=31)))["overlapsJob"] is False


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"endsAt": "2036-03-02T17:00:00+13:00"}, "Parameter error: startsAt is required."),
        (
            {"startsAt": "2036-03-02T08:00:00", "endsAt": "2036-03-02T17:00:00+13:00"},
            "Parameter error: startsAt input should have timezone info.",
        ),
        (
            {"startsAt": "tomorrow", "endsAt": "2036-03-02T17:00:00+13:00"},
            "Parameter error: startsAt input should be a valid datetime or date, input is too short.",
        ),
        (
            {
                "startsAt": "2036-03-02T08:00:00+13:00",
                "endsAt": "2036-03-02T17:00:00+13:00",
                "note": "x" * 256,
            },
            "Parameter error: note string should have at most 255 characters.",
        ),
        (
            {
                "startsAt": "2036-03-02T08:00:00+13:00",
                "endsAt": "2036-03-02T17:00:00+13:00",
                "note": 5,
            },
            "Parameter error: note input should be a valid string.",
        ),
    ],
)
def test_add_refuses_bad_fields(
    client: TestClient, db: Session, body: dict[str, Any], message: str
) -> None:
    teacher, token = signed_in(client, db)
    answer = call(client, "/teacher/availability/add", body, token=token)
    assert answer["rtn_code"] == 1000
    assert answer["rtn_msg"] == message
    assert span_count(db, teacher) == 0


@pytest.mark.parametrize(
    ("start", "end"),
    [((3, 10), (3, 12)), ((3, 6), (3, 9)), ((3, 16), (3, 20)), ((3, 0), (4, 0))],
)
def test_add_refuses_an_overlap_with_an_own_span(
    client: TestClient, db: Session, start: tuple[int, int], end: tuple[int, int]
) -> None:
    teacher, token = signed_in(client, db)
    ok(add(client, token, local(3, 8), local(3, 17)))
    answer = add(client, token, local(*start), local(*end))
    assert answer["rtn_code"] == 1004
    assert answer["rtn_msg"] == "This time overlaps a time you already marked unavailable."
    assert span_count(db, teacher) == 1


def test_touching_spans_do_not_overlap(client: TestClient, db: Session) -> None:
    _, token = signed_in(client, db)
    ok(add(client, token, local(3, 8), local(3, 12)))
    ok(add(client, token, local(3, 12), local(3, 17)))


def test_another_teachers_span_is_no_overlap(client: TestClient, db: Session) -> None:
    _, mine = signed_in(client, db)
    _, theirs = signed_in(client, db)
    ok(add(client, theirs, local(3, 8), local(3, 17)))
    ok(add(client, mine, local(3, 8), local(3, 17)))


def test_a_span_over_a_booked_job_is_kept_with_a_warning(client: TestClient, db: Session) -> None:
    p = party(client, db)
    start = next_weekday_at(8, 30)
    book(client, p)
    added = ok(add(client, p.teacher_token, start - timedelta(hours=1), start + timedelta(hours=1)))
    assert added["overlapsJob"] is True
    # The job stays booked: the teacher still has to apply for leave.
    upcoming = ok(call(client, "/teacher/job/list", {"scope": "upcoming"}, token=p.teacher_token))
    assert upcoming["total"] == 1
    assert upcoming["list"][0]["status"] == 2


def test_a_teacher_is_not_invited_when_unavailable(client: TestClient, db: Session) -> None:
    p = party(client, db)
    start = next_weekday_at(8, 30)
    ok(add(client, p.teacher_token, start, start + timedelta(hours=2)))
    create_booking(client, p.centre_token)
    assert open_invites(client, p.teacher_token) == []


def test_delete_an_own_span(client: TestClient, db: Session) -> None:
    teacher, token = signed_in(client, db)
    added = ok(add(client, token, local(3, 8), local(3, 17)))
    assert ok(call(client, "/teacher/availability/delete", {"id": added["id"]}, token=token)) == {}
    assert span_count(db, teacher) == 0
    again = call(client, "/teacher/availability/delete", {"id": added["id"]}, token=token)
    assert again["rtn_code"] == 1003
    assert again["rtn_msg"] == "The unavailable time does not exist."


def test_a_teacher_cannot_see_or_delete_another_teachers_span(
    client: TestClient, db: Session
) -> None:
    owner, theirs = signed_in(client, db)
    _, mine = signed_in(client, db)
    span = ok(add(client, theirs, local(3, 8), local(3, 17)))
    assert listed(client, mine, local(3, 0), local(3, 0)) == []
    refused = call(client, "/teacher/availability/delete", {"id": span["id"]}, token=mine)
    assert refused["rtn_code"] == 1003
    assert refused["rtn_msg"] == "The unavailable time does not exist."
    assert span_count(db, owner) == 1
    assert [s["id"] for s in listed(client, theirs, local(3, 0), local(3, 0))] == [span["id"]]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({}, "Parameter error: id is required."),
        (
            {"id": "seven"},
            "Parameter error: id input should be a valid integer, unable to parse string as an integer.",
        ),
        ({"id": 0}, "Parameter error: id input should be greater than or equal to 1."),
    ],
)
def test_delete_refuses_bad_ids(
    client: TestClient, db: Session, body: dict[str, Any], message: str
) -> None:
    _, token = signed_in(client, db)
    answer = call(client, "/teacher/availability/delete", body, token=token)
    assert answer["rtn_code"] == 1000
    assert answer["rtn_msg"] == message


def test_delete_an_unknown_id(client: TestClient, db: Session) -> None:
    _, token = signed_in(client, db)
    assert (
        call(client, "/teacher/availability/delete", {"id": 987654}, token=token)["rtn_code"]
        == 1003
    )


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"to": "2026-03-01"}, "Parameter error: from is required."),
        ({"from": "2026-03-01"}, "Parameter error: to is required."),
        (
            {"from": "2026-03-10", "to": "2026-03-09"},
            "The end date cannot be earlier than the start date.",
        ),
        ({"from": "2026-03-01", "to": "2026-06-01"}, "Please choose a range of at most 92 days."),
        (
            {"from": "March", "to": "2026-03-09"},
            "Parameter error: from input should be a valid date or datetime, input is too short.",
        ),
    ],
)
def test_list_refuses_bad_ranges(
    client: TestClient, db: Session, body: dict[str, Any], message: str
) -> None:
    _, token = signed_in(client, db)
    answer = call(client, "/teacher/availability/list", body, token=token)
    assert answer["rtn_code"] == 1000
    assert answer["rtn_msg"] == message


def test_list_takes_92_days(client: TestClient, db: Session) -> None:
    _, token = signed_in(client, db)
    body = {"from": "2026-03-01", "to": "2026-05-31"}
    assert ok(call(client, "/teacher/availability/list", body, token=token)) == {"list": []}
