from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine, insert, select
from sqlalchemy.orm import Session

from relief.bookings import matching
from relief.kit.clock import now
from relief.models import Booking, BookingStatus, Invite, Stage
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


# Ended bookings in turn: completed, cancelled, failed, split.
PAST_STATUSES = (
    BookingStatus.confirmed,
    BookingStatus.canceled,
    BookingStatus.failed,
    BookingStatus.split,
)


def add_bookings(db: Session, centre_id: int, count: int, *, first: int = 0) -> None:
    """`count` past bookings of the centre, the `first`-th and on, two to a start
    time (a day apart, going back), in every past status; written in bulk."""
    noon = now().replace(hour=0, minute=0, second=0, microsecond=0) - timedelta(days=1)
    rows = []
    for n in range(first, first + count):
        starts = noon - timedelta(days=n // 2)
        status = PAST_STATUSES[n % len(PAST_STATUSES)]
        rows.append(
            {
                "centre_id": centre_id,
                "booking_type": 1,
                "status": status,
                "invite_type": 1,
                "qualification": 1,
                "gender": 0,
                "age_group": 1,
                "talent_pool": 1,
                "invite_range_km": 20,
                "number_of_teachers": 1,
                "multi_day": False,
                "starts_at": starts,
                "ends_at": starts + timedelta(hours=6),
                "hourly_rate": Decimal("32.00"),
                "stage": Stage.ended,
                "created_at": starts - timedelta(days=3),
                "updated_at": starts - timedelta(days=1),
            }
        )
    db.execute(insert(Booking), rows)
    db.flush()


def past_ids(db: Session, centre_id: int) -> list[int]:
    """The centre's past bookings as the list orders them: newest start first."""
    found = db.execute(
        select(Booking.id, Booking.starts_at, Booking.status, Booking.ends_at).where(
            Booking.centre_id == centre_id
        )
    ).all()
    at = now()
    past = [
        row
        for row in found
        if row.status != BookingStatus.processing
        and (row.status != BookingStatus.confirmed or row.ends_at.replace(tzinfo=at.tzinfo) < at)
    ]
    return [row.id for row in sorted(past, key=lambda r: (r.starts_at, r.id), reverse=True)]


def ids_of(page: dict[str, Any]) -> list[int]:
    return [item["bookingId"] for item in page["list"]]


def test_a_total_below_the_bound_is_exact(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    token = sign_in(client, user.email)
    add_bookings(db, centre.id, 1_000)
    # Still matching and still ahead: not past.
    create_booking(client, token)
    page = listed(client, token, "/center/job/book/list", scope="past")
    assert (page["total"], page["totalExact"], len(page["list"])) == (1_000, True, 20)
    assert ids_of(page) == past_ids(db, centre.id)[:20]
    processing = listed(client, token, "/center/job/book/list")
    assert (processing["total"], processing["totalExact"]) == (1, True)


def test_past_the_bound_the_total_is_at_least_the_bound(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    token = sign_in(client, user.email)
    add_bookings(db, centre.id, 1_203)
    expected = past_ids(db, centre.id)
    assert len(expected) == 1_203
    first = listed(client, token, "/center/job/book/list", scope="past")
    assert (first["total"], first["totalExact"]) == (1_000, False)
    assert ids_of(first) == expected[:20]
    last = listed(client, token, "/center/job/book/list", scope="past", pageNo=50)
    assert (last["total"], last["totalExact"]) == (1_000, False)
    assert ids_of(last) == expected[980:1_000]
    wide = listed(client, token, "/center/job/book/list", scope="past", pageNo=10, pageSize=100)
    assert ids_of(wide) == expected[900:1_000]
    # Counted statuses one at a time: each below the bound, so exact.
    cancelled = listed(client, token, "/center/job/book/list", scope="past", status=0)
    assert (cancelled["total"], cancelled["totalExact"]) == (301, True)
    assert all(item["status"] == 0 for item in cancelled["list"])


def test_a_page_past_the_bound_is_empty_and_dates_reach_the_older_ones(
    client: TestClient, db: Session
) -> None:
    user, centre = make_centre(db)
    token = sign_in(client, user.email)
    add_bookings(db, centre.id, 1_100)
    expected = past_ids(db, centre.id)
    beyond = listed(client, token, "/center/job/book/list", scope="past", pageNo=51)
    assert (beyond["list"], beyond["total"], beyond["totalExact"]) == ([], 1_000, False)
    # Rows 950 to 1,044 asked for: those below the bound come.
    straddling = listed(
        client, token, "/center/job/book/list", scope="past", pageNo=11, pageSize=95
    )
    assert ids_of(straddling) == expected[950:1_000]
    # The oldest 100 bookings: started 500 to 549 days ago, two a day.
    oldest = db.scalar(select(Booking.starts_at).where(Booking.id == expected[-1]))
    assert oldest is not None
    last_day = (oldest + timedelta(days=49)).date()
    narrowed = listed(
        client, token, "/center/job/book/list", scope="past", dateTo=last_day.isoformat()
    )
    assert (narrowed["total"], narrowed["totalExact"]) == (100, True)
    assert ids_of(narrowed) == expected[1_000:1_020]
