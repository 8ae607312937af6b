"""Vouchers: listing, attaching to a booking and expiry."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Booking
from relief.vouchers import service as vouchers
from tests.booking_helpers import draft, quote
from tests.factories import call, make_centre, sign_in
from tests.invoices.helpers import travel


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
