"""Operations > Teacher ranks and Pay parity steps over HTTP: validation, the
pay parity warnings staff confirm, re-ranking every teacher when points
change (told and audited), quotes keeping their price, permissions."""

from __future__ import annotations

import json
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Booking, Notice, PayParityStep, Teacher, TeacherRank
from tests.booking_helpers import draft, quote
from tests.factories import call, make_centre, make_teacher, sign_in
from tests.reference.helpers import last_entry, ok, refusal, staff_token


def ranks(client: TestClient, token: str) -> dict[str, dict[str, Any]]:
    listed = ok(call(client, "/admin/rank/list", token=token))["list"]
    return {r["name"]: r for r in listed}


def edit(rank: dict[str, Any], **changes: Any) -> dict[str, Any]:
    body = {
        "rankId": rank["rankId"],
        "pointsNeeded": rank["pointsNeeded"],
        "qualifiedRate": rank["qualifiedRate"],
        "unqualifiedRate": rank["unqualifiedRate"],
    }
    body.update(changes)
    return body


def teacher_with(db: Session, points: int, rank: str) -> Teacher:
    _, teacher = make_teacher(db)
    teacher.points = points
    teacher.rank_id = db.scalars(select(TeacherRank.id).where(TeacherRank.name == rank)).one()
    db.flush()
    return teacher


def rank_of(db: Session, teacher: Teacher) -> str:
    db.expire_all()
    found = db.get(Teacher, teacher.id)
    assert found is not None
    return db.scalars(select(TeacherRank.name).where(TeacherRank.id == found.rank_id)).one()


def test_the_three_ranks_are_listed_with_their_teachers(client: TestClient, db: Session) -> None:
    token = staff_token(client, db, "Finance")
    teacher_with(db, 0, "bronze")
    teacher_with(db, 400, "silver")
    listed = ok(call(client, "/admin/rank/list", token=token))["list"]
    assert [(r["name"], r["pointsNeeded"]) for r in listed] == [
        ("bronze", 0),
        ("silver", 300),
        ("black", 1000),
    ]
    assert [r["teachers"] for r in listed] == [1, 1, 0]
    assert Decimal(listed[0]["qualifiedRate"]) == Decimal("32.00")


def test_bad_ranks_are_refused_and_change_nothing(client: TestClient, db: Session) -> None:
    token = staff_token(client, db, "Finance")
    by_name = ranks(client, token)
    bronze, silver, black = by_name["bronze"], by_name["silver"], by_name["black"]
    for body, expected in (
        (edit(bronze, pointsNeeded=5), (1000, 45011, "pointsNeeded")),
        (edit(silver, pointsNeeded=0), (1000, 45012, "pointsNeeded")),
        (edit(silver, pointsNeeded=1000), (1000, 45013, "pointsNeeded")),
        (edit(black, pointsNeeded=300), (1000, 45012, "pointsNeeded")),
        (edit(silver, qualifiedRate="0.50"), (1000, 45014, "qualifiedRate")),
        (edit(silver, unqualifiedRate="600.00"), (1000, 45014, "unqualifiedRate")),
        (edit(silver, unqualifiedRate="34.50"), (1000, 45015, "unqualifiedRate")),
        ({**edit(silver), "rankId": 999_999}, (1003, 45010, None)),
    ):
        assert refusal(call(client, "/admin/rank/update", body, token=token)) == expected, body
    for body in (
        edit(silver, qualifiedRate="34.005"),
        edit(silver, qualifiedRate="-1"),
        edit(silver, pointsNeeded=-1),
        edit(silver, qualifiedRate="a lot"),
    ):
        assert call(client, "/admin/rank/update", body, token=token)["rtn_code"] == 1000, body
    assert ranks(client, token) == by_name


