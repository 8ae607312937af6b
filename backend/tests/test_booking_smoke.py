from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.booking_helpers import create_booking, quote
from tests.factories import call, make_centre, make_teacher, sign_in


def test_quote_and_create(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    make_teacher(db)
    token = sign_in(client, user.email)
    q = quote(client, token)
    assert q["liveRate"] == "32.00"
    booking_id = create_booking(client, token)
    detail = call(client, "/center/job/book/detail", {"bookingId": booking_id}, token=token)
    assert detail["rtn_code"] == 0, detail
    data = detail["rtn_data"]
    assert data["booking"]["status"] == 2
    assert len(data["invites"]) == 1
    assert [e["kind"] for e in data["timeline"]] == ["booking_created", "stage_started"]
