"""Calendar feeds: a centre's and a teacher's jobs as a private iCalendar
subscription, read with the token in its address and no session."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import time_machine
from fastapi.testclient import TestClient
from icalendar import Calendar
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.calendar import rules
from relief.models import CalendarFeed, Centre, JobRecord, JobRecordStatus
from tests.authority.test_every_staff_call import sign_in_staff
from tests.booking_helpers import AUCKLAND, drain
from tests.factories import call, make_centre, make_staff, make_teacher, sign_in
from tests.teachers.test_api_support import (
    Party,
    book,
    day_at,
    jobs,
    ok,
    party,
    teacher_sign_in,
)

MONDAY = datetime(2027, 3, 1, 10, 0, tzinfo=AUCKLAND)
WEDNESDAY = datetime(2027, 3, 3, 8, 30, tzinfo=AUCKLAND)
THURSDAY = datetime(2027, 3, 4, 8, 30, tzinfo=AUCKLAND)


@pytest.fixture(autouse=True)
def monday() -> Iterator[None]:
    with time_machine.travel(MONDAY, tick=False):
        yield


def feed_call(client: TestClient, token: str, kind: str, action: str = "") -> dict[str, Any]:
    side = "center" if kind == "centre" else "teacher"
    return call(client, f"/{side}/calendar/feed{action}", token=token)


def turn_on(client: TestClient, token: str, kind: str = "centre") -> str:
    state = ok(feed_call(client, token, kind, "/on"))
    assert state["enabled"] is True
    path: str = state["feedPath"]
    return path


def read(client: TestClient, path: str, **headers: str) -> Any:
    return client.get(path, headers=headers)


def parsed(response: Any) -> Any:
    """The feed, parsed by icalendar (its values read loosely typed)."""
    assert response.status_code == 200, response.text
    return Calendar.from_ical(response.content)


def events(calendar: Any) -> list[Any]:
    return list(calendar.walk("VEVENT"))


def the_record(db: Session, job_record_id: int) -> JobRecord:
    record = db.scalar(select(JobRecord).where(JobRecord.id == job_record_id))
    assert record is not None
    db.refresh(record)
    return record


def booked(client: TestClient, db: Session, start: datetime = WEDNESDAY) -> tuple[Party, int]:
    """A centre and a teacher, the teacher booked for one day; answers the job record's id."""
    p = party(client, db)
    book(client, p, **day_at(start))
    [job] = jobs(client, p.teacher_token)
    return p, int(job["jobRecordId"])


def centre_of(db: Session, p: Party) -> Centre:
    centre = db.scalar(select(Centre).where(Centre.user_id == p.centre_user.id))
    assert centre is not None
    return centre


def test_a_feed_is_off_until_turned_on_and_keeps_its_address(
    client: TestClient, db: Session
) -> None:
    p = party(client, db)
    state = ok(feed_call(client, p.centre_token, "centre"))
    assert state == {
        "enabled": False,
        "feedPath": None,
        "turnedOnAt": None,
        "pastDays": 60,
        "refreshMinutes": 60,
    }
    path = turn_on(client, p.centre_token)
    assert path.startswith("/api/calendar/feed/")
    assert path.endswith(".ics")
    token = path.removeprefix("/api/calendar/feed/").removesuffix(".ics")
    # 43 URL-safe characters: 256 bits, well over 128.
    assert len(token) == 43
    assert set(token) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    # Turning on again, or reading the state, gives the same address.
    assert turn_on(client, p.centre_token) == path
    assert ok(feed_call(client, p.centre_token, "centre"))["feedPath"] == path
    # The token is never stored: only its digest and the seed it comes from.
    [row] = db.scalars(select(CalendarFeed).where(CalendarFeed.user_id == p.centre_user.id))
    assert row.token_digest == rules.token_digest(token)
    assert token not in (row.seed, row.token_digest)
    assert len(row.seed) == 64


