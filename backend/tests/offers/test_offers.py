"""Job offers over HTTP: posting, the one-open-offer rule, applying, deciding,
hiring with the placement fee, expiry, tenancy and bad input."""

from __future__ import annotations

import json
from datetime import timedelta
from decimal import Decimal
from typing import Any

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Invoice, InvoiceLine, Notice, Task
from relief.models.offers import JobOffer
from relief.offers import rules
from relief.offers.errors import ExpiryNotAfterStart
from tests.booking_helpers import drain
from tests.factories import PASSWORD, call, make_staff, sign_in
from tests.offers.helpers import centre, offer_body, ok, post_offer, seeker, today
from tests.query_count import count_queries


def notices_of(db: Session, user_id: int, kind: str) -> list[Notice]:
    return list(db.scalars(select(Notice).where(Notice.user_id == user_id, Notice.kind == kind)))


def test_a_centre_posts_an_offer_and_sees_it_listed(client: TestClient, db: Session) -> None:
    token, _ = centre(client, db)
    offer = post_offer(client, token, endsOn=(today() + timedelta(days=200)).isoformat())
    assert offer["status"] == 1
    assert offer["applicantCount"] == 0
    assert Decimal(offer["placementFee"]) == Decimal("500.00")
    listed = ok(call(client, "/center/offer/list", {}, token=token))
    assert listed["total"] == 1
    assert listed["list"][0]["id"] == offer["id"]
    detail = ok(call(client, "/center/offer/detail", {"offerId": offer["id"]}, token=token))
    assert detail["title"] == "Head teacher, under-twos room"
    # The expiry is a task at the end of the expiry day in the centre's zone.
    task = db.scalar(select(Task).where(Task.kind == "offer.expire", Task.ref_id == offer["id"]))
    assert task is not None


def test_a_second_open_offer_is_refused_with_the_spec_message(
    client: TestClient, db: Session
) -> None:
    token, _ = centre(client, db)
    first = post_offer(client, token)
    answer = call(client, "/center/offer/create", offer_body(title="Another"), token=token)
    assert answer["rtn_code"] == 1004
    assert answer["rtn_msg"] == "You have already created a job offer."
    # Once the first is closed a new one may be posted.
    ok(call(client, "/center/offer/close", {"offerId": first["id"]}, token=token))
    second = post_offer(client, token, title="Another")
    assert second["status"] == 1


def test_bad_input_is_named_and_changes_nothing(client: TestClient, db: Session) -> None:
    token, row = centre(client, db)
    cases: list[tuple[dict[str, Any], str]] = [
        ({"workType": None}, "Please select the work type."),
        ({"rateRange": None}, "Please select the rate range."),
        ({"rateRange": 9}, "The rate range must be one of the four bands."),
        ({"startsOn": None}, "Please select the expected start date."),
        ({"expiresOn": None}, "Please select the offer expiry date."),
        ({"title": "   "}, "Please enter the job title."),
        (
            {"expiresOn": (today() + timedelta(days=14)).isoformat()},
            ExpiryNotAfterStart.message,
        ),
        (
            {"startsOn": (today() - timedelta(days=2)).isoformat()},
            "The expected start date cannot be earlier than today.",
        ),
    ]
    for overrides, message in cases:
        answer = call(client, "/center/offer/create", offer_body(**overrides), token=token)
        assert (answer["rtn_code"], answer["rtn_msg"]) == (1000, message), overrides
    for body in ({"startsOn": "not a date"}, {"workType": "x"}, {"title": "x" * 101}):
        answer = call(client, "/center/offer/create", offer_body(**body), token=token)
        assert answer["rtn_code"] == 1000, body
    assert db.scalar(select(JobOffer).where(JobOffer.centre_id == row.id)) is None


