"""The booking voucher, decided when the last job record of a multi-day
booking ends, whichever way it ends: finished, cancelled by the centre or left
by the teacher, in any order, once, whatever the tasks do."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.bookings import job_records as jobs
from relief.bookings import service as bookings
from relief.kit.clock import now
from relief.models import BookingEvent, JobRecord, Notice, Task, Teacher, User, Voucher
from relief.notices.service import worded
from relief.tasks import schedule
from relief.vouchers import service as vouchers
from tests.booking_helpers import AUCKLAND, create_booking, next_weekday_at
from tests.factories import CENTRE_LAT, call, make_centre, make_teacher, sign_in
from tests.favourites.helpers import answer
from tests.invoices.helpers import confirmed_booking, records_of, travel
from tests.teachers.test_api_support import teacher_sign_in

KM = 1 / 111


@dataclass
class Week:
    centre_user: User
    centre_id: int
    teacher_user: User
    teacher: Teacher
    booking_id: int
    records: list[JobRecord]


def a_monday() -> datetime:
    start = next_weekday_at(8, 30, days_ahead=3)
    while start.isoweekday() != 1:
        start += timedelta(days=1)
    return start


def nth_weekday(start: datetime, days: int) -> datetime:
    """The `days`-th weekday counting `start` as the first."""
    day, left = start, days - 1
    while left:
        day += timedelta(days=1)
        if day.isoweekday() < 6:
            left -= 1
    return day


def week_booking(client: TestClient, db: Session, days: int = 5) -> Week:
    """A multi-day booking of `days` weekdays from a Monday, one teacher booked."""
    centre_user, centre = make_centre(db)
    teacher_user, teacher = make_teacher(db)
    start = a_monday()
    last = nth_weekday(start, days)
    booking_id = confirmed_booking(
        client,
        db,
        sign_in(client, centre_user.email),
        [teacher],
        bookingType=2,
        includeHolidays=True,
        jobStartTime=start.isoformat(),
        jobEndTime=last.replace(hour=15, minute=0).isoformat(),
    )
    records = records_of(db, booking_id)
    assert len(records) == days
    return Week(centre_user, centre.id, teacher_user, teacher, booking_id, records)


def earned(db: Session, centre_id: int) -> list[Voucher]:
    return list(
        db.scalars(
            select(Voucher).where(
                Voucher.centre_id == centre_id, Voucher.voucher_type == vouchers.BOOKING
            )
        )
    )


def told(db: Session, user_id: int, kind: str = "voucher_earned") -> list[Notice]:
    return list(db.scalars(select(Notice).where(Notice.user_id == user_id, Notice.kind == kind)))


def timeline_count(db: Session, booking_id: int) -> int:
    return int(
        db.scalar(
            select(func.count())
            .select_from(BookingEvent)
            .where(BookingEvent.booking_id == booking_id, BookingEvent.kind == "voucher_earned")
        )
        or 0
    )


def cancel_day(client: TestClient, w: Week, record: JobRecord, at: datetime) -> None:
    with time_machine.travel(at, tick=False):
        token = sign_in(client, w.centre_user.email)
        body = {"bookingId": w.booking_id, "jobRecordId": record.id, "reason": "Ratio covered"}
        answer = call(client, "/center/job/book/cancel", body, token=token)
    assert answer["rtn_code"] == 0, answer


def leave_day(client: TestClient, w: Week, record: JobRecord, at: datetime) -> None:
    with time_machine.travel(at, tick=False):
        token = teacher_sign_in(client, w.teacher_user.email)
        body = {"jobRecordId": record.id, "reason": "Sick child"}
        answer = call(client, "/teacher/job/leave", body, token=token)
    assert answer["rtn_code"] == 0, answer


@pytest.mark.parametrize(
    ("plan", "earns"),
    [
        # F finished, C cancelled by the centre, L left by the teacher; each
        # day's cancel or leave comes after the day before it finished.
        ("FFFFF", True),
        ("FFFF", False),  # four days are not enough
        ("FFFFC", False),  # the last day cancelled: four days kept
        ("FFFFFC", True),  # five days worked, the sixth cancelled: earned at the cancel
        ("FFFFL", True),  # the last day left: the centre kept it, earned at the leave
        ("FCFFF", False),  # a day cancelled ahead: the last finish decides, four days
        ("FFLFF", True),  # a day left ahead: the last finish decides
        ("CFFFFF", True),
    ],
)
def test_the_voucher_is_decided_when_the_last_job_record_ends(
    client: TestClient, db: Session, plan: str, earns: bool
) -> None:
    w = week_booking(client, db, days=len(plan))
    moment = now()
    for n, (step, record) in enumerate(zip(plan, w.records, strict=True)):
        assert earned(db, w.centre_id) == [], f"earned before the last day (step {n})"
        if step == "F":
            moment = record.ends_at + timedelta(seconds=1)
            travel(db, moment)
        elif step == "C":
            moment = max(moment, record.starts_at - timedelta(hours=30))
            cancel_day(client, w, record, moment)
        else:
            moment = max(moment, record.starts_at - timedelta(hours=30))
            leave_day(client, w, record, moment)
    found = earned(db, w.centre_id)
    assert len(found) == (1 if earns else 0)
    assert len(told(db, w.centre_user.id)) == (1 if earns else 0)
    assert timeline_count(db, w.booking_id) == (1 if earns else 0)
    if earns:
        voucher = found[0]
        last = w.records[-1]
        decided_at = last.ends_at if plan[-1] == "F" else moment
        assert voucher.issued_at == decided_at
        assert voucher.earned_for_booking_id == w.booking_id
        assert (voucher.status, voucher.use_type) == (vouchers.ACTIVE, 0)
        assert voucher.par_value == Decimal("100.00")
        [notice] = told(db, w.centre_user.id)
        assert worded(notice, "en").title == "You earned a $100.00 booking voucher"
        assert f"Booking {w.booking_id} is complete" in worded(notice, "en").body
        local_expiry = voucher.expires_at.astimezone(AUCKLAND)
        assert f"valid until {local_expiry:%d %b %Y}" in worded(notice, "en").body

    # Every task delivered again, and the decision asked for again: nothing more.
    for record in w.records:
        schedule(db, "job.finish", record.id, record.ends_at)
    travel(db, w.records[-1].ends_at + timedelta(hours=1))
    assert bookings.decide_voucher(db, w.booking_id, now()) is None
    assert len(earned(db, w.centre_id)) == (1 if earns else 0)
    assert len(told(db, w.centre_user.id)) == (1 if earns else 0)
    assert timeline_count(db, w.booking_id) == (1 if earns else 0)


def test_finish_tasks_run_in_any_order_earn_once_at_the_last(
    client: TestClient, db: Session
) -> None:
    """The worker was down all week: the finish tasks run late, the last day's first."""
    w = week_booking(client, db)
    tasks = {
        t.ref_id: t
        for t in db.scalars(
            select(Task).where(
                Task.kind == "job.finish", Task.ref_id.in_([r.id for r in w.records])
            )
        )
    }
    order = [w.records[4], w.records[0], w.records[3], w.records[1], w.records[2]]
    with time_machine.travel(w.records[-1].ends_at + timedelta(hours=2), tick=False):
        for n, record in enumerate(order):
            jobs.job_finished(db, tasks[record.id])
            assert len(earned(db, w.centre_id)) == (1 if n == len(order) - 1 else 0)
        # The last task delivered twice.
        jobs.job_finished(db, tasks[order[-1].id])
    [voucher] = earned(db, w.centre_id)
    assert voucher.issued_at == tasks[order[-1].id].due_at
    assert len(told(db, w.centre_user.id)) == 1