def test_the_centres_feed_has_each_job_as_an_event(client: TestClient, db: Session) -> None:
    p, record_id = booked(client, db)
    centre = centre_of(db, p)
    centre.address, centre.postal_code = "12 Great North Road", "0612"
    db.flush()
    teacher = f"{p.teacher.first_name} {p.teacher.last_name}"
    path = turn_on(client, p.centre_token)

    response = read(client, path)
    assert response.headers["content-type"] == "text/calendar; charset=utf-8"
    assert response.headers["etag"].startswith('"')
    calendar = parsed(response)
    assert calendar["VERSION"] == "2.0"
    assert calendar["X-WR-CALNAME"] == "Kowhai Kids Centre: relief teachers"
    assert calendar["REFRESH-INTERVAL"].dt == timedelta(hours=1)
    assert calendar["REFRESH-INTERVAL"].params["VALUE"] == "DURATION"
    assert calendar["X-PUBLISHED-TTL"] == "PT1H"
    [zone] = calendar.walk("VTIMEZONE")
    assert zone["TZID"] == "Pacific/Auckland"

    [event] = events(calendar)
    record = the_record(db, record_id)
    assert event["UID"] == f"job-record-{record_id}@relief.example"
    assert event["SUMMARY"] == f"{teacher} · booking #{record.booking_id}"
    assert event["LOCATION"] == "12 Great North Road, Henderson, Auckland, 0612"
    assert event["STATUS"] == "CONFIRMED"
    assert event["SEQUENCE"] == record.sequence == 0
    start, end = event["DTSTART"], event["DTEND"]
    assert start.params["TZID"] == "Pacific/Auckland"
    assert end.params["TZID"] == "Pacific/Auckland"
    assert start.dt == WEDNESDAY
    assert start.dt.utcoffset() == timedelta(hours=13)  # New Zealand daylight time
    assert end.dt == WEDNESDAY.replace(hour=15, minute=0)
    assert event["DTSTAMP"].dt == record.updated_at.astimezone(UTC)
    assert f"Teacher: {teacher}" in event["DESCRIPTION"]
    assert "Unpaid break: 30 min" in event["DESCRIPTION"]
    assert event["GEO"].latitude == pytest.approx(centre.latitude)


def test_the_teachers_feed_names_the_centre(client: TestClient, db: Session) -> None:
    p, record_id = booked(client, db)
    centre = centre_of(db, p)
    centre.address, centre.phone = "12 Great North Road", "+6498361234"
    db.flush()
    path = turn_on(client, p.teacher_token, "teacher")
    calendar = parsed(read(client, path))
    assert calendar["X-WR-CALNAME"] == f"Relief jobs: {p.teacher.first_name} Test"
    [event] = events(calendar)
    assert event["UID"] == f"job-record-{record_id}@relief.example"
    assert event["SUMMARY"] == "Relief at Kowhai Kids Centre"
    assert event["LOCATION"] == "12 Great North Road, Henderson, Auckland"
    assert event["DTSTART"].dt == WEDNESDAY
    assert event["DTSTART"].params["TZID"] == "Pacific/Auckland"
    assert "Phone: +6498361234" in event["DESCRIPTION"]


def test_an_extension_raises_the_sequence_and_moves_the_end(
    client: TestClient, db: Session
) -> None:
    p, record_id = booked(client, db)
    path = turn_on(client, p.centre_token)
    [before] = events(parsed(read(client, path)))
    until = WEDNESDAY.replace(hour=16, minute=0)
    ok(
        call(
            client,
            "/center/job/book/extend",
            {"jobRecordId": record_id, "endTime": until.isoformat()},
            token=p.centre_token,
        )
    )
    ok(
        call(
            client,
            "/teacher/job/extension/answer",
            {"jobRecordId": record_id, "accept": True},
            token=p.teacher_token,
        )
    )
    [after] = events(parsed(read(client, path)))
    assert after["UID"] == before["UID"]
    assert after["SEQUENCE"] > before["SEQUENCE"]
    assert after["DTEND"].dt == until
    assert after["STATUS"] == "CONFIRMED"
    assert "Extended" in after["DESCRIPTION"]
    # A second extension keeps it extended, and raises the sequence again.
    later = until + timedelta(hours=1)
    for path_, body, token in (
        ("/center/job/book/extend", {"endTime": later.isoformat()}, p.centre_token),
        ("/teacher/job/extension/answer", {"accept": True}, p.teacher_token),
    ):
        ok(call(client, path_, {"jobRecordId": record_id, **body}, token=token))
    [again] = events(parsed(read(client, path)))
    assert again["SEQUENCE"] > after["SEQUENCE"]
    assert again["DTEND"].dt == later