def test_apply_shortlist_decline_and_hire_bill_the_placement_fee(
    client: TestClient, db: Session
) -> None:
    token, row = centre(client, db)
    offer = post_offer(client, token)
    ann_token, ann = seeker(client, db)
    bob_token, bob = seeker(client, db)
    cat_token, cat = seeker(client, db)

    listed = ok(call(client, "/teacher/offer/list", {}, token=ann_token))
    assert [o["id"] for o in listed["list"]] == [offer["id"]]
    assert listed["list"][0]["centreName"] == "Kowhai Kids"
    assert listed["list"][0]["myApplicationStatus"] is None

    applied = ok(
        call(
            client,
            "/teacher/offer/apply",
            {"offerId": offer["id"], "message": "I love nursery work."},
            token=ann_token,
        )
    )
    assert applied["myApplicationStatus"] == 1
    again = call(client, "/teacher/offer/apply", {"offerId": offer["id"]}, token=ann_token)
    assert again["rtn_code"] == 1004
    ok(call(client, "/teacher/offer/apply", {"offerId": offer["id"]}, token=bob_token))
    ok(call(client, "/teacher/offer/apply", {"offerId": offer["id"]}, token=cat_token))
    applied_notices = notices_of(db, row.user_id, "offer_application")
    assert len(applied_notices) == 3
    # The facts let the portal word the notice in its language.
    assert json.loads(applied_notices[0].data)["offerTitle"] == offer["title"]
    assert json.loads(applied_notices[0].data)["teacher"] == f"{ann.first_name} {ann.last_name}"

    applicants = ok(call(client, "/center/offer/applicants", {"offerId": offer["id"]}, token=token))
    assert applicants["offer"]["applicantCount"] == 3
    by_teacher = {a["teacher"]["teacherId"]: a for a in applicants["list"]}
    assert by_teacher[ann.id]["message"] == "I love nursery work."
    assert by_teacher[ann.id]["teacher"]["firstName"] == ann.first_name
    assert "email" not in by_teacher[ann.id]["teacher"]

    ann_app = by_teacher[ann.id]["applicationId"]
    bob_app = by_teacher[bob.id]["applicationId"]
    cat_app = by_teacher[cat.id]["applicationId"]
    assert (
        ok(call(client, "/center/offer/shortlist", {"applicationId": ann_app}, token=token))[
            "status"
        ]
        == 2
    )
    assert (
        ok(call(client, "/center/offer/decline", {"applicationId": bob_app}, token=token))["status"]
        == 4
    )
    assert len(notices_of(db, bob.user_id, "offer_declined")) == 1
    # Cat withdraws, then the centre hires Ann.
    ok(call(client, "/teacher/offer/withdraw", {"applicationId": cat_app}, token=cat_token))
    hired = ok(call(client, "/center/offer/hire", {"applicationId": ann_app}, token=token))
    assert hired["status"] == 3
    assert Decimal(hired["placementFee"]) == Decimal("500.00")
    invoice = db.get(Invoice, hired["invoiceId"])
    assert invoice is not None
    assert invoice.centre_id == row.id
    line = db.scalar(select(InvoiceLine).where(InvoiceLine.invoice_id == invoice.id))
    assert line is not None
    assert line.amount == Decimal("500.00")
    assert line.job_application_id == ann_app
    hired_notices = notices_of(db, ann.user_id, "offer_hired")
    assert len(hired_notices) == 1
    assert json.loads(hired_notices[0].data)["centre"] == "Kowhai Kids"

    detail = ok(call(client, "/center/offer/detail", {"offerId": offer["id"]}, token=token))
    assert detail["status"] == 3
    # A filled offer takes no more decisions, and no second hire.
    answer = call(client, "/center/offer/hire", {"applicationId": ann_app}, token=token)
    assert answer["rtn_code"] == 1004
    mine = ok(call(client, "/teacher/offer/applications", {}, token=ann_token))
    assert mine["list"][0]["status"] == 3
    assert mine["list"][0]["offer"]["status"] == 3
    # The filled offer is gone from the open list; a new offer may be posted.
    assert ok(call(client, "/teacher/offer/list", {}, token=bob_token))["total"] == 0
    post_offer(client, token, title="Next")


def test_only_free_job_seekers_see_and_apply(client: TestClient, db: Session) -> None:
    token, _ = centre(client, db)
    offer = post_offer(client, token)
    other_token, _ = seeker(client, db, free=False)
    for path, body in (
        ("/teacher/offer/list", {}),
        ("/teacher/offer/apply", {"offerId": offer["id"]}),
        ("/teacher/offer/detail", {"offerId": offer["id"]}),
    ):
        answer = call(client, path, body, token=other_token)
        assert answer["rtn_code"] == 1002, path
        assert "free job seekers" in answer["rtn_msg"]
    # Turning the flag on in the profile opens the offers.
    profile = ok(
        call(client, "/teacher/profile/update", {"freeJobSeeker": True}, token=other_token)
    )
    assert profile["freeJobSeeker"] is True
    assert ok(call(client, "/teacher/offer/list", {}, token=other_token))["total"] == 1
    # A centre token cannot use the teacher calls, nor a teacher the centre's.
    assert call(client, "/teacher/offer/list", {}, token=token)["rtn_code"] == 1002
    answer = call(client, "/center/offer/list", {}, token=other_token)
    assert answer["rtn_code"] == 1002


