"""One voucher per booking under a race, on PostgreSQL: the two parts of a
split booking end at the same moment, and two workers decide them at once.
Neither sees the other's voucher before it commits; the unique
`earned_for_booking_id` makes the second wait and then earn nothing."""

from __future__ import annotations

import os
import threading
from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import Engine, delete, select
from sqlalchemy.orm import Session

from relief.bookings import service as bookings
from relief.kit.clock import now
from relief.models import (
    Booking,
    BookingDay,
    BookingEvent,
    BookingStatus,
    Centre,
    JobRecord,
    JobRecordStatus,
    Notice,
    OutboxMessage,
    Task,
    Teacher,
    User,
    Voucher,
)
from tests.factories import make_centre, make_teacher

pytestmark = pytest.mark.skipif(
    not os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql"),
    reason="races are proven on PostgreSQL",
)

DAYS = 5


def _booking(centre_id: int, status: int, parent_id: int | None = None) -> Booking:
    start = now() - timedelta(days=10)
    return Booking(
        centre_id=centre_id,
        parent_id=parent_id,
        booking_type=2,
        status=status,
        invite_type=1,
        qualification=1,
        age_group=3,
        talent_pool=1,
        invite_range_km=20,
        number_of_teachers=2 if parent_id is None else 1,
        multi_day=True,
        starts_at=start,
        ends_at=start + timedelta(days=DAYS - 1, hours=6),
        hourly_rate=Decimal("32.00"),
    )


def _worked_part(db: Session, part: Booking, teacher_id: int) -> None:
    for n in range(DAYS):
        starts = part.starts_at + timedelta(days=n)
        day = BookingDay(
            booking_id=part.id,
            day=starts.date(),
            starts_at=starts,
            ends_at=starts + timedelta(hours=6),
            break_minutes=30,
            hourly_rate=Decimal("32.00"),
        )
        db.add(day)
        db.flush()
        db.add(
            JobRecord(
                booking_id=part.id,
                booking_day_id=day.id,
                teacher_id=teacher_id,
                centre_id=part.centre_id,
                status=JobRecordStatus.finished,
                seat_no=1,
                seats=1,
                starts_at=day.starts_at,
                ends_at=day.ends_at,
                break_minutes=30,
                hourly_rate=Decimal("32.00"),
            )
        )
    db.flush()


def test_two_parts_of_a_split_booking_decided_at_once_earn_one_voucher(engine: Engine) -> None:
    with Session(engine) as db, db.begin():
        user, centre = make_centre(db, name="Voucher Race Centre")
        teachers = [make_teacher(db) for _ in range(2)]
        original = _booking(centre.id, BookingStatus.split)
        db.add(original)
        db.flush()
        parts = [_booking(centre.id, BookingStatus.confirmed, original.id) for _ in teachers]
        db.add_all(parts)
        db.flush()
        for part, (_, teacher) in zip(parts, teachers, strict=True):
            _worked_part(db, part, teacher.id)
        centre_id, original_id = centre.id, original.id
        part_ids = [p.id for p in parts]
        user_ids = [user.id, *(u.id for u, _ in teachers)]
        teacher_ids = [t.id for _, t in teachers]

    outcome: list[Voucher | None] = []

    def second_worker() -> None:
        with Session(engine) as db:
            outcome.append(bookings.decide_voucher(db, part_ids[1], now()))
            db.commit()

    try:
        with Session(engine) as first:
            earned = bookings.decide_voucher(first, part_ids[0], now())
            assert earned is not None
            racer = threading.Thread(target=second_worker)
            racer.start()
            # The second worker found no voucher yet and waits on the unique index.
            racer.join(timeout=1.0)
            assert racer.is_alive()
            first.commit()
        racer.join(timeout=30)
        assert not racer.is_alive()
        assert outcome == [None]
        with Session(engine) as db:
            found = db.scalars(select(Voucher).where(Voucher.centre_id == centre_id)).all()
            assert [v.earned_for_booking_id for v in found] == [original_id]
            told = db.scalars(
                select(Notice).where(Notice.user_id == user_ids[0], Notice.kind == "voucher_earned")
            ).all()
            assert len(told) == 1
    finally:
        with Session(engine) as db, db.begin():
            booking_ids = [original_id, *part_ids]
            voucher_ids = db.scalars(select(Voucher.id).where(Voucher.centre_id == centre_id)).all()
            db.execute(
                delete(Task).where(Task.kind == "voucher.expire", Task.ref_id.in_(voucher_ids))
            )
            db.execute(delete(Voucher).where(Voucher.id.in_(voucher_ids)))
            notice_ids = db.scalars(select(Notice.id).where(Notice.user_id.in_(user_ids))).all()
            db.execute(delete(OutboxMessage).where(OutboxMessage.notice_id.in_(notice_ids)))
            db.execute(delete(Notice).where(Notice.id.in_(notice_ids)))
            db.execute(delete(BookingEvent).where(BookingEvent.booking_id.in_(booking_ids)))
            db.execute(delete(JobRecord).where(JobRecord.booking_id.in_(booking_ids)))
            db.execute(delete(BookingDay).where(BookingDay.booking_id.in_(booking_ids)))
            db.execute(delete(Booking).where(Booking.id.in_(part_ids)))
            db.execute(delete(Booking).where(Booking.id == original_id))
            db.execute(delete(Teacher).where(Teacher.id.in_(teacher_ids)))
            db.execute(delete(Centre).where(Centre.id == centre_id))
            db.execute(delete(User).where(User.id.in_(user_ids)))