def test_a_split_booking_earns_one_voucher_for_both_parts(client: TestClient, db: Session) -> None:
    centre_user, centre = make_centre(db)
    token = sign_in(client, centre_user.email)
    _, one = make_teacher(db)
    _, two = make_teacher(db, latitude=CENTRE_LAT + 1 * KM)
    start = a_monday()
    booking_id = create_booking(
        client,
        token,
        numberOfTeachers=2,
        bookingType=2,
        includeHolidays=True,
        jobStartTime=start.isoformat(),
        jobEndTime=nth_weekday(start, 5).replace(hour=15, minute=0).isoformat(),
    )
    first = answer(db, booking_id, one)
    assert (
        call(client, "/center/job/confirm/price", {"inviteId": first.id}, token=token)["rtn_code"]
        == 0
    )
    split = call(client, "/center/job/invite/split", {"bookingId": booking_id}, token=token)
    assert split["rtn_code"] == 0, split
    rest_id = split["rtn_data"]["booking"]["bookingId"]
    second = answer(db, rest_id, two)
    assert (
        call(client, "/center/job/confirm/price", {"inviteId": second.id}, token=token)["rtn_code"]
        == 0
    )
    records = db.scalars(
        select(JobRecord).where(JobRecord.centre_id == centre.id).order_by(JobRecord.ends_at)
    ).all()
    assert len(records) == 10
    assert len({r.booking_id for r in records}) == 2  # the filled part and the rest

    travel(db, records[-1].ends_at + timedelta(seconds=1))
    [voucher] = earned(db, centre.id)
    assert voucher.earned_for_booking_id == booking_id
    assert len(told(db, centre_user.id)) == 1


def test_the_database_refuses_a_second_voucher_for_one_booking(
    client: TestClient, db: Session
) -> None:
    w = week_booking(client, db)
    vouchers.issue_booking_voucher(db, w.centre_id, now(), earned_for_booking_id=w.booking_id)
    with pytest.raises(IntegrityError), db.begin_nested():
        vouchers.issue_booking_voucher(db, w.centre_id, now(), earned_for_booking_id=w.booking_id)


def test_a_booking_that_never_had_a_teacher_decides_nothing(
    client: TestClient, db: Session
) -> None:
    user, centre = make_centre(db)
    booking_id = create_booking(client, sign_in(client, user.email))
    assert bookings.decide_voucher(db, booking_id, now()) is None
    assert earned(db, centre.id) == []