def test_a_rate_below_pay_parity_needs_confirming(client: TestClient, db: Session) -> None:
    token = staff_token(client, db, "Finance")
    today = now().date()
    db.add(PayParityStep(name="Step 1", minimum_rate=Decimal("33.00"), effective_from=today))
    db.flush()
    bronze = ranks(client, token)["bronze"]
    lowered = edit(bronze, qualifiedRate="32.50")
    answer = call(client, "/admin/rank/update", lowered, token=token)
    assert refusal(answer) == (1004, 45016, "qualifiedRate")
    assert answer["rtn_data"]["values"]["step"] == "Step 1"
    assert ranks(client, token)["bronze"]["qualifiedRate"] == "32.00"
    # The unqualified rate is not held to pay parity, nor is a qualified rate
    # left as it was.
    ok(call(client, "/admin/rank/update", edit(bronze, unqualifiedRate="24.00"), token=token))

    lowered["unqualifiedRate"] = "24.00"
    saved = ok(call(client, "/admin/rank/update", {**lowered, "confirmed": True}, token=token))
    assert saved["moved"] == 0
    assert ranks(client, token)["bronze"]["qualifiedRate"] == "32.50"
    entry, [change] = last_entry(db, "/admin/rank/update")
    assert (entry.permission, entry.target_table) == ("rank:edit", "teacher_ranks")
    assert change["fields"] == {"qualified_rate": ["32.00", "32.50"]}
    # Raising it back above the step needs no confirming.
    ok(call(client, "/admin/rank/update", edit(bronze, qualifiedRate="33.00"), token=token))


def test_a_change_of_points_reranks_every_teacher_tells_them_and_is_audited(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db, "Finance")
    new = teacher_with(db, 0, "bronze")
    keen = teacher_with(db, 250, "bronze")
    steady = teacher_with(db, 320, "silver")
    veteran = teacher_with(db, 1200, "black")
    silver = ranks(client, token)["silver"]

    lowered = ok(call(client, "/admin/rank/update", edit(silver, pointsNeeded=200), token=token))
    assert lowered["moved"] == 1
    assert [rank_of(db, t) for t in (new, keen, steady, veteran)] == [
        "bronze",
        "silver",
        "silver",
        "black",
    ]
    [told] = db.scalars(select(Notice).where(Notice.user_id == keen.user_id)).all()
    assert told.kind == "rank_changed"
    assert json.loads(told.data) == {"rank": "silver", "points": 250}
    entry, changes = last_entry(db, "/admin/rank/update")
    assert entry.target_table == "teacher_ranks"
    assert changes[0]["fields"] == {"points_needed": [300, 200]}
    [moves] = [c for c in changes if c["table"] == "teachers"]
    assert moves["fields"] == {"teachers_moved": [None, 1], "moved_to_silver": [None, 1]}

    raised = ok(call(client, "/admin/rank/update", edit(silver, pointsNeeded=400), token=token))
    assert raised["moved"] == 2
    assert [rank_of(db, t) for t in (keen, steady)] == ["bronze", "bronze"]
    assert [r["teachers"] for r in raised["list"]] == [3, 0, 1]
    _, changes = last_entry(db, "/admin/rank/update")
    [moves] = [c for c in changes if c["table"] == "teachers"]
    assert moves["fields"] == {"teachers_moved": [None, 2], "moved_to_bronze": [None, 2]}
    assert db.query(Notice).filter(Notice.user_id == steady.user_id).count() == 1

    # A change of rates alone moves nobody.
    again = ok(
        call(
            client,
            "/admin/rank/update",
            edit(silver, pointsNeeded=400, qualifiedRate="35.00"),
            token=token,
        )
    )
    assert again["moved"] == 0


def test_a_quote_keeps_its_price_through_rank_and_parity_changes(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db)
    user, _ = make_centre(db)
    centre_token = sign_in(client, user.email)
    given = quote(client, centre_token)
    assert Decimal(given["liveRate"]) == Decimal("32.00")

    bronze = ranks(client, token)["bronze"]
    ok(call(client, "/admin/rank/update", edit(bronze, qualifiedRate="35.00"), token=token))
    ok(
        call(
            client,
            "/admin/parity/add",
            {
                "name": "Step 1",
                "minimumRate": "38.00",
                "effectiveFrom": date.today().isoformat(),
                "confirmed": True,
            },
            token=token,
        )
    )
    # The next quote is at the new rates...
    assert Decimal(quote(client, centre_token)["liveRate"]) == Decimal("38.00")
    # ...and the booking made with the quote given before is at its price.
    created = ok(
        call(
            client,
            "/center/job/create",
            {**draft(), "processId": given["processId"]},
            token=centre_token,
        )
    )
    booking = db.get(Booking, created["bookingId"])
    assert booking is not None
    assert booking.hourly_rate == Decimal("32.00")


