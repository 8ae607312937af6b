from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Booking, CreationReport, Holiday
from relief.vouchers import service as vouchers
from tests.booking_helpers import AUCKLAND, create_booking, draft, next_weekday_at, quote
from tests.factories import call, make_centre, sign_in


@pytest.fixture
def token(client: TestClient, db: Session) -> str:
    user, _ = make_centre(db)
    return sign_in(client, user.email)


START = next_weekday_at(8, 30)


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        (
            {"jobStartTime": (now() - timedelta(hours=1)).isoformat()},
            "The start time cannot be earlier than now.",
        ),
        (
            {"jobEndTime": (START - timedelta(hours=1)).isoformat()},
            "The end time cannot be earlier than the start time.",
        ),
        (
            {
                "jobEndTime": START.replace(hour=7).isoformat()
                if False
                else (START + timedelta(days=1)).replace(hour=8, minute=0).isoformat()
            },
            "Each day must end later than it starts.",
        ),
        (
            {"jobEndTime": START.replace(hour=11, minute=0).isoformat()},
            "Each day must be at least 3 hours long.",
        ),
        ({"gender": 1}, "Please give a reason for the gender preference."),
        (
            {"gender": 2, "genderJustification": "   "},
            "Please give a reason for the gender preference.",
        ),
        ({"ageGroup": None}, "Please select the age group."),
        ({"teacherTalentPool": None}, "Please select the talent pool."),
        (
            {"inviteType": 2, "favouriteTeacherIds": [1]},
            "Favourite invites are not available for single-day bookings.",
        ),
        (
            {
                "jobStartTime": (START + timedelta(days=20)).isoformat(),
                "jobEndTime": (START + timedelta(days=20)).replace(hour=15, minute=0).isoformat(),
            },
            "Standard Booking can start at most 14 days ahead; use Advance Booking for later dates.",
        ),
        (
            {
                "bookingType": 3,
                "jobEndTime": (START + timedelta(days=14)).replace(hour=15, minute=0).isoformat(),
            },
            "Please choose the weekdays to repeat on.",
        ),
        (
            {"jobStartTime": "2026-12-01T08:30:00"},
            "Parameter error: jobStartTime input should have timezone info.",
        ),
        (
            {"numberOfTeachers": 0},
            "Parameter error: numberOfTeachers input should be greater than or equal to 1.",
        ),
        ({"inviteRange": 7}, "Parameter error: inviteRange input should be 5, 10, 15 or 20."),
        ({"qualification": "1"}, "Parameter error: qualification input should be 1, 2 or 3."),
    ],
)
def test_every_creation_rule_has_its_message(
    client: TestClient, db: Session, token: str, overrides: dict[str, Any], message: str
) -> None:
    for path, body in (
        ("/center/job/create/process", {"processType": 1, **draft(**overrides)}),
        ("/center/job/create", {**draft(**overrides), "processId": "abcdefghijklmnop"}),
    ):
        answer = call(client, path, body, token=token)
        assert (answer["rtn_code"], answer["rtn_msg"]) == (1000, message), path
    assert db.scalar(select(func.count()).select_from(Booking)) == 0


def test_quote_prices_weekends_and_holidays(client: TestClient, db: Session, token: str) -> None:
    monday = START - timedelta(days=START.weekday())
    if monday <= now().astimezone(AUCKLAND):
        monday += timedelta(days=7)
    holiday = (monday + timedelta(days=2)).date()
    if db.scalar(select(Holiday).where(Holiday.day == holiday, Holiday.region.is_(None))) is None:
        db.add(Holiday(day=holiday, name="Test Day", region=None))
        db.flush()
    result = quote(
        client,
        token,
        bookingType=2,
        jobStartTime=monday.isoformat(),
        jobEndTime=(monday + timedelta(days=6)).replace(hour=15, minute=0).isoformat(),
        includeWeekends=True,
        includeHolidays=True,
        numberOfTeachers=2,
    )
    rates = {d["date"]: (d["hourlyRate"], d["holiday"], d["weekend"]) for d in result["days"]}
    assert len(rates) == 7
    assert rates[str(holiday)] == ("48.00", True, False)
    assert rates[str((monday + timedelta(days=5)).date())] == ("40.00", False, True)
    assert rates[str(monday.date())] == ("32.00", False, False)
    assert result["liveRate"] == "32.00"
    # 4 weekdays at 32, 2 weekend days at 40, 1 holiday at 48; 6 h each; 2 teachers.
    assert result["total"] == str((4 * 32 + 2 * 40 + 48) * 6 * 2) + ".00"
    without = quote(
        client,
        token,
        bookingType=2,
        jobStartTime=monday.isoformat(),
        jobEndTime=(monday + timedelta(days=6)).replace(hour=15, minute=0).isoformat(),
    )
    assert len(without["days"]) == 4