def test_a_centre_never_reads_or_acts_on_another_centres_offers(
    client: TestClient, db: Session
) -> None:
    mine, _ = centre(client, db, "Mine")
    theirs, _ = centre(client, db, "Theirs")
    offer = post_offer(client, theirs)
    teacher_token, _ = seeker(client, db)
    ok(call(client, "/teacher/offer/apply", {"offerId": offer["id"]}, token=teacher_token))
    app_id = ok(call(client, "/center/offer/applicants", {"offerId": offer["id"]}, token=theirs))[
        "list"
    ][0]["applicationId"]
    for path, body in (
        ("/center/offer/detail", {"offerId": offer["id"]}),
        ("/center/offer/applicants", {"offerId": offer["id"]}),
        ("/center/offer/close", {"offerId": offer["id"]}),
        ("/center/offer/shortlist", {"applicationId": app_id}),
        ("/center/offer/hire", {"applicationId": app_id}),
        ("/center/offer/decline", {"applicationId": app_id}),
    ):
        answer = call(client, path, body, token=mine)
        assert answer["rtn_code"] == 1003, path
    assert ok(call(client, "/center/offer/list", {}, token=mine))["total"] == 0
    # Nothing changed for the real owner.
    detail = ok(call(client, "/center/offer/detail", {"offerId": offer["id"]}, token=theirs))
    assert (detail["status"], detail["applicantCount"]) == (1, 1)


def test_a_teacher_never_withdraws_anothers_application(client: TestClient, db: Session) -> None:
    token, _ = centre(client, db)
    offer = post_offer(client, token)
    ann_token, _ = seeker(client, db)
    bob_token, _ = seeker(client, db)
    ok(call(client, "/teacher/offer/apply", {"offerId": offer["id"]}, token=ann_token))
    app_id = ok(call(client, "/teacher/offer/applications", {}, token=ann_token))["list"][0][
        "applicationId"
    ]
    answer = call(client, "/teacher/offer/withdraw", {"applicationId": app_id}, token=bob_token)
    assert answer["rtn_code"] == 1003
    assert ok(call(client, "/teacher/offer/applications", {}, token=bob_token))["list"] == []


def test_an_offer_expires_at_the_end_of_its_expiry_day(client: TestClient, db: Session) -> None:
    token, row = centre(client, db)
    offer = post_offer(client, token)
    teacher_token, teacher = seeker(client, db)
    ok(call(client, "/teacher/offer/apply", {"offerId": offer["id"]}, token=teacher_token))
    end = rules.expires_at(today() + timedelta(days=21), row.time_zone)
    with time_machine.travel(end - timedelta(minutes=1), tick=False):
        drain(db)
        assert db.get(JobOffer, offer["id"]).status == 1  # type: ignore[union-attr]
    with time_machine.travel(end + timedelta(minutes=1), tick=False):
        drain(db)
        db.expire_all()
        expired = db.get(JobOffer, offer["id"])
        assert expired is not None
        assert expired.status == 4
        assert len(notices_of(db, teacher.user_id, "offer_ended")) == 1
        # Tokens live a day: sign in again three weeks later.
        teacher_token = ok(
            call(client, "/teacher/login", {"userName": teacher.email, "password": PASSWORD})
        )["token"]
        answer = call(client, "/teacher/offer/apply", {"offerId": offer["id"]}, token=teacher_token)
        assert answer["rtn_code"] == 1004
        # The centre may post a new offer at once.
        token = sign_in(client, row.email or "")
        post_offer(
            client,
            token,
            startsOn=(now().date() + timedelta(days=3)).isoformat(),
            expiresOn=(now().date() + timedelta(days=9)).isoformat(),
        )


def test_staff_cannot_use_the_centre_calls(client: TestClient, db: Session) -> None:
    staff = make_staff(db)
    token = ok(call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD}))[
        "token"
    ]
    assert call(client, "/center/offer/list", {}, token=token)["rtn_code"] == 1002


def test_applicants_cost_the_same_queries_however_many_apply(
    client: TestClient, db: Session, engine: Engine
) -> None:
    token, _ = centre(client, db)
    offer = post_offer(client, token)
    counts = []
    for more in (1, 3):
        for _ in range(more):
            seeker_token, _ = seeker(client, db)
            ok(call(client, "/teacher/offer/apply", {"offerId": offer["id"]}, token=seeker_token))
        with count_queries(engine) as statements:
            listed = ok(
                call(client, "/center/offer/applicants", {"offerId": offer["id"]}, token=token)
            )
        counts.append((len(listed["list"]), len(statements)))
    assert [applicants for applicants, _ in counts] == [1, 4]
    assert counts[0][1] == counts[1][1]
