"""The centre's calendar: booking days and public holidays of a range."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import Booking, BookingDay, BookingStatus, Holiday
from relief.reference import service as reference
from tests.booking_helpers import AUCKLAND, create_booking
from tests.factories import call, make_centre, sign_in
from tests.favourites.helpers import answer, book, count_statements, invite_of, named, ok

MONDAY = datetime(2027, 1, 25, 10, 0, tzinfo=AUCKLAND)


@pytest.fixture(autouse=True)
def monday(db: Session) -> Iterator[None]:
    # The holidays of 2027 as the reference data loads them in 2027.
    reference.load_holidays(db, 2027)
    with time_machine.travel(MONDAY, tick=False):
        yield


def at(day: int, hour: int, minute: int = 0, month: int = 1) -> str:
    return datetime(2027, month, day, hour, minute, tzinfo=AUCKLAND).isoformat()


def one_day(day: int, month: int = 1, **overrides: Any) -> dict[str, Any]:
    return {"jobStartTime": at(day, 8, 30, month), "jobEndTime": at(day, 15, 0, month), **overrides}


def calendar(client: TestClient, token: str, first: str, last: str) -> dict[str, Any]:
    data: dict[str, Any] = ok(
        call(client, "/center/calendar/list", {"dateFrom": first, "dateTo": last}, token=token)
    )
    return data


def test_calendar_shows_booking_days_and_holidays(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    other_user, _ = make_centre(db, name="Totara Kindergarten")
    token = sign_in(client, user.email)
    other = sign_in(client, other_user.email)
    wellington = db.scalar(select(Holiday).where(Holiday.day == date(2027, 1, 25)))
    assert wellington is not None
    assert (wellington.name, wellington.region) == ("Wellington Anniversary Day", "Wellington")
    worker = named(db, "Aroha", "Ngata")
    second = named(db, "Hemi", "Walker")

    confirmed = book(client, db, token, [worker], **one_day(27))
    processing = create_booking(client, token, numberOfTeachers=2, **one_day(28))
    canceled = create_booking(client, token, **one_day(29))
    assert (
        call(
            client,
            "/center/job/book/cancel",
            {"bookingId": canceled, "reason": "Ratio covered"},
            token=token,
        )["rtn_code"]
        == 0
    )
    # A booking of two, filled by one and split: the original is hidden, both
    # halves show.
    original = create_booking(client, token, numberOfTeachers=2, **one_day(2, month=2))
    answer(db, original, second)
    assert (
        call(
            client,
            "/center/job/confirm/price",
            {"inviteId": invite_of(db, original, second).id},
            token=token,
        )["rtn_code"]
        == 0
    )
    split = call(client, "/center/job/invite/split", {"bookingId": original}, token=token)
    assert split["rtn_code"] == 0, split
    # A multi-day booking with one day called off.
    several = create_booking(client, token, jobStartTime=at(3, 9, 0, 2), jobEndTime=at(4, 12, 0, 2))
    day_off = db.scalar(
        select(BookingDay).where(
            BookingDay.booking_id == several, BookingDay.day == date(2027, 2, 4)
        )
    )
    assert day_off is not None
    day_off.canceled_at = datetime(2027, 1, 25, 10, 0, tzinfo=AUCKLAND)
    db.flush()
    # Another centre's booking on the same day as ours.
    create_booking(client, other, **one_day(27))

    data = calendar(client, token, "2027-01-25", "2027-02-07")
    days = {d["date"]: d for d in data["days"]}
    assert list(days) == [
        f"2027-{m:02d}-{d:02d}"
        for m, d in [(1, n) for n in range(25, 32)] + [(2, n) for n in range(1, 8)]
    ]
    assert days["2027-02-01"]["holiday"] == "Auckland Anniversary Day"
    assert days["2027-01-25"]["holiday"] is None  # another region's holiday
    assert all(d["holiday"] is None for d in data["days"] if d["date"] != "2027-02-01")

    wednesday = days["2027-01-27"]["bookings"]
    assert len(wednesday) == 1
    entry = wednesday[0]
    assert entry["bookingId"] == confirmed
    assert entry["status"] == BookingStatus.confirmed
    assert entry["startsAt"] == "2027-01-27T08:30:00+13:00"
    assert entry["endsAt"] == "2027-01-27T15:00:00+13:00"
    assert (entry["numberOfTeachers"], entry["confirmedTeachers"]) == (1, 1)
    assert len(entry["jobRecords"]) == 1
    record = entry["jobRecords"][0]
    assert record["teacherName"] == "Aroha Ngata"
    assert record["teacherId"] == worker.id
    assert record["status"] == 2
    assert record["startsAt"] == "2027-01-27T08:30:00+13:00"

    thursday = days["2027-01-28"]["bookings"]
    assert [(b["bookingId"], b["status"], b["confirmedTeachers"]) for b in thursday] == [
        (processing, BookingStatus.processing, 0)
    ]
    assert thursday[0]["numberOfTeachers"] == 2
    assert thursday[0]["jobRecords"] == []
    assert days["2027-01-29"]["bookings"] == []  # cancelled

    halves = days["2027-02-02"]["bookings"]
    assert original not in [b["bookingId"] for b in halves]
    parents = {
        b.id: b.status for b in db.scalars(select(Booking).where(Booking.parent_id == original))
    }
    assert {b["bookingId"]: b["status"] for b in halves} == parents
    assert sorted(b["confirmedTeachers"] for b in halves) == [0, 1]

    assert [b["bookingId"] for b in days["2027-02-03"]["bookings"]] == [several]
    assert days["2027-02-03"]["bookings"][0]["startsAt"] == "2027-02-03T09:00:00+13:00"
    assert days["2027-02-04"]["bookings"] == []  # the day called off

    # The other centre sees only its own booking.
    theirs = calendar(client, other, "2027-01-25", "2027-02-07")
    seen = [b["bookingId"] for d in theirs["days"] for b in d["bookings"]]
    assert len(seen) == 1
    assert confirmed not in seen
    assert centre.id


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            {"dateFrom": "2027-02-01", "dateTo": "2027-01-31"},
            "The end date cannot be earlier than the start date.",
        ),
        (
            {"dateFrom": "2027-01-01", "dateTo": "2027-03-04"},
            "The calendar can show at most 62 days at a time.",
        ),
        ({"dateFrom": "2027-01-01"}, "Parameter error: dateTo is required."),
        ({"dateFrom": "2027-02-30", "dateTo": "2027-03-01"}, None),
        ({"dateFrom": "soon", "dateTo": "2027-03-01"}, None),
        ({"dateFrom": 20270101, "dateTo": "2027-03-01"}, None),
    ],
)
def test_bad_ranges_are_refused(
    client: TestClient, db: Session, body: dict[str, Any], message: str | None
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    answer = call(client, "/center/calendar/list", body, token=token)
    assert answer["rtn_code"] == 1000, answer
    if message:
        assert answer["rtn_msg"] == message
    assert call(client, "/center/calendar/list", body)["rtn_code"] == 1001


def test_sixty_two_days_and_a_single_day_are_fine(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    assert len(calendar(client, token, "2027-01-01", "2027-03-03")["days"]) == 62
    single = calendar(client, token, "2027-01-01", "2027-01-01")["days"]
    assert single == [{"date": "2027-01-01", "holiday": "New Year's Day", "bookings": []}]


def test_calendar_runs_a_fixed_number_of_statements(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)

    def count(n: int) -> int:
        for i in range(n):
            teacher = named(db, f"Cal{i}")
            # Weekdays from Tuesday 26 January on, one booked teacher each.
            day = [26, 27, 28, 29, 2, 3, 4, 5, 8, 9][i % 10]
            book(client, db, token, [teacher], **one_day(day, month=1 if day > 20 else 2))
        with count_statements(db) as statements:
            data = calendar(client, token, "2027-01-25", "2027-02-14")
        assert sum(len(d["bookings"]) for d in data["days"]) >= n
        return len(statements)

    assert count(2) == count(8)
