"""The SQL that finds eligible teachers and the pure eligibility rules agree."""

from __future__ import annotations

import dataclasses
import random
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.bookings import matching_repository as repository
from relief.bookings.matching_rules import Need, ineligibility
from relief.kit.geo import bounding_box
from relief.models import (
    BlockedTeacher,
    Booking,
    BookingDay,
    Invite,
    InviteStatus,
    JobRecord,
    Teacher,
    Unavailability,
)
from tests.factories import CENTRE_LAT, CENTRE_LON, make_centre, make_teacher

START = datetime(2026, 12, 1, 19, 30, tzinfo=UTC)
RATE = Decimal("32.00")


def by_rules(db: Session, booking: Booking, need: Need, *, reinvite_expired: bool) -> set[int]:
    rows = repository.teachers_with_enabled(db, list(db.scalars(select(Teacher.id))))
    found = repository.candidates(
        db,
        rows,
        booking_id=booking.id,
        centre_id=booking.centre_id,
        start=need.spans[0][0],
        end=need.spans[-1][1],
    )
    expired = set(
        db.scalars(
            select(Invite.teacher_id).where(
                Invite.booking_id == booking.id, Invite.status == InviteStatus.expired
            )
        )
    )
    chosen = set()
    for candidate in found:
        if reinvite_expired and candidate.teacher_id in expired:
            candidate = dataclasses.replace(candidate, already_invited=False)
        if ineligibility(candidate, need) is None:
            chosen.add(candidate.teacher_id)
    return chosen


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_sql_and_rules_pick_the_same_teachers(db: Session, seed: int) -> None:
    rng = random.Random(seed)
    _, centre = make_centre(db)
    spans = [(START + timedelta(days=d), START + timedelta(days=d, hours=6)) for d in (0, 1, 3)]
    booking = Booking(
        centre_id=centre.id,
        booking_type=2,
        invite_type=1,
        qualification=1,
        gender=rng.choice((0, 1)),
        age_group=3,
        talent_pool=1,
        invite_range_km=20,
        number_of_teachers=1,
        starts_at=spans[0][0],
        ends_at=spans[-1][1],
        hourly_rate=RATE,
    )
    db.add(booking)
    db.flush()
    day = BookingDay(
        booking_id=booking.id,
        day=date(2026, 12, 2),
        starts_at=spans[0][0],
        ends_at=spans[0][1],
        break_minutes=30,
        hourly_rate=RATE,
    )
    db.add(day)
    db.flush()
    for n in range(60):
        _, teacher = make_teacher(
            db,
            latitude=CENTRE_LAT + rng.uniform(-0.15, 0.15),
            longitude=CENTRE_LON + rng.uniform(-0.15, 0.15),
            qualification=rng.choice((1, 1, 1, 2)),
            approval=rng.choice((1, 1, 1, 0)),
            enabled=rng.random() > 0.1,
        )
        teacher.gender = rng.choice((1, 2))
        teacher.talent_pool = rng.choice((1, 1, 1, 2))
        teacher.travel_radius_km = rng.choice((3, 10, 30))
        teacher.first_aid_expiry = rng.choice(
            (None, date(2026, 12, 3), date(2026, 12, 4), date(2027, 5, 1))
        )
        roll = rng.random()
        span_start, span_end = rng.choice(spans)
        # Touching or overlapping by a minute, so the edges are exercised.
        edge = timedelta(minutes=rng.choice((0, 1)))
        if roll < 0.1:
            db.add(BlockedTeacher(centre_id=centre.id, teacher_id=teacher.id))
        elif roll < 0.2:
            db.add(
                Invite(
                    booking_id=booking.id,
                    teacher_id=teacher.id,
                    status=rng.choice((2, 3)),
                    stage=1,
                    distance_km=1,
                    hourly_rate=RATE,
                )
            )
        elif roll < 0.3:
            db.add(
                Unavailability(
                    teacher_id=teacher.id,
                    starts_at=span_end - edge,
                    ends_at=span_end + timedelta(hours=2),
                )
            )
        elif roll < 0.4:
            db.add(
                JobRecord(
                    booking_id=booking.id,
                    booking_day_id=day.id,
                    teacher_id=teacher.id,
                    centre_id=centre.id,
                    status=rng.choice((2, 3, 5, 6)),
                    seat_no=n + 1,
                    seats=100,
                    starts_at=span_start - timedelta(hours=3),
                    ends_at=span_start + edge,
                    break_minutes=0,
                    hourly_rate=RATE,
                )
            )
    db.flush()

    need = Need(
        qualification=1,
        gender=booking.gender,
        talent_pool=1,
        latitude=centre.latitude,
        longitude=centre.longitude,
        radius_km=10,
        spans=spans,
        last_day=date(2026, 12, 4),
    )
    box = bounding_box(centre.latitude, centre.longitude, 10)
    for reinvite in (False, True):
        by_sql = {
            t
            for t, _ in repository.eligible_teachers(
                db,
                need,
                booking_id=booking.id,
                centre_id=centre.id,
                box=box,
                reinvite_expired=reinvite,
            )
        }
        assert by_sql == by_rules(db, booking, need, reinvite_expired=reinvite)
        assert by_sql, "the sample should leave someone eligible"
