"""The demo data: its accounts, and the history a visitor finds through the
real list calls, as the demo centre, the demo teacher, the second centre and
staff; the second centre sees none of the first's records."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, func, select
from sqlalchemy.orm import Session

from relief.auth.deps import reading_sessions, writing_sessions
from relief.config import Settings, get_settings
from relief.db import READING, get_db, transaction
from relief.kit import clock
from relief.kit.geo import distance_km
from relief.main import create_app
from relief.models import Approval, Centre, OutboxMessage, Qualification, Task, Teacher, User
from relief.seed.demo import (
    CENTRE_EMAIL,
    DEMO_PASSWORD,
    SECOND_CENTRE_EMAIL,
    STAFF_EMAIL,
    has_accounts,
    load_demo_data,
)
from tests.factories import call
from tests.teachers.test_api_support import ok, teacher_sign_in

AUCKLAND = ZoneInfo("Pacific/Auckland")
DEMO_TEACHER = "teacher05@example.com"


@contextmanager
def served(db: Session, settings: Settings) -> Iterator[TestClient]:
    """The platform's API on the session's transaction (as tests/conftest.py's `client`)."""
    app = create_app(settings)

    def test_db() -> Iterator[Session]:
        db.commit()
        yield from transaction(db)

    @contextmanager
    def test_reading() -> Iterator[Session]:
        db.commit()
        db.info[READING] = True
        try:
            yield db
        finally:
            del db.info[READING]

    @contextmanager
    def test_writing() -> Iterator[Session]:
        yield db

    app.state.api.dependency_overrides[writing_sessions] = lambda: test_writing
    app.state.api.dependency_overrides[get_db] = test_db
    app.state.api.dependency_overrides[reading_sessions] = lambda: test_reading
    app.state.api.dependency_overrides[get_settings] = lambda: settings
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


@contextmanager
def demo_loaded(engine: Engine, settings: Settings) -> Iterator[tuple[Session, TestClient]]:
    """The demo data loaded in a transaction rolled back at the end."""
    connection = engine.connect()
    outer = connection.begin()
    db = Session(bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False)
    try:
        assert not has_accounts(db)
        offset = clock.offset()
        load_demo_data(db, settings)
        assert clock.offset() == offset, "the history put the clock back as it was"
        with served(db, settings) as client:
            yield db, client
    finally:
        db.close()
        outer.rollback()
        connection.close()


@pytest.fixture(scope="module")
def demo(engine: Engine, settings: Settings) -> Iterator[tuple[Session, TestClient]]:
    """One load for the module's tests, which only read."""
    with demo_loaded(engine, settings) as loaded:
        yield loaded


@pytest.fixture
def client(demo: tuple[Session, TestClient]) -> TestClient:
    return demo[1]


@pytest.fixture
def db(demo: tuple[Session, TestClient]) -> Session:
    return demo[0]


class As:
    """Calls as one signed-in demo account."""

    def __init__(self, client: TestClient, token: str) -> None:
        self.client, self.token = client, token

    def __call__(self, path: str, body: dict[str, Any] | None = None) -> Any:
        return ok(call(self.client, path, body or {}, token=self.token))

    def everything(self, path: str, body: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        """Every item of a paged list."""
        items: list[dict[str, Any]] = []
        page = 1
        while True:
            found = self(path, {**(body or {}), "pageNo": page, "pageSize": 100})
            items += found["list"]
            if len(items) >= found["total"]:
                return items
            page += 1


def centre(client: TestClient, email: str = CENTRE_EMAIL) -> As:
    answer = call(client, "/user/password/login", {"userName": email, "password": DEMO_PASSWORD})
    return As(client, ok(answer)["token"])


def teacher(client: TestClient, email: str = DEMO_TEACHER) -> As:
    return As(client, teacher_sign_in(client, email, DEMO_PASSWORD))


def staff(client: TestClient) -> As:
    answer = call(client, "/admin/login", {"userName": STAFF_EMAIL, "password": DEMO_PASSWORD})
    return As(client, ok(answer)["token"])


def today() -> date:
    return clock.now().astimezone(AUCKLAND).date()


# --- the accounts ----------------------------------------------------------------------


def test_the_demo_accounts_keep_what_the_readme_says(db: Session) -> None:
    centres = {c.name: c for c in db.scalars(select(Centre))}
    assert set(centres) == {"Kowhai Kids Centre", "Totara Tots"}
    kowhai, totara = centres["Kowhai Kids Centre"], centres["Totara Tots"]
    assert distance_km(kowhai.latitude, kowhai.longitude, -36.8785, 174.6305) < 2  # Henderson
    assert distance_km(totara.latitude, totara.longitude, -36.7880, 174.7700) < 2  # Takapuna
    # The browser tests' centre is the first made (id 1 on a new database;
    # PostgreSQL's sequences do not go back when a test's transaction does).
    assert kowhai.id == min(centres[name].id for name in centres)

    teachers = sorted(db.scalars(select(Teacher)), key=lambda t: t.id)
    assert len(teachers) == 60
    assert [t.email for t in teachers] == [f"teacher{n:02d}@example.com" for n in range(1, 61)]
    assert [t.approval == Approval.pending for t in teachers[-3:]] == [True] * 3
    assert sum(t.approval == Approval.pending for t in teachers) == 3
    assert [t.free_job_seeker for t in teachers] == [n % 6 == 0 for n in range(1, 61)]
    assert {t.qualification for t in teachers} == set(Qualification)
    assert {t.gender for t in teachers} == {1, 2}
    assert len({t.rank_id for t in teachers}) == 3
    distances = [
        distance_km(kowhai.latitude, kowhai.longitude, t.latitude, t.longitude) for t in teachers
    ]
    assert min(distances) < 5
    assert max(distances) > 20
    assert db.scalar(select(func.count()).select_from(User).where(User.kind == "staff")) == 1
    # One hash for every demo password, checked by signing in.
    assert len({u.password_hash for u in db.scalars(select(User))}) == 1


def test_every_demo_account_signs_in(client: TestClient) -> None:
    centre(client)
    centre(client, SECOND_CENTRE_EMAIL)
    staff(client)
    teacher(client)
    teacher(client, "teacher27@example.com")


def test_the_history_left_no_failed_task_and_no_mail_to_send(db: Session) -> None:
    assert (
        db.scalar(select(func.count()).select_from(Task).where(Task.last_error.is_not(None))) == 0
    )
    done = db.scalar(select(func.count()).select_from(Task).where(Task.done_at.is_not(None)))
    assert (done or 0) > 50
    unsent = select(func.count()).select_from(OutboxMessage).where(OutboxMessage.sent_at.is_(None))
    assert db.scalar(unsent) == 0
    # The past happened in the past.
    first = db.scalar(select(func.min(Centre.created_at)))
    assert first is not None
    assert first < clock.now() - timedelta(days=90)


# --- the demo centre ----------------------------------------------------------------------


def test_the_demo_centre_has_bookings_in_every_state(client: TestClient) -> None:
    kowhai = centre(client)
    processing = kowhai.everything("/center/job/book/list", {"scope": "processing"})
    assert {b["stage"] for b in processing} >= {1, 2, 3, 4, 5}, "every stage, boost, favourites"
    assert any(b["interestedTeachers"] for b in processing), "a teacher interested"
    assert all(b["invitedTeachers"] for b in processing), "invites out"
    assert any(b["parentId"] for b in processing), "the rest of a split, matching"

    past = kowhai.everything("/center/job/book/list", {"scope": "past"})
    assert {b["status"] for b in past} == {0, 1, 3, 4}, "cancelled, finished, failed, split"
    finished = [b for b in past if b["status"] == 1]
    now = clock.now()
    assert any(datetime.fromisoformat(b["endsAt"]) > now - timedelta(days=8) for b in finished)
    assert any(datetime.fromisoformat(b["endsAt"]) < now - timedelta(days=21) for b in finished)
    assert any(b["days"] == 5 for b in finished), "a week of cover"

    upcoming = kowhai.everything("/center/job/book/upcoming")
    starts = [datetime.fromisoformat(b["startsAt"]) for b in upcoming]
    assert any(s < now + timedelta(days=4) for s in starts), "this week"
    assert any(now + timedelta(days=5) < s < now + timedelta(days=14) for s in starts), "next week"
    assert any(b["numberOfTeachers"] == 2 and b["confirmedTeachers"] == 2 for b in upcoming)

    records = [
        record
        for booking in upcoming + past
        for record in kowhai("/center/job/book/detail", {"bookingId": booking["bookingId"]})[
            "jobRecords"
        ]
    ]
    statuses = {r["status"] for r in records}
    assert statuses >= {2, 3, 4, 5, 6}, "booked, finished, leave, cancelled, extended"
    assert any(r["status"] == 5 and float(r["cancelFee"]) > 0 for r in records)
    assert any(r["extensionEndsAt"] and r["extensionAnswer"] is None for r in records)
    leave = next(r for r in records if r["status"] == 4)
    detail = kowhai("/center/job/book/detail", {"bookingId": leave["bookingId"]})
    rematch = next(e for e in detail["timeline"] if e["kind"] == "teacher_leave")
    again = kowhai("/center/job/book/detail", {"bookingId": rematch["data"]["rematchBookingId"]})
    assert again["booking"]["status"] == 1, "the day was re-matched and confirmed"


def test_the_demo_centre_has_time_sheets_invoices_reviews_and_vouchers(client: TestClient) -> None:
    kowhai = centre(client)
    to_confirm = kowhai.everything("/center/job/time/sheet/list", {"status": 1})
    assert len(to_confirm) >= 2
    assert any(s["reportedEndsAt"] for s in to_confirm), "a teacher reported the times"
    confirmed = kowhai.everything("/center/job/time/sheet/list", {"status": 2})
    assert {s["confirmation"] for s in confirmed} == {1, 2, 3}, "as is, adjusted, by default"
    assert all(s["reason"] for s in confirmed if s["confirmation"] == 2)

    invoices = kowhai.everything("/center/invoice/list")
    assert {i["status"] for i in invoices} == {1, 2, 3}, "unpaid, paid, overdue"
    discounted = [i for i in invoices if float(i["discount"]) > 0]
    assert [i["status"] for i in discounted] == [1]
    detail = kowhai("/center/invoice/detail", {"invoiceId": discounted[0]["id"]})
    assert detail["voucherName"] == "Booking voucher"
    fees = [
        line
        for invoice in invoices
        for line in kowhai("/center/invoice/detail", {"invoiceId": invoice["id"]})["lines"]
        if line["kind"] == 2
    ]
    assert fees, "a cancellation fee was invoiced"

    reviews = kowhai.everything("/center/review/list", {"scope": "done"})
    assert {r["status"] for r in reviews} == {0, 1}, "waiting for staff, approved"

    vouchers = kowhai.everything("/center/voucher/list")
    shown = {(v["name"], v["status"]) for v in vouchers}
    assert ("Welcome voucher", 5) in shown, "expired unused"
    assert ("Booking voucher", 2) in shown, "in use on an unpaid invoice"
    assert ("Booking voucher", 0) in shown, "one to use"


def test_the_demo_centre_has_favourites_an_offer_tickets_notices_and_a_calendar(
    client: TestClient,
) -> None:
    kowhai = centre(client)
    assert len(kowhai.everything("/center/favourite/list")) >= 3
    assert kowhai("/center/teacher/blocked/list")["list"]

    offers = kowhai.everything("/center/offer/list", {"status": 1})
    assert len(offers) == 1
    applicants = kowhai("/center/offer/applicants", {"offerId": offers[0]["id"]})["list"]
    assert {a["status"] for a in applicants} == {1, 2}, "applied and shortlisted"

    tickets = kowhai.everything("/center/support/ticket/list")
    assert {t["status"] for t in tickets} >= {1, 2, 3, 6, 7}
    answered = [
        kowhai("/center/support/ticket/detail", {"ticketNo": t["ticketNo"]})
        for t in tickets
        if t["status"] != 1
    ]
    assert all(any(m["fromStaff"] for m in t["messages"]) for t in answered)

    notices = kowhai.everything("/user/notice/list")
    assert kowhai("/user/unread/notices")["userUnReadNotices"] > 0
    assert any(n["read"] for n in notices)
    assert not all(n["read"] for n in notices)

    first = today().replace(day=1)
    month = kowhai(
        "/center/calendar/list", {"dateFrom": str(first), "dateTo": str(first + timedelta(days=41))}
    )
    assert any(day["bookings"] for day in month["days"])


# --- the demo teacher -------------------------------------------------------------------------


def test_the_demo_teacher_has_invites_jobs_and_an_expiring_document(client: TestClient) -> None:
    tama = teacher(client)
    assert tama.everything("/teacher/invite/list", {"scope": "open"}), "invites to answer"
    assert tama.everything("/teacher/invite/list", {"scope": "answered"})
    upcoming = tama.everything("/teacher/job/list", {"scope": "upcoming"})
    assert upcoming
    assert any(j["extensionEndsAt"] and j["extensionAnswer"] is None for j in upcoming)
    past = tama.everything("/teacher/job/list", {"scope": "past"})
    assert len([j for j in past if j["status"] == 3]) >= 2
    documents = tama("/teacher/document/list")
    assert documents["warnings"] == ["first_aid"]
    assert {d["kind"] for d in documents["list"]} == {"cv", "first_aid"}
    assert tama("/user/unread/notices")["userUnReadNotices"] > 0
    assert tama("/teacher/profile")["firstAidExpiry"] == str(today() + timedelta(days=25))


def test_the_second_demo_teacher_took_leave_and_keeps_a_registration(client: TestClient) -> None:
    georgia = teacher(client, "teacher27@example.com")
    past = georgia.everything("/teacher/job/list", {"scope": "past"})
    assert any(j["status"] == 4 and j["leaveReason"] for j in past), "leave on a day ahead"
    assert len([j for j in past if j["status"] == 3]) >= 5, "a week of cover"
    assert {d["kind"] for d in georgia("/teacher/document/list")["list"]} == {"registration"}


def test_free_job_seekers_applied_for_the_open_offer(client: TestClient) -> None:
    seeker = teacher(client, "teacher18@example.com")
    applied = seeker("/teacher/offer/applications")["list"]
    assert [a["status"] for a in applied] == [2]


# --- the second centre and staff -----------------------------------------------------------------


def test_the_second_centre_sees_its_own_records_and_none_of_the_first(client: TestClient) -> None:
    kowhai, totara = centre(client), centre(client, SECOND_CENTRE_EMAIL)
    lists: dict[str, tuple[str, dict[str, Any], str]] = {
        "processing": ("/center/job/book/list", {"scope": "processing"}, "bookingId"),
        "past": ("/center/job/book/list", {"scope": "past"}, "bookingId"),
        "upcoming": ("/center/job/book/upcoming", {}, "bookingId"),
        "time sheets": ("/center/job/time/sheet/list", {"status": 2}, "id"),
        "invoices": ("/center/invoice/list", {}, "id"),
        "vouchers": ("/center/voucher/list", {}, "id"),
        "tickets": ("/center/support/ticket/list", {}, "ticketNo"),
        "reviews": ("/center/review/list", {"scope": "done"}, "jobRecordId"),
        "offers": ("/center/offer/list", {}, "id"),
    }
    for name, (path, body, key) in lists.items():
        own = {item[key] for item in totara.everything(path, body)}
        theirs = {item[key] for item in kowhai.everything(path, body)}
        assert not own & theirs, name
    for name in ("processing", "upcoming", "invoices", "vouchers", "tickets"):
        path, body, _ = lists[name]
        assert totara.everything(path, body), f"the second centre has {name} of its own"
    assert [i["status"] for i in totara.everything("/center/invoice/list")] == [1], "unpaid"
    coupon = totara("/center/home/statics/coupon")
    assert coupon["newCenterCouponFlag"], "its welcome voucher waits"
    assert not kowhai("/center/home/statics/coupon")["newCenterCouponFlag"]

    some_booking = kowhai.everything("/center/job/book/list", {"scope": "past"})[0]["bookingId"]
    answer = call(
        client, "/center/job/book/detail", {"bookingId": some_booking}, token=totara.token
    )
    assert answer["rtn_code"] != 0


def test_staff_find_the_history_in_the_console(client: TestClient) -> None:
    admin = staff(client)
    end = today()
    figures = admin(
        "/admin/statistics/overview",
        {"dateFrom": str(end - timedelta(days=60)), "dateTo": str(end)},
    )
    assert figures["bookings"]["total"]["bookings"] > 10
    assert figures["bookings"]["confirmedCount"] > 10
    waiting = admin("/admin/review/list", {"status": 0, "pageSize": 100})["list"]
    assert waiting
    tickets = admin("/admin/support/ticket/list", {"pageSize": 100})["list"]
    assert {t["centreName"] for t in tickets} == {"Kowhai Kids Centre", "Totara Tots"}


def test_centres_and_teachers_each_find_their_own_help(client: TestClient) -> None:
    """The FAQ and articles content staff wrote: each reader sees theirs and the
    shared ones, in both languages, and nobody sees the other's."""
    kowhai = centre(client)("/center/help")
    tama = teacher(client)("/teacher/help")
    centre_titles = {f["title"] for f in kowhai["faqs"]}
    teacher_titles = {f["title"] for f in tama["faqs"]}
    assert "What does cancelling cost?" in centre_titles
    assert "How do I get paid?" in teacher_titles
    assert "How do I reach Relief's support team?" in centre_titles & teacher_titles
    assert "How do I get paid?" not in centre_titles
    assert "What does cancelling cost?" not in teacher_titles
    assert all(f["titleZh"] for f in kowhai["faqs"] + tama["faqs"])
    assert [c["name"] for c in kowhai["categories"]] == ["Getting started"]
    assert [c["name"] for c in tama["categories"]] == ["Working with Relief"]
    found = teacher(client)("/teacher/help", {"keyword": "报酬"})
    assert [f["title"] for f in found["faqs"]] == ["How do I get paid?"]