def step(name: str, rate: str, day: date, **more: Any) -> dict[str, Any]:
    return {"name": name, "minimumRate": rate, "effectiveFrom": day.isoformat(), **more}


def test_pay_parity_steps_are_kept_checked_and_priced(client: TestClient, db: Session) -> None:
    token = staff_token(client, db, "Finance")
    user, _ = make_centre(db)
    centre_token = sign_in(client, user.email)
    today = now().date()
    first = ok(
        call(
            client,
            "/admin/parity/add",
            step(" Step 1 ", "31.00", today - timedelta(days=30)),
            token=token,
        )
    )
    [only] = first["list"]
    assert (only["name"], only["minimumRate"], only["inForce"]) == ("Step 1", "31.00", True)
    later = step("Step 2", "32.00", today + timedelta(days=400))
    listed = ok(call(client, "/admin/parity/add", later, token=token))["list"]
    assert [(s["name"], s["inForce"]) for s in listed] == [("Step 2", False), ("Step 1", True)]

    # Above bronze's qualified rate (32.00): a warning until confirmed.
    higher = step("Step 1", "33.00", today - timedelta(days=30))
    step_one = next(s for s in listed if s["name"] == "Step 1")
    answer = call(
        client, "/admin/parity/update", {**higher, "stepId": step_one["stepId"]}, token=token
    )
    assert refusal(answer) == (1004, 45025, "minimumRate")
    assert answer["rtn_data"]["values"]["rank"] == "bronze"
    assert Decimal(quote(client, centre_token)["liveRate"]) == Decimal("32.00")
    ok(
        call(
            client,
            "/admin/parity/update",
            {**higher, "stepId": step_one["stepId"], "confirmed": True},
            token=token,
        )
    )
    # Pricing raises a qualified teacher's rate to the step in force at once.
    assert Decimal(quote(client, centre_token)["liveRate"]) == Decimal("33.00")
    assert Decimal(quote(client, centre_token, qualification=2)["liveRate"]) == Decimal("25.00")
    entry, [change] = last_entry(db, "/admin/parity/update")
    assert (entry.permission, change["fields"]) == (
        "parity:edit",
        {"minimum_rate": ["31.00", "33.00"]},
    )

    for body, expected in (
        (step("  ", "30.00", today), (1000, 45021, "name")),
        (step("S", "0.50", today), (1000, 45022, "minimumRate")),
        (step("S", "30.00", date(2101, 1, 1)), (1000, 45023, "effectiveFrom")),
        (step("Step 3", "30.00", today + timedelta(days=400)), (1004, 45024, "effectiveFrom")),
    ):
        assert refusal(call(client, "/admin/parity/add", body, token=token)) == expected, body
    assert (
        call(client, "/admin/parity/add", step("S", "30.001", today), token=token)["rtn_code"]
        == 1000
    )

    ok(call(client, "/admin/parity/delete", {"stepId": step_one["stepId"]}, token=token))
    assert Decimal(quote(client, centre_token)["liveRate"]) == Decimal("32.00")
    for path, body in (
        ("/admin/parity/delete", {"stepId": step_one["stepId"]}),
        ("/admin/parity/update", {**later, "stepId": step_one["stepId"]}),
    ):
        assert refusal(call(client, path, body, token=token))[:2] == (1003, 45020)


def test_calls_need_their_permission(client: TestClient, db: Session) -> None:
    operations = staff_token(client, db, "Operations")
    bronze = ranks(client, operations)["bronze"]
    ok(call(client, "/admin/parity/list", token=operations))
    for path, body in (
        ("/admin/rank/update", edit(bronze)),
        ("/admin/parity/add", step("S", "30.00", date(2030, 1, 1))),
        ("/admin/parity/delete", {"stepId": 1}),
    ):
        assert refusal(call(client, path, body, token=operations))[:2] == (1002, 42601), path
    support = staff_token(client, db, "Support")
    for path in ("/admin/rank/list", "/admin/parity/list"):
        assert refusal(call(client, path, token=support))[:2] == (1002, 42601), path