def test_a_cancelled_job_stays_as_cancelled_with_a_higher_sequence(
    client: TestClient, db: Session
) -> None:
    p, record_id = booked(client, db)
    record = the_record(db, record_id)
    centre_feed = turn_on(client, p.centre_token)
    teacher_feed = turn_on(client, p.teacher_token, "teacher")
    [before] = events(parsed(read(client, centre_feed)))
    ok(
        call(
            client,
            "/center/job/book/cancel",
            {"bookingId": record.booking_id, "reason": "Ratio covered"},
            token=p.centre_token,
        )
    )
    assert the_record(db, record_id).status == JobRecordStatus.canceled
    for path in (centre_feed, teacher_feed):
        [event] = events(parsed(read(client, path)))
        assert event["UID"] == before["UID"]
        assert event["STATUS"] == "CANCELLED"
        assert event["SEQUENCE"] > before["SEQUENCE"]
        assert str(event["SUMMARY"]).startswith("Cancelled: ")
        assert "The job was cancelled." in event["DESCRIPTION"]


def test_a_job_left_stays_as_cancelled(client: TestClient, db: Session) -> None:
    p, record_id = booked(client, db)
    teacher_feed = turn_on(client, p.teacher_token, "teacher")
    ok(
        call(
            client,
            "/teacher/job/leave",
            {"jobRecordId": record_id, "reason": "Sick child"},
            token=p.teacher_token,
        )
    )
    [event] = events(parsed(read(client, teacher_feed)))
    assert event["STATUS"] == "CANCELLED"
    assert event["SEQUENCE"] == 1
    assert "The teacher took leave from this job." in event["DESCRIPTION"]


def test_regenerating_kills_the_old_address_and_off_answers_404(
    client: TestClient, db: Session
) -> None:
    p, _ = booked(client, db)
    old = turn_on(client, p.centre_token)
    assert read(client, old).status_code == 200
    new = ok(feed_call(client, p.centre_token, "centre", "/regenerate"))["feedPath"]
    assert new != old
    gone = read(client, old)
    assert gone.status_code == 404
    assert gone.json()["rtn_data"]["code"] == 45502
    assert len(events(parsed(read(client, new)))) == 1

    state = ok(feed_call(client, p.centre_token, "centre", "/off"))
    assert state["enabled"] is False
    assert state["feedPath"] is None
    assert read(client, new).status_code == 404
    assert db.scalar(select(CalendarFeed).where(CalendarFeed.user_id == p.centre_user.id)) is None
    # Off again changes nothing; regenerating while off is refused.
    assert ok(feed_call(client, p.centre_token, "centre", "/off"))["enabled"] is False
    refused = feed_call(client, p.centre_token, "centre", "/regenerate")
    assert refused["rtn_code"] == 1004
    assert refused["rtn_data"]["code"] == 45501
    assert refused["rtn_msg"] == "Your calendar feed is off: turn it on to get a link."
    # On again: a new address, never an old one.
    again = turn_on(client, p.centre_token)
    assert again not in (old, new)


def test_an_unknown_token_answers_404(client: TestClient) -> None:
    assert client.get("/api/calendar/feed/not-a-real-token.ics").status_code == 404
    assert client.get(rules.feed_path("A" * 43)).status_code == 404


def test_another_centres_feed_never_shows_this_centres_jobs(
    client: TestClient, db: Session
) -> None:
    p, record_id = booked(client, db)
    own = turn_on(client, p.centre_token)
    other_user, _ = make_centre(db, name="Totara Kindergarten")
    other_token = sign_in(client, other_user.email)
    other = turn_on(client, other_token)
    assert other != own
    calendar = parsed(read(client, other))
    assert calendar["X-WR-CALNAME"] == "Totara Kindergarten: relief teachers"
    assert events(calendar) == []
    assert f"job-record-{record_id}@" not in read(client, other).text
    # Another teacher's feed is as empty.
    stranger, _ = make_teacher(db, latitude=-45.87, longitude=170.50)
    stranger_feed = turn_on(client, teacher_sign_in(client, stranger.email), "teacher")
    assert events(parsed(read(client, stranger_feed))) == []
    # A disabled account's feed answers 404.
    p.centre_user.enabled = False
    db.flush()
    assert read(client, own).status_code == 404


