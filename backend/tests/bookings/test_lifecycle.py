"""Whole lives of bookings, living through time: the clock is moved and due
tasks are drained through the production runner."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief import tasks as registry
from relief.bookings import matching
from relief.kit.clock import now
from relief.models import (
    Booking,
    Favourite,
    Invite,
    JobRecord,
    Notice,
    OutboxMessage,
    Task,
    Teacher,
)
from tests.booking_helpers import create_booking, draft, drain, next_weekday_at, quote
from tests.factories import CENTRE_LAT, call, make_centre, make_teacher, sign_in

KM = 1 / 111  # about one kilometre of latitude


@pytest.fixture
def centre(client: TestClient, db: Session) -> tuple[Any, str]:
    user, centre = make_centre(db)
    return centre, sign_in(client, user.email)


def detail(client: TestClient, token: str, booking_id: int) -> dict[str, Any]:
    answer = call(client, "/center/job/book/detail", {"bookingId": booking_id}, token=token)
    assert answer["rtn_code"] == 0, answer
    data: dict[str, Any] = answer["rtn_data"]
    return data


def kinds(data: dict[str, Any]) -> list[str]:
    return [e["kind"] for e in data["timeline"]]


def invite_of(db: Session, booking_id: int, teacher: Teacher) -> Invite:
    invite = db.scalar(
        select(Invite).where(Invite.booking_id == booking_id, Invite.teacher_id == teacher.id)
    )
    assert invite is not None
    return invite


def interested(
    db: Session, booking_id: int, teacher: Teacher, at: datetime | None = None
) -> Invite:
    invite = matching.answer(db, teacher, invite_of(db, booking_id, teacher).id, True, at or now())
    db.flush()
    return invite


def travel(db: Session, to: datetime) -> None:
    """Move the clock to `to` and run what fell due."""
    with time_machine.travel(to, tick=False):
        drain(db)


def test_stage_one_unanswered_stage_two_interested_confirmed_worked_finished(
    client: TestClient, db: Session, centre: tuple[Any, str]
) -> None:
    _, token = centre
    _, near = make_teacher(db, latitude=CENTRE_LAT + 2 * KM)
    _, middle = make_teacher(db, latitude=CENTRE_LAT + 8 * KM)
    _, far = make_teacher(db, latitude=CENTRE_LAT + 30 * KM)
    booking_id = create_booking(client, token)
    data = detail(client, token, booking_id)
    assert [i["teacher"]["teacherId"] for i in data["invites"]] == [near.id]
    assert data["timeline"][-1]["data"] == {"stage": 1, "radiusKm": 5, "minutes": 10, "invited": 1}

    travel(db, now() + timedelta(minutes=10, seconds=1))
    data = detail(client, token, booking_id)
    assert kinds(data)[-2:] == ["stage_ended", "stage_started"]
    assert data["timeline"][-1]["data"]["invited"] == 1
    statuses = {i["teacher"]["teacherId"]: i["status"] for i in data["invites"]}
    assert statuses == {near.id: 3, middle.id: 2}  # stage 1's invite expired
    assert far.id not in statuses

    interested(db, booking_id, middle)
    data = detail(client, token, booking_id)
    invite_id = next(
        i["inviteId"] for i in data["invites"] if i["teacher"]["teacherId"] == middle.id
    )
    assert (
        call(client, "/center/job/confirm/price", {"inviteId": invite_id}, token=token)["rtn_code"]
        == 0
    )
    data = detail(client, token, booking_id)
    assert data["booking"]["status"] == 1
    assert data["booking"]["confirmedTeachers"] == 1
    assert "booking_confirmed" in kinds(data)
    upcoming = call(client, "/center/job/book/upcoming", {"pageNo": 1, "pageSize": 20}, token=token)
    assert [b["bookingId"] for b in upcoming["rtn_data"]["list"]] == [booking_id]

    record = db.scalars(select(JobRecord).where(JobRecord.booking_id == booking_id)).one()
    travel(db, record.ends_at + timedelta(seconds=1))
    db.refresh(record)
    assert record.status == 3  # finished
    # The stage-2 deadline that fell after the confirmation changed nothing.
    assert db.get(Booking, booking_id).status == 1  # type: ignore[union-attr]
    with time_machine.travel(record.ends_at + timedelta(minutes=5), tick=False):
        later_token = sign_in(client, centre[0].email)  # the first session has expired
        past = call(
            client,
            "/center/job/book/list",
            {"scope": "past", "pageNo": 1, "pageSize": 20},
            token=later_token,
        )
    assert [b["bookingId"] for b in past["rtn_data"]["list"]] == [booking_id]


def test_failed_after_stage_three_then_boost_finds_a_teacher(
    client: TestClient, db: Session, centre: tuple[Any, str]
) -> None:
    _, token = centre
    booking_id = create_booking(client, token, inviteRange=10)
    start = now()
    for minutes in (10, 25, 55):
        travel(db, start + timedelta(minutes=minutes, seconds=1))
    data = detail(client, token, booking_id)
    assert data["booking"]["status"] == 3
    assert kinds(data)[-1] == "booking_failed"
    assert data["boostOffer"] == "3.00"
    # A teacher 15 km away: beyond the invite range of every stage, inside the boost radius.
    _, teacher = make_teacher(db, latitude=CENTRE_LAT + 15 * KM)
    with time_machine.travel(start + timedelta(minutes=56), tick=False):
        boosted = call(client, "/center/job/add/reward", {"bookingId": booking_id}, token=token)
    assert boosted["rtn_code"] == 0, boosted
    data = boosted["rtn_data"]
    assert data["booking"]["status"] == 2
    assert data["booking"]["boostIncentive"] == "3.00"
    assert data["invites"][0]["hourlyRate"] == "35.00"
    assert kinds(data)[-2:] == ["boosted", "stage_started"]
    interested(db, booking_id, teacher, start + timedelta(minutes=57))
    invite_id = invite_of(db, booking_id, teacher).id
    with time_machine.travel(start + timedelta(minutes=58), tick=False):
        assert (
            call(client, "/center/job/confirm/price", {"inviteId": invite_id}, token=token)[
                "rtn_code"
            ]
            == 0
        )
    record = db.scalars(select(JobRecord).where(JobRecord.booking_id == booking_id)).one()
    assert record.hourly_rate == Decimal("35.00")


def test_favourite_booking_needs_enough_available_favourites(
    client: TestClient, db: Session, centre: tuple[Any, str]
) -> None:
    centre_row, token = centre
    _, a = make_teacher(db)
    _, b = make_teacher(db)
    for teacher in (a, b):
        db.add(Favourite(centre_id=centre_row.id, teacher_id=teacher.id))
    db.flush()
    # Three weekdays in a row, whatever today is: the second one is b's busy day.
    start = next_weekday_at(8, 30)
    while start.isoweekday() > 3:
        start += timedelta(days=1)
    multi = {
        "jobStartTime": start.isoformat(),
        "jobEndTime": (start + timedelta(days=2)).replace(hour=15, minute=0).isoformat(),
        "inviteType": 2,
    }
    single = call(
        client,
        "/center/job/create",
        {**draft(inviteType=2, favouriteTeacherIds=[a.id]), "processId": "x" * 16},
        token=token,
    )
    assert single["rtn_msg"] == "Favourite invites are not available for single-day bookings."
    # b already has a job on the second day.
    other_user, _ = make_centre(db)
    other = sign_in(client, other_user.email)
    other_booking = create_booking(
        client,
        other,
        jobStartTime=(start + timedelta(days=1)).isoformat(),
        jobEndTime=(start + timedelta(days=1)).replace(hour=15, minute=0).isoformat(),
    )
    interested(db, other_booking, b)
    call(
        client,
        "/center/job/confirm/price",
        {"inviteId": invite_of(db, other_booking, b).id},
        token=other,
    )
    # The live quote refuses what create would refuse, with the same words.
    process_id = quote(client, token, **multi, favouriteTeacherIds=[a.id])["processId"]
    refusals = [
        (
            draft(**multi, numberOfTeachers=2, favouriteTeacherIds=[a.id, b.id]),
            "The favourite teacher is unavailable during this period.",
        ),
        (
            draft(**multi, gender=2, genderJustification="Boys' group", favouriteTeacherIds=[a.id]),
            "No matching favourite teachers for the gender preference.",
        ),
        (
            draft(**multi, numberOfTeachers=2, favouriteTeacherIds=[a.id]),
            "Please choose at least 2 favourite teachers.",
        ),
    ]
    for body, message in refusals:
        quoted = call(client, "/center/job/create/process", {"processType": 1, **body}, token=token)
        assert (quoted["rtn_code"], quoted["rtn_msg"]) == (1000, message)
        created = call(client, "/center/job/create", {**body, "processId": process_id}, token=token)
        assert (created["rtn_code"], created["rtn_msg"]) == (1000, message)
    # One favourite is enough for one teacher: only the favourite is invited.
    booking_id = create_booking(client, token, **multi, favouriteTeacherIds=[a.id, b.id])
    data = detail(client, token, booking_id)
    assert [i["teacher"]["teacherId"] for i in data["invites"]] == [a.id]
    assert data["timeline"][-1]["data"]["stage"] == 5


@pytest.mark.parametrize(("hours_before", "fee"), [(23, "57.60"), (25, "0.00")])
def test_cancel_a_day_inside_and_outside_24_hours(
    client: TestClient, db: Session, centre: tuple[Any, str], hours_before: int, fee: str
) -> None:
    _, token = centre
    _, teacher = make_teacher(db)
    start = next_weekday_at(8, 30, days_ahead=3)
    booking_id = create_booking(
        client,
        token,
        jobStartTime=start.isoformat(),
        jobEndTime=start.replace(hour=15, minute=0).isoformat(),
    )
    interested(db, booking_id, teacher)
    call(
        client,
        "/center/job/confirm/price",
        {"inviteId": invite_of(db, booking_id, teacher).id},
        token=token,
    )
    record = db.scalars(select(JobRecord).where(JobRecord.booking_id == booking_id)).one()
    with time_machine.travel(start - timedelta(hours=hours_before), tick=False):
        token = sign_in(client, centre[0].email)  # the first session has expired
        preview = call(
            client,
            "/center/job/book/cancel/fee",
            {"bookingId": booking_id, "jobRecordId": record.id},
            token=token,
        )
        assert preview["rtn_data"]["fee"] == fee
        assert preview["rtn_data"]["amount"] == "192.00"  # 6 working hours at $32.00
        no_reason = call(
            client,
            "/center/job/book/cancel",
            {"bookingId": booking_id, "jobRecordId": record.id},
            token=token,
        )
        assert no_reason["rtn_msg"] == "Please select a cancellation reason."
        done = call(
            client,
            "/center/job/book/cancel",
            {"bookingId": booking_id, "jobRecordId": record.id, "reason": "Ratio covered"},
            token=token,
        )
    assert done["rtn_data"]["fee"] == fee
    db.refresh(record)
    assert record.status == 5
    assert record.cancel_fee == Decimal(fee)
    assert db.scalar(select(Notice).where(Notice.kind == "job_canceled")) is not None


def test_cancelling_a_booking_nobody_took_is_free(
    client: TestClient, db: Session, centre: tuple[Any, str]
) -> None:
    _, token = centre
    make_teacher(db)
    start = next_weekday_at(8, 30, days_ahead=1)
    booking_id = create_booking(
        client,
        token,
        jobStartTime=start.isoformat(),
        jobEndTime=start.replace(hour=15, minute=0).isoformat(),
    )
    answer = call(
        client,
        "/center/job/book/cancel",
        {"bookingId": booking_id, "reason": "Ratio covered"},
        token=token,
    )
    assert answer["rtn_data"]["fee"] == "0.00"
    data = detail(client, token, booking_id)
    assert data["booking"]["status"] == 0
    assert {i["status"] for i in data["invites"]} == {0}


def test_leave_puts_the_day_back_into_matching(
    client: TestClient, db: Session, centre: tuple[Any, str]
) -> None:
    from relief.bookings.job_records import apply_leave

    _, token = centre
    _, first = make_teacher(db)
    _, second = make_teacher(db, latitude=CENTRE_LAT + 1 * KM)
    booking_id = create_booking(client, token)
    interested(db, booking_id, first)
    call(
        client,
        "/center/job/confirm/price",
        {"inviteId": invite_of(db, booking_id, first).id},
        token=token,
    )
    record = db.scalars(select(JobRecord).where(JobRecord.booking_id == booking_id)).one()
    apply_leave(db, first, record.id, "Sick child", now())
    db.flush()
    data = detail(client, token, booking_id)
    event = data["timeline"][-1]
    assert event["kind"] == "teacher_leave"
    again = event["data"]["rematchBookingId"]
    again_data = detail(client, token, again)
    assert again_data["booking"]["status"] == 2
    assert again_data["booking"]["parentId"] == booking_id
    assert [i["teacher"]["teacherId"] for i in again_data["invites"]] == [second.id]
    assert data["jobRecords"][0]["status"] == 4


def test_extension_accepted_and_declined(
    client: TestClient, db: Session, centre: tuple[Any, str]
) -> None:
    from relief.bookings.job_records import answer_extension

    _, token = centre
    _, teacher = make_teacher(db)
    booking_id = create_booking(client, token)
    interested(db, booking_id, teacher)
    call(
        client,
        "/center/job/confirm/price",
        {"inviteId": invite_of(db, booking_id, teacher).id},
        token=token,
    )
    record = db.scalars(select(JobRecord).where(JobRecord.booking_id == booking_id)).one()
    past = call(
        client,
        "/center/job/book/extend",
        {"jobRecordId": record.id, "endTime": (now() - timedelta(minutes=1)).isoformat()},
        token=token,
    )
    assert past["rtn_msg"] == "The extension time must be later than now."
    later = record.ends_at + timedelta(hours=1)
    assert (
        call(
            client,
            "/center/job/book/extend",
            {"jobRecordId": record.id, "endTime": later.isoformat()},
            token=token,
        )["rtn_code"]
        == 0
    )
    answer_extension(db, teacher, record.id, False, now())
    db.refresh(record)
    assert record.status == 2
    assert record.extension_answer == 0
    assert (
        call(
            client,
            "/center/job/book/extend",
            {"jobRecordId": record.id, "endTime": later.isoformat()},
            token=token,
        )["rtn_code"]
        == 0
    )
    answer_extension(db, teacher, record.id, True, now())
    db.refresh(record)
    assert (record.status, record.ends_at) == (6, later)
    travel(db, later - timedelta(minutes=30))
    db.refresh(record)
    assert record.status == 6  # the old end time no longer finishes it
    travel(db, later + timedelta(seconds=1))
    db.refresh(record)
    assert record.status == 3


def test_split_a_partly_filled_multi_day_booking(
    client: TestClient, db: Session, centre: tuple[Any, str]
) -> None:
    _, token = centre
    _, one = make_teacher(db)
    _, two = make_teacher(db, latitude=CENTRE_LAT + 1 * KM)
    start = next_weekday_at(8, 30, days_ahead=3)
    end = start + timedelta(days=6)
    booking_id = create_booking(
        client,
        token,
        bookingType=2,
        numberOfTeachers=3,
        jobStartTime=start.isoformat(),
        jobEndTime=end.replace(hour=15, minute=0).isoformat(),
    )
    for teacher in (one, two):
        interested(db, booking_id, teacher)
    assert call(
        client, "/center/job/confirm/teacher/all/price", {"bookingId": booking_id}, token=token
    )["rtn_data"] == {"confirmed": 2, "skipped": []}
    answer = call(client, "/center/job/invite/split", {"bookingId": booking_id}, token=token)
    assert answer["rtn_code"] == 0, answer
    rest = answer["rtn_data"]
    assert rest["booking"]["status"] == 2
    assert rest["booking"]["numberOfTeachers"] == 1
    original = detail(client, token, booking_id)
    assert original["booking"]["status"] == 4
    event = original["timeline"][-1]
    assert event["kind"] == "booking_split"
    filled = detail(client, token, event["data"]["filledBookingId"])
    assert filled["booking"]["status"] == 1
    assert filled["booking"]["confirmedTeachers"] == 2
    assert len(filled["jobRecords"]) == 2 * len(filled["dayList"])
    assert {r["date"] for r in filled["jobRecords"]} == {d["date"] for d in filled["dayList"]}


def test_a_worker_killed_mid_task_loses_nothing(
    client: TestClient, db: Session, centre: tuple[Any, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _, token = centre
    make_teacher(db, latitude=CENTRE_LAT + 8 * KM)
    booking_id = create_booking(client, token)
    original = registry.HANDLERS["booking.stage_end"]

    def dies_half_way(session: Session, task: Task) -> None:
        original(session, task)  # the work is done ...
        raise KeyboardInterrupt  # ... and the process is killed before it commits

    monkeypatch.setitem(registry.HANDLERS, "booking.stage_end", dies_half_way)
    with time_machine.travel(now() + timedelta(minutes=11), tick=False):
        with pytest.raises(KeyboardInterrupt):
            drain(db)
        assert kinds(detail(client, token, booking_id))[-1] == "stage_started"
        assert detail(client, token, booking_id)["timeline"][-1]["data"]["stage"] == 1
        monkeypatch.setitem(registry.HANDLERS, "booking.stage_end", original)
        assert drain(db) >= 1
    data = detail(client, token, booking_id)
    assert data["timeline"][-1]["data"]["stage"] == 2
    assert len(data["invites"]) == 1


def test_every_notice_has_its_email_in_the_outbox(
    client: TestClient, db: Session, centre: tuple[Any, str]
) -> None:
    _, token = centre
    make_teacher(db)
    create_booking(client, token)
    notices = list(db.scalars(select(Notice)))
    assert notices
    outbox = {m.notice_id for m in db.scalars(select(OutboxMessage))}
    assert {n.id for n in notices} == outbox