def test_an_expired_or_changed_quote_is_refused_with_a_fresh_one(
    client: TestClient, db: Session, token: str
) -> None:
    first = quote(client, token)
    with time_machine.travel(now() + timedelta(minutes=5, seconds=1), tick=False):
        late = call(
            client, "/center/job/create", {**draft(), "processId": first["processId"]}, token=token
        )
    assert late["rtn_code"] == 2001
    assert late["rtn_msg"] == "The live rate has expired or changed, please check the new quote."
    fresh = late["rtn_data"]["quote"]["processId"]
    assert fresh != first["processId"]
    changed = call(
        client, "/center/job/create", {**draft(numberOfTeachers=2), "processId": fresh}, token=token
    )
    assert changed["rtn_code"] == 2001
    assert db.scalar(select(func.count()).select_from(Booking)) == 0
    other = quote(client, token)
    assert (
        call(
            client, "/center/job/create", {**draft(), "processId": other["processId"]}, token=token
        )["rtn_code"]
        == 0
    )
    # A quote is used once.
    assert (
        call(
            client, "/center/job/create", {**draft(), "processId": other["processId"]}, token=token
        )["rtn_code"]
        == 2001
    )


def test_another_centres_quote_cannot_be_used(client: TestClient, db: Session, token: str) -> None:
    other_user, _ = make_centre(db)
    theirs = quote(client, sign_in(client, other_user.email))
    answer = call(
        client, "/center/job/create", {**draft(), "processId": theirs["processId"]}, token=token
    )
    assert answer["rtn_code"] == 2001


def test_the_abandonment_report_is_recorded(client: TestClient, db: Session, token: str) -> None:
    body = {
        "processType": 3,
        "processId": "AbCdEfGhIjKlMnOp",
        "teacherTalentPool": 1,
        "jobStartTime": START.isoformat(),
        "jobEndTime": START.replace(hour=15).isoformat(),
        "gender": 0,
        "jobUtilization": 2,
        "liveRate": "32.00",
    }
    assert call(client, "/center/job/create/process", body, token=token)["rtn_data"] == {
        "quote": None,
        "reported": True,
    }
    report = db.scalars(select(CreationReport)).one()
    assert report.process_id == "AbCdEfGhIjKlMnOp"
    bad = call(client, "/center/job/create/process", {**body, "processType": 7}, token=token)
    assert bad["rtn_code"] == 1000


def test_multiple_booking_repeats_on_the_chosen_weekdays(client: TestClient, token: str) -> None:
    result = quote(
        client,
        token,
        bookingType=3,
        weekdays=[1, 3],
        jobEndTime=(START + timedelta(days=27)).replace(hour=15, minute=0).isoformat(),
    )
    from datetime import date

    assert {date.fromisoformat(d["date"]).isoweekday() for d in result["days"]} <= {1, 3}
    assert 7 <= len(result["days"]) <= 8
    booking_id = create_booking(
        client,
        token,
        bookingType=3,
        weekdays=[1, 3],
        jobEndTime=(START + timedelta(days=27)).replace(hour=15, minute=0).isoformat(),
    )
    assert booking_id


def test_the_quote_shows_gst_and_the_voucher_the_booking_would_attach(
    client: TestClient, db: Session
) -> None:
    user, centre_row = make_centre(db)
    token = sign_in(client, user.email)
    # One day, 08:30 to 15:00 less a 30-minute lunch break: 6 hours at $32.00.
    plain = quote(client, token)
    assert (
        plain["total"],
        plain["discount"],
        plain["taxRate"],
        plain["tax"],
        plain["payable"],
    ) == (
        "192.00",
        "0.00",
        "15",
        "28.80",
        "220.80",
    )

    voucher = vouchers.issue_signup(db, centre_row, now())
    priced = quote(client, token, voucherId=voucher.id)
    # $100 off the invoice, GST on the rest.
    assert (priced["total"], priced["discount"], priced["tax"], priced["payable"]) == (
        "192.00",
        "100.00",
        "13.80",
        "105.80",
    )
    assert voucher.status == vouchers.ACTIVE, "a quote does not use the voucher up"

    created = call(
        client,
        "/center/job/create",
        {**draft(), "processId": priced["processId"], "voucherId": voucher.id},
        token=token,
    )
    assert created["rtn_code"] == 0
    again = call(
        client,
        "/center/job/create/process",
        {"processType": 1, **draft(), "voucherId": voucher.id},
        token=token,
    )
    assert (again["rtn_code"], again["rtn_msg"]) == (
        1004,
        "This voucher has already been used or attached to another booking.",
    )


@pytest.mark.parametrize(
    ("use_type", "qualification", "code", "message"),
    [
        (2, 1, 1000, "This voucher cannot be used for the teachers this booking asks for."),
        (0, 1, 1003, "The voucher does not exist."),
    ],
)
def test_a_voucher_that_cannot_be_attached_is_refused_in_the_quote(
    client: TestClient, db: Session, use_type: int, qualification: int, code: int, message: str
) -> None:
    user, centre_row = make_centre(db)
    _, other = make_centre(db)
    owner = centre_row if code != 1003 else other
    voucher = vouchers.issue_signup(db, owner, now())
    voucher.use_type = use_type
    db.flush()
    answer = call(
        client,
        "/center/job/create/process",
        {"processType": 1, **draft(qualification=qualification), "voucherId": voucher.id},
        token=sign_in(client, user.email),
    )
    assert (answer["rtn_code"], answer["rtn_msg"]) == (code, message)