def test_the_feed_keeps_jobs_that_ended_up_to_60_days_ago(client: TestClient, db: Session) -> None:
    p, _ = booked(client, db)
    path = turn_on(client, p.teacher_token, "teacher")
    with time_machine.travel(WEDNESDAY + timedelta(days=60), tick=False):
        drain(db)
        [event] = events(parsed(read(client, path)))
        assert event["STATUS"] == "CONFIRMED"
    with time_machine.travel(WEDNESDAY + timedelta(days=61), tick=False):
        assert events(parsed(read(client, path))) == []


def test_an_unchanged_feed_answers_304_to_its_etag(client: TestClient, db: Session) -> None:
    p, record_id = booked(client, db)
    path = turn_on(client, p.centre_token)
    first = read(client, path)
    etag = first.headers["etag"]
    unchanged = read(client, path, **{"If-None-Match": etag})
    assert unchanged.status_code == 304
    assert unchanged.content == b""
    # A change gives another ETag and the full feed.
    record = the_record(db, record_id)
    ok(
        call(
            client,
            "/center/job/book/cancel",
            {"bookingId": record.booking_id, "reason": "Ratio covered"},
            token=p.centre_token,
        )
    )
    changed = read(client, path, **{"If-None-Match": etag})
    assert changed.status_code == 200
    assert changed.headers["etag"] != etag


def test_the_feed_is_worded_in_the_accounts_language(client: TestClient, db: Session) -> None:
    p, _ = booked(client, db)
    p.teacher_user.language = "zh"
    db.flush()
    calendar = parsed(read(client, turn_on(client, p.teacher_token, "teacher")))
    assert str(calendar["X-WR-CALNAME"]).startswith("代课工作：")
    [event] = events(calendar)
    assert event["SUMMARY"] == "代课 · Kowhai Kids Centre"
    assert "无薪休息：30 分钟" in event["DESCRIPTION"]


def test_a_feed_is_read_in_two_statements(client: TestClient, db: Session) -> None:
    from tests.favourites.helpers import count_statements

    p, _ = booked(client, db)
    second = p.teacher
    path = turn_on(client, p.centre_token)
    book(client, p, **day_at(THURSDAY))
    assert second is not None
    with count_statements(db) as statements:
        calendar = parsed(read(client, path))
    assert len(events(calendar)) == 2
    reads = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    assert len(reads) == 2


def test_a_jobs_times_show_in_its_centres_zone(client: TestClient, db: Session) -> None:
    p, _ = booked(client, db)
    centre = centre_of(db, p)
    centre.time_zone = "Pacific/Chatham"
    db.flush()
    calendar = parsed(read(client, turn_on(client, p.teacher_token, "teacher")))
    [event] = events(calendar)
    assert event["DTSTART"].params["TZID"] == "Pacific/Chatham"
    assert event["DTSTART"].dt == WEDNESDAY.astimezone(ZoneInfo("Pacific/Chatham"))
    assert [str(z["TZID"]) for z in calendar.walk("VTIMEZONE")] == ["Pacific/Chatham"]


def test_a_job_staff_move_to_another_teacher_is_seen_anew(client: TestClient, db: Session) -> None:
    p, record_id = booked(client, db)
    centre_feed = turn_on(client, p.centre_token)
    old_feed = turn_on(client, p.teacher_token, "teacher")
    new_user, new_teacher = make_teacher(db)
    new_feed = turn_on(client, teacher_sign_in(client, new_user.email), "teacher")
    [before] = events(parsed(read(client, centre_feed)))
    staff = sign_in_staff(client, make_staff(db).email)
    ok(
        call(
            client,
            "/statistical/job/record/move",
            {"id": record_id, "teacherId": new_teacher.id, "reason": "Closer to the centre"},
            token=staff,
        )
    )
    [after] = events(parsed(read(client, centre_feed)))
    assert after["UID"] == before["UID"]
    assert after["SEQUENCE"] > before["SEQUENCE"]
    assert str(after["SUMMARY"]).startswith(f"{new_teacher.first_name} Test · ")
    # The job leaves the first teacher's feed and shows in the second's.
    assert events(parsed(read(client, old_feed))) == []
    [theirs] = events(parsed(read(client, new_feed)))
    assert theirs["UID"] == before["UID"]
