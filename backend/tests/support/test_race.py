"""Ticket numbers under a race, on PostgreSQL: centres opening tickets at the
same moment each get their own number of the day."""

from __future__ import annotations

import os
import threading

import pytest
from sqlalchemy import Engine, delete, select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Centre, User
from relief.models.support import SupportTicket, TicketMessage
from relief.support import service
from relief.support.schemas import TicketIn
from tests.factories import make_centre

pytestmark = pytest.mark.skipif(
    not os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql"),
    reason="races are proven on PostgreSQL",
)

CENTRES = 6


def test_simultaneous_tickets_get_distinct_numbers(engine: Engine) -> None:
    with Session(engine) as db, db.begin():
        made = [make_centre(db, name=f"Race {n}") for n in range(CENTRES)]
        pairs = [(user.id, centre.id) for user, centre in made]
    barrier = threading.Barrier(CENTRES)
    numbers: list[str] = []
    failures: list[BaseException] = []

    def open_ticket(user_id: int, centre_id: int) -> None:
        try:
            with Session(engine) as db:
                user, centre = db.get(User, user_id), db.get(Centre, centre_id)
                assert user is not None
                assert centre is not None
                barrier.wait()
                detail = service.submit(
                    db,
                    user,
                    centre,
                    TicketIn(category=1, subject="Race", description="At once"),
                    now(),
                )
                db.commit()
                numbers.append(detail.ticketNo)
        except BaseException as error:
            failures.append(error)

    threads = [threading.Thread(target=open_ticket, args=pair) for pair in pairs]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
        assert failures == []
        assert len(numbers) == CENTRES
        assert len(set(numbers)) == CENTRES
    finally:
        centre_ids = [centre_id for _, centre_id in pairs]
        with Session(engine) as db, db.begin():
            ids = db.scalars(
                select(SupportTicket.id).where(SupportTicket.centre_id.in_(centre_ids))
            ).all()
            db.execute(delete(TicketMessage).where(TicketMessage.ticket_id.in_(ids)))
            db.execute(delete(SupportTicket).where(SupportTicket.id.in_(ids)))
            db.execute(delete(Centre).where(Centre.id.in_(centre_ids)))
            db.execute(delete(User).where(User.id.in_([user_id for user_id, _ in pairs])))
