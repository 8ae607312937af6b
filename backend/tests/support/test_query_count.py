"""The list calls of tickets and job offers send as many statements for ten
rows as for two."""

from __future__ import annotations

from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from relief.kit.clock import now
from tests.factories import call, make_centre, sign_in
from tests.query_count import count_queries


def test_ticket_and_offer_lists_run_a_fixed_number_of_statements(
    client: TestClient, db: Session, engine: Engine
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    ticket_counts: list[int] = []
    offer_counts: list[int] = []
    posted = 0
    for total in (2, 10):
        while posted < total:
            start = now().date() + timedelta(days=5)
            answer = call(
                client,
                "/center/support/ticket/submit",
                {"category": 7, "subject": f"Question {posted}", "description": "Help"},
                token=token,
            )
            assert answer["rtn_code"] == 0
            offer = call(
                client,
                "/center/offer/create",
                {
                    "title": f"Role {posted}",
                    "description": "Permanent",
                    "workType": 2,
                    "rateRange": 1,
                    "startsOn": start.isoformat(),
                    "expiresOn": (start + timedelta(days=3)).isoformat(),
                },
                token=token,
            )
            assert offer["rtn_code"] == 0
            closed = call(
                client, "/center/offer/close", {"offerId": offer["rtn_data"]["id"]}, token=token
            )
            assert closed["rtn_code"] == 0
            posted += 1
        with count_queries(engine) as statements:
            tickets = call(client, "/center/support/ticket/list", {}, token=token)["rtn_data"]
        assert tickets["total"] == total
        ticket_counts.append(len(statements))
        with count_queries(engine) as statements:
            offers = call(client, "/center/offer/list", {}, token=token)["rtn_data"]
        assert offers["total"] == total
        offer_counts.append(len(statements))
    assert ticket_counts[0] == ticket_counts[1]
    assert offer_counts[0] == offer_counts[1]
