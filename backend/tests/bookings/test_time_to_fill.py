"""A booking's own time to fill on its page: from making it to its last
confirmation, the statistics' definition for one booking."""

from __future__ import annotations

from datetime import datetime, timedelta

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.models import Teacher
from tests.booking_helpers import AUCKLAND, create_booking
from tests.factories import call, make_centre, sign_in
from tests.favourites.helpers import answer, named, ok

MADE = datetime(2027, 3, 1, 9, 0, tzinfo=AUCKLAND)
DAY = {
    "jobStartTime": datetime(2027, 3, 4, 8, 30, tzinfo=AUCKLAND).isoformat(),
    "jobEndTime": datetime(2027, 3, 4, 15, 0, tzinfo=AUCKLAND).isoformat(),
}


def detail(client: TestClient, token: str, booking_id: int) -> dict[str, object]:
    data: dict[str, object] = ok(
        call(client, "/center/job/book/detail", {"bookingId": booking_id}, token=token)
    )
    return data


def confirm(client: TestClient, db: Session, token: str, booking_id: int, teacher: Teacher) -> None:
    invite = answer(db, booking_id, teacher)
    ok(call(client, "/center/job/confirm/price", {"inviteId": invite.id}, token=token))


def test_a_booking_shows_how_long_it_took_to_fill(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    first, second = named(db, "Aroha", "Ngata"), named(db, "Hemi", "Walker")
    with time_machine.travel(MADE, tick=False) as clock:
        token = sign_in(client, user.email)
        booking_id = create_booking(client, token, numberOfTeachers=2, **DAY)
        made = detail(client, token, booking_id)
        assert datetime.fromisoformat(str(made["createdAt"])) == MADE
        assert (made["filledAt"], made["fillSeconds"]) == (None, None)
        # The first teacher is confirmed after 40 minutes: not filled yet.
        clock.move_to(MADE + timedelta(minutes=40))
        confirm(client, db, token, booking_id, first)
        assert detail(client, token, booking_id)["fillSeconds"] is None
        # The second, the last, after 2 h 15 min: filled.
        clock.move_to(MADE + timedelta(hours=2, minutes=15))
        confirm(client, db, token, booking_id, second)
        clock.move_to(MADE + timedelta(hours=3))
        filled = detail(client, token, booking_id)
    assert filled["fillSeconds"] == 8100
    assert datetime.fromisoformat(str(filled["filledAt"])) == MADE + timedelta(hours=2, minutes=15)
