from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from relief.bookings import matching
from relief.models import Invite
from tests.booking_helpers import create_booking
from tests.factories import call, make_centre, make_teacher, sign_in
from tests.query_count import count_queries


def listed(client: TestClient, token: str, path: str, **body: Any) -> dict[str, Any]:
    answer = call(client, path, {"pageNo": 1, "pageSize": 20, **body}, token=token)
    assert answer["rtn_code"] == 0, answer
    data: dict[str, Any] = answer["rtn_data"]
    return data


def test_book_list_costs_three_queries_for_2_or_10_bookings(
    client: TestClient, db: Session, engine: Engine
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    teachers = [make_teacher(db)[1] for _ in range(3)]
    counts = []
    for total in (2, 10):
        while len(listed(client, token, "/center/job/book/list")["list"]) < total:
            booking_id = create_booking(client, token, numberOfTeachers=2)
            for teacher in teachers[:2]:
                invite = (
                    db.query(Invite).filter_by(booking_id=booking_id, teacher_id=teacher.id).one()
                )
                matching.answer(db, teacher, invite.id, True, invite.invited_at)
        with count_queries(engine) as statements:
            data = listed(client, token, "/center/job/book/list")
        assert data["total"] == total
        assert all(item["interestedTeachers"] == 2 for item in data["list"])
        counts.append(len(statements))
    assert counts[0] == counts[1]
    # The session with its user and centre, the page with its total, the teachers.
    assert counts == [3, 3]


def test_lists_are_paged_and_filtered(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    ids = [create_booking(client, token) for _ in range(3)]
    page = listed(client, token, "/center/job/book/list", pageSize=2)
    assert (page["total"], len(page["list"]), page["pageNo"], page["pageSize"]) == (3, 2, 1, 2)
    second = listed(client, token, "/center/job/book/list", pageNo=2, pageSize=2)
    assert [b["bookingId"] for b in page["list"] + second["list"]] == ids
    beyond = listed(client, token, "/center/job/book/list", pageNo=5, pageSize=2)
    assert (beyond["total"], beyond["list"]) == (3, [])
    assert listed(client, token, "/center/job/book/list", status=1)["total"] == 0
    assert listed(client, token, "/center/job/book/list", scope="past")["total"] == 0
    bad = call(client, "/center/job/book/list", {"pageNo": 0, "pageSize": 500}, token=token)
    assert bad["rtn_code"] == 1000


def test_a_centre_never_sees_or_acts_on_another_centres_booking(
    client: TestClient, db: Session
) -> None:
    owner, _ = make_centre(db)
    other, _ = make_centre(db)
    _, teacher = make_teacher(db)
    owner_token = sign_in(client, owner.email)
    other_token = sign_in(client, other.email)
    booking_id = create_booking(client, owner_token)
    invite = db.query(Invite).filter_by(booking_id=booking_id).one()
    matching.answer(db, teacher, invite.id, True, invite.invited_at)
    for path, body in [
        ("/center/job/book/detail", {"bookingId": booking_id}),
        ("/center/job/book/cancel", {"bookingId": booking_id, "reason": "Ratio covered"}),
        ("/center/job/book/cancel/fee", {"bookingId": booking_id}),
        ("/center/job/add/reward", {"bookingId": booking_id}),
        ("/center/job/invite/public", {"bookingId": booking_id}),
        ("/center/job/invite/split", {"bookingId": booking_id}),
        ("/center/job/invite/cancel", {"inviteId": invite.id}),
        ("/center/job/confirm/price", {"inviteId": invite.id}),
        ("/center/job/confirm/teacher/all/price", {"bookingId": booking_id}),
    ]:
        answer = call(client, path, body, token=other_token)
        assert answer["rtn_code"] == 1003, (path, answer)
    assert listed(client, other_token, "/center/job/book/list")["total"] == 0
    # Nothing changed for the owner.
    data = call(client, "/center/job/book/detail", {"bookingId": booking_id}, token=owner_token)[
        "rtn_data"
    ]
    assert data["booking"]["status"] == 2
    assert data["invites"][0]["status"] == 1
