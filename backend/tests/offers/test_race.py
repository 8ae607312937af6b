"""The one-open-offer rule under a race, on PostgreSQL: two requests of one
centre post at the same moment; the database's partial unique index lets one
through and the other gets the spec's message."""

from __future__ import annotations

import os
import threading
from datetime import timedelta

import pytest
from sqlalchemy import Engine, delete, select
from sqlalchemy.orm import Session

from relief.errors import Conflict
from relief.kit.clock import now
from relief.models import (
    Centre,
    Invoice,
    InvoiceLine,
    Notice,
    OutboxMessage,
    Task,
    Teacher,
    User,
)
from relief.models.offers import JobApplication, JobOffer
from relief.offers import service
from relief.offers.errors import AlreadyCreatedJobOffer
from relief.offers.schemas import OfferIn
from tests.factories import make_centre, make_teacher

pytestmark = pytest.mark.skipif(
    not os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql"),
    reason="races are proven on PostgreSQL",
)

ROUNDS = 5


def test_two_simultaneous_offers_leave_exactly_one_open(engine: Engine) -> None:
    with Session(engine) as db, db.begin():
        user, centre = make_centre(db, name="Racing Centre")
        user_id, centre_id = user.id, centre.id
    start = now().date() + timedelta(days=10)
    payload = OfferIn(
        title="Teacher",
        description="Permanent",
        workType=1,
        rateRange=2,
        startsOn=start,
        expiresOn=start + timedelta(days=5),
    )
    try:
        for _ in range(ROUNDS):
            barrier = threading.Barrier(2)
            outcomes: list[str] = []

            def post(barrier: threading.Barrier, outcomes: list[str]) -> None:
                with Session(engine) as db:
                    centre = db.get(Centre, centre_id)
                    assert centre is not None
                    barrier.wait()
                    try:
                        service.create(db, centre, payload, now())
                        db.commit()
                        outcomes.append("created")
                    except Conflict as refused:
                        db.rollback()
                        outcomes.append(refused.msg)

            threads = [threading.Thread(target=post, args=(barrier, outcomes)) for _ in range(2)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(timeout=30)
            assert sorted(outcomes) == ["You have already created a job offer.", "created"]
            assert AlreadyCreatedJobOffer.message in outcomes
            with Session(engine) as db, db.begin():
                open_offers = db.scalars(
                    select(JobOffer).where(JobOffer.centre_id == centre_id, JobOffer.status == 1)
                ).all()
                assert len(open_offers) == 1
                open_offers[0].status = 2  # closed: the next round races again
    finally:
        with Session(engine) as db, db.begin():
            ids = db.scalars(select(JobOffer.id).where(JobOffer.centre_id == centre_id)).all()
            db.execute(delete(Task).where(Task.kind == "offer.expire", Task.ref_id.in_(ids)))
            db.execute(delete(JobOffer).where(JobOffer.centre_id == centre_id))
            db.execute(delete(Centre).where(Centre.id == centre_id))
            db.execute(delete(User).where(User.id == user_id))


def test_two_simultaneous_hires_fill_the_offer_once(engine: Engine) -> None:
    """Two applicants hired at the same moment: the offer's row lock lets one
    through; the other is refused and only one placement fee is billed."""
    with Session(engine) as db, db.begin():
        user, centre = make_centre(db, name="Hiring Centre")
        teachers = [make_teacher(db) for _ in range(2)]
        start = now().date() + timedelta(days=10)
        offer = JobOffer(
            centre_id=centre.id,
            title="Teacher",
            description="Permanent",
            work_type=1,
            rate_range=2,
            starts_on=start,
            expires_on=start + timedelta(days=5),
        )
        db.add(offer)
        db.flush()
        applications = [JobApplication(offer_id=offer.id, teacher_id=t.id) for _, t in teachers]
        db.add_all(applications)
        db.flush()
        centre_id, offer_id = centre.id, offer.id
        application_ids = [a.id for a in applications]
        user_ids = [user.id, *(u.id for u, _ in teachers)]
        teacher_ids = [t.id for _, t in teachers]
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def hire(application_id: int) -> None:
        with Session(engine) as db:
            centre = db.get(Centre, centre_id)
            assert centre is not None
            barrier.wait()
            try:
                service.hire(db, centre, application_id, now())
                db.commit()
                outcomes.append("hired")
            except Conflict as refused:
                db.rollback()
                outcomes.append(refused.msg)

    threads = [threading.Thread(target=hire, args=(a,)) for a in application_ids]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
        assert sorted(outcomes) == ["This job offer is no longer open.", "hired"]
        with Session(engine) as db:
            invoices = db.scalars(select(Invoice).where(Invoice.centre_id == centre_id)).all()
            assert len(invoices) == 1
            hired = db.scalars(
                select(JobApplication).where(
                    JobApplication.offer_id == offer_id, JobApplication.status == 3
                )
            ).all()
            assert len(hired) == 1
    finally:
        with Session(engine) as db, db.begin():
            invoice_ids = db.scalars(select(Invoice.id).where(Invoice.centre_id == centre_id)).all()
            db.execute(delete(InvoiceLine).where(InvoiceLine.invoice_id.in_(invoice_ids)))
            db.execute(
                delete(Task).where(Task.ref_id.in_(invoice_ids), Task.kind.like("invoice.%"))
            )
            db.execute(delete(Invoice).where(Invoice.id.in_(invoice_ids)))
            notice_ids = db.scalars(select(Notice.id).where(Notice.user_id.in_(user_ids))).all()
            db.execute(delete(OutboxMessage).where(OutboxMessage.notice_id.in_(notice_ids)))
            db.execute(delete(Notice).where(Notice.id.in_(notice_ids)))
            db.execute(delete(JobApplication).where(JobApplication.offer_id == offer_id))
            db.execute(delete(JobOffer).where(JobOffer.id == offer_id))
            db.execute(delete(Teacher).where(Teacher.id.in_(teacher_ids)))
            db.execute(delete(Centre).where(Centre.id == centre_id))
            db.execute(delete(User).where(User.id.in_(user_ids)))
