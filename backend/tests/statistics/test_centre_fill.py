"""The centre's own fill figures (/center/statistics/fill), on the records of
test_api's world counted by hand: the same queries as the console's, scoped
to the caller's centre, never counting another centre's bookings."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.models import Centre, User
from tests.factories import call, make_centre, make_teacher, sign_in
from tests.statistics.test_api import PERIOD, build, ok, refusal, row, staff_token
from tests.teachers.test_api_support import teacher_sign_in

FILL = "/center/statistics/fill"


def centre_token(client: TestClient, db: Session, centre: Centre) -> str:
    user = db.get(User, centre.user_id)
    assert user is not None
    return sign_in(client, user.email)


def test_a_centre_reads_its_own_fill_figures(client: TestClient, db: Session) -> None:
    world = build(db)
    figures = ok(call(client, FILL, PERIOD, token=centre_token(client, db, world.centre_a)))
    # B1 (2 teachers, filled 5 days ahead), B2 (filled an hour late), B4
    # (filled an hour ahead after a cancellation); B5 canceled, B6 after the
    # period and B7 split are left out. B3 and B8 are centre B's.
    assert figures == {
        "dateFrom": "2026-03-02",
        "dateTo": "2026-03-08",
        "total": row("all", 3, 4, 3, 1),
        "confirmedCount": 3,
        # 2 h, 4 h and 30 h: the median is the 2nd, the 90th percentile the 3rd.
        "medianFillSeconds": 14400,
        "p90FillSeconds": 108000,
        "byLeadTime": [
            row("eightPlus", 1, 2, 2, 0),
            row("sameDay", 1, 1, 0, 1),
            row("twoToSeven", 1, 1, 1, 0),
        ],
    }


def test_another_centre_reads_only_its_own(client: TestClient, db: Session) -> None:
    world = build(db)
    figures = ok(call(client, FILL, PERIOD, token=centre_token(client, db, world.centre_b)))
    # B3 only: Thursday and Friday, made 36 h ahead, never filled (B8 is in January).
    assert figures["total"] == row("all", 1, 2, 0, 1)
    assert figures["confirmedCount"] == 0
    assert figures["medianFillSeconds"] is None
    assert figures["p90FillSeconds"] is None
    assert figures["byLeadTime"] == [row("oneDay", 1, 2, 0, 1)]
    # A centre with no bookings reads zeros, whatever the others have.
    empty_user, _ = make_centre(db, name="Empty Centre")
    empty = ok(call(client, FILL, PERIOD, token=sign_in(client, empty_user.email)))
    assert empty["total"] == row("all", 0, 0, 0, 0)
    assert empty["byLeadTime"] == []


def test_the_centre_and_the_console_agree(client: TestClient, db: Session) -> None:
    world = build(db)
    own = ok(call(client, FILL, PERIOD, token=centre_token(client, db, world.centre_a)))
    console = ok(
        call(
            client,
            "/admin/statistics/centre",
            {**PERIOD, "centreId": world.centre_a.id},
            token=staff_token(client, db),
        )
    )["bookings"]
    for key in ("total", "confirmedCount", "medianFillSeconds", "p90FillSeconds", "byLeadTime"):
        assert own[key] == console[key], key


def test_a_bad_period_is_refused_in_the_callers_language(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    reversed_ = call(client, FILL, {"dateFrom": "2026-03-08", "dateTo": "2026-03-02"}, token=token)
    assert refusal(reversed_) == (1000, 44701)
    assert reversed_["rtn_data"]["field"] == "dateTo"
    too_long = {"dateFrom": "2025-01-01", "dateTo": "2026-01-02"}
    answer: dict[str, Any] = client.post(
        f"/api{FILL}",
        json=too_long,
        headers={"Authorization": f"Bearer {token}", "Accept-Language": "zh-CN"},
    ).json()
    assert refusal(answer) == (1000, 44702)
    assert answer["rtn_msg"] == "统计期间最长为 366 天。"


def test_only_a_centre_reads_fill_figures(client: TestClient, db: Session) -> None:
    teacher_user, _ = make_teacher(db)
    teacher = call(client, FILL, PERIOD, token=teacher_sign_in(client, teacher_user.email))
    assert teacher["rtn_code"] != 0
    assert call(client, FILL, PERIOD)["rtn_code"] == 1001
