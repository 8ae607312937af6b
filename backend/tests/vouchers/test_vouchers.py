"""Vouchers: listing, attaching to a booking, expiry, and the booking voucher."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Booking, BookingEvent, Voucher
from relief.vouchers import service as vouchers
from tests.booking_helpers import create_booking, draft, next_weekday_at, quote
from tests.factories import call, make_centre, make_teacher, sign_in
from tests.invoices.helpers import confirmed_booking, records_of, travel


@pytest.fixture
def centre(client: TestClient, db: Session) -> tuple[Any, Any, str]:
    user, centre = make_centre(db)
    return user, centre, sign_in(client, user.email)


def bookings_count(db: Session) -> int:
    return int(db.scalar(select(func.count(Booking.id))) or 0)


def create_with_voucher(client: TestClient, token: str, voucher_id: int, **overrides: Any) -> Any:
    process_id = quote(client, token, **overrides)["processId"]
    return call(
        client,
        "/center/job/create",
        {**draft(**overrides), "processId": process_id, "voucherId": voucher_id},
        token=token,
    )


def test_the_list_shows_statuses_and_only_the_centres_vouchers(
    client: TestClient, db: Session, centre: tuple[Any, Any, str]
) -> None:
    _, centre_row, token = centre
    active = vouchers.issue_signup(db, centre_row, now())
    old = vouchers.issue_booking_voucher(db, centre_row.id, now() - timedelta(days=100))
    used = vouchers.issue_booking_voucher(db, centre_row.id, now() - timedelta(days=2))
    used.status = vouchers.USED
    _, other = make_centre(db)
    vouchers.issue_signup(db, other, now())
    db.flush()

    data = call(client, "/center/voucher/list", {"pageNo": 1, "pageSize": 20}, token=token)
    statuses = {v["id"]: v["status"] for v in data["rtn_data"]["list"]}
    # The old one is past expiry: shown expired before its task has run.
    assert statuses == {active.id: 0, old.id: 5, used.id: 3}
    assert data["rtn_data"]["total"] == 3
    first = data["rtn_data"]["list"][0]
    assert first["id"] == active.id
    assert (first["parValue"], first["useType"], first["voucherType"]) == ("100.00", 0, 1)

    def ids(status: int) -> list[int]:
        body = {"status": status}
        return [
            v["id"]
            for v in call(client, "/center/voucher/list", body, token=token)["rtn_data"]["list"]
        ]

    assert ids(0) == [active.id]
    assert ids(5) == [old.id]
    assert ids(3) == [used.id]
    assert call(client, "/center/voucher/list", {"status": 4}, token=token)["rtn_code"] == 1000


def test_the_expiry_task_expires_an_unused_voucher(
    client: TestClient, db: Session, centre: tuple[Any, Any, str]
) -> None:
    _, centre_row, _ = centre
    voucher = vouchers.issue_signup(db, centre_row, now())
    travel(db, voucher.expires_at - timedelta(seconds=1))
    db.refresh(voucher)
    assert voucher.status == vouchers.ACTIVE
    travel(db, voucher.expires_at + timedelta(seconds=1))
    db.refresh(voucher)
    assert voucher.status == vouchers.EXPIRED


def test_attaching_a_voucher_is_checked_and_a_refusal_creates_nothing(
    client: TestClient, db: Session, centre: tuple[Any, Any, str]
) -> None:
    _, centre_row, token = centre
    _, other = make_centre(db)
    theirs = vouchers.issue_signup(db, other, now())
    expired = vouchers.issue_signup(db, centre_row, now() - timedelta(days=91))
    qualified_only = vouchers.issue_booking_voucher(db, centre_row.id, now())
    qualified_only.use_type = 1
    db.flush()
    before = bookings_count(db)

    answer = create_with_voucher(client, token, theirs.id)
    assert (answer["rtn_code"], answer["rtn_msg"]) == (1003, "The voucher does not exist.")
    answer = create_with_voucher(client, token, expired.id)
    assert (answer["rtn_code"], answer["rtn_msg"]) == (1004, "This voucher has expired.")
    answer = create_with_voucher(client, token, qualified_only.id, qualification=2)
    assert answer["rtn_code"] == 1000
    assert (
        answer["rtn_msg"] == "This voucher cannot be used for the teachers this booking asks for."
    )
    assert create_with_voucher(client, token, 10**9)["rtn_code"] == 1003
    assert create_with_voucher(client, token, 10**12)["rtn_code"] == 1000
    assert bookings_count(db) == before
    db.refresh(theirs)
    assert theirs.status == vouchers.ACTIVE

    usable = call(client, "/center/voucher/usable", {"qualification": 2}, token=token)
    assert usable["rtn_data"]["list"] == []
    usable = call(client, "/center/voucher/usable", {"qualification": 3}, token=token)
    assert [v["id"] for v in usable["rtn_data"]["list"]] == [qualified_only.id]
    assert (
        call(client, "/center/voucher/usable", {"qualification": 9}, token=token)["rtn_code"]
        == 1000
    )

    answer = create_with_voucher(client, token, qualified_only.id, qualification=3)
    assert answer["rtn_code"] == 0, answer
    db.refresh(qualified_only)
    assert (qualified_only.status, qualified_only.booking_id) == (
        vouchers.BOOK,
        answer["rtn_data"]["bookingId"],
    )
    again = create_with_voucher(client, token, qualified_only.id, qualification=3)
    assert again["rtn_code"] == 1004
    listed = call(client, "/center/voucher/list", {"status": 1}, token=token)["rtn_data"]["list"]
    assert [v["bookingId"] for v in listed] == [answer["rtn_data"]["bookingId"]]


def _earned(db: Session, centre_id: int) -> list[Voucher]:
    return list(
        db.scalars(
            select(Voucher).where(
                Voucher.centre_id == centre_id, Voucher.voucher_type == vouchers.BOOKING
            )
        )
    )


@pytest.mark.parametrize(("days", "earns"), [(5, True), (4, False)])
def test_a_multi_day_booking_of_five_days_earns_a_booking_voucher_once(
    client: TestClient, db: Session, centre: tuple[Any, Any, str], days: int, earns: bool
) -> None:
    _, centre_row, token = centre
    _, teacher = make_teacher(db)
    start = next_weekday_at(8, 30, days_ahead=3)
    while start.isoweekday() != 1:  # a Monday, so the weekdays follow each other
        start += timedelta(days=1)
    end = start + timedelta(days=days - 1)
    booking_id = confirmed_booking(
        client,
        db,
        token,
        [teacher],
        bookingType=2,
        jobStartTime=start.isoformat(),
        jobEndTime=end.replace(hour=15, minute=0).isoformat(),
    )
    records = records_of(db, booking_id)
    assert len(records) == days
    travel(db, records[-2].ends_at + timedelta(seconds=1))
    assert _earned(db, centre_row.id) == []  # not complete yet
    travel(db, records[-1].ends_at + timedelta(seconds=1))
    earned = _earned(db, centre_row.id)
    assert len(earned) == (1 if earns else 0)
    if earns:
        assert earned[0].par_value == 100
        assert earned[0].expires_at == records[-1].ends_at + timedelta(days=90)
        events = db.scalars(
            select(BookingEvent).where(
                BookingEvent.booking_id == booking_id, BookingEvent.kind == "voucher_earned"
            )
        ).all()
        assert len(events) == 1
        # Running the check again (a task delivered twice) earns nothing more.
        vouchers.reward_completed_booking(db, booking_id, now())
        assert len(_earned(db, centre_row.id)) == 1


def test_a_booking_with_every_day_cancelled_earns_nothing(
    client: TestClient, db: Session, centre: tuple[Any, Any, str]
) -> None:
    _, centre_row, token = centre
    booking_id = create_booking(client, token)
    assert vouchers.reward_completed_booking(db, booking_id, now()) is None
    assert _earned(db, centre_row.id) == []
