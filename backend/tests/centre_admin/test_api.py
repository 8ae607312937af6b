"""The console's centre calls, over HTTP: the list and its filters, the
detail, the rates (validated, audited, used by the next quote), refusals."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.bookings import planning
from relief.models import AuditEntry, Booking, Centre
from tests.booking_helpers import create_booking, draft, quote
from tests.factories import PASSWORD, call, make_centre, make_staff, sign_in


def staff_token(client: TestClient, db: Session, role: str | None = None) -> str:
    staff = make_staff(db) if role is None else make_staff(db, role)
    answer = call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD})
    assert answer["rtn_code"] == 0, answer
    token: str = answer["rtn_data"]["token"]
    return token


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def refusal(answer: dict[str, Any]) -> tuple[int, int | None, str | None]:
    data = answer["rtn_data"] or {}
    return answer["rtn_code"], data.get("code"), data.get("field")


def test_the_list_filters_and_carries_every_centre_label(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    _, plain = make_centre(db, name="Harakeke Kindy")
    user, own = make_centre(db, name="Harakeke Learning")
    own.licence_number = "LIC-9981"
    own.gst_number = "123-456-789"
    own.qualified_rate = Decimal("44.00")
    db.flush()

    page = ok(call(client, "/admin/centre/list", {"keyword": "harakeke"}, token=token))
    assert [item["centreId"] for item in page["list"]] == [own.id, plain.id]
    item = page["list"][0]
    assert {
        "licenceNumber",
        "companyName",
        "gstNumber",
        "contactPerson",
        "email",
        "phone",
        "address",
        "city",
        "suburb",
        "postalCode",
        "qualifiedRate",
        "unqualifiedRate",
        "qualifiedDiscount",
        "unqualifiedDiscount",
    } <= set(item)
    assert item["licenceNumber"] == "LIC-9981"
    assert Decimal(item["qualifiedRate"]) == Decimal("44.00")

    mine = {"keyword": "harakeke", "ownRates": True}
    assert [
        i["centreId"] for i in ok(call(client, "/admin/centre/list", mine, token=token))["list"]
    ] == [own.id]
    theirs = {"keyword": "harakeke", "ownRates": False}
    assert [
        i["centreId"] for i in ok(call(client, "/admin/centre/list", theirs, token=token))["list"]
    ] == [plain.id]
    by_licence = ok(call(client, "/admin/centre/list", {"keyword": "lic-998"}, token=token))
    assert [i["centreId"] for i in by_licence["list"]] == [own.id]

    ok(
        call(
            client,
            "/admin/user/enabled",
            {"userId": user.id, "enabled": False, "notice": "Paused."},
            token=token,
        )
    )
    off = ok(
        call(client, "/admin/centre/list", {"keyword": "harakeke", "enabled": False}, token=token)
    )
    assert [i["centreId"] for i in off["list"]] == [own.id]
    choices = ok(call(client, "/admin/centre/regions", token=token))["list"]
    assert len(choices) == 16
    assert {"name", "nameZh"} <= set(choices[0])
    region = plain.region or "nowhere"
    in_region = ok(
        call(client, "/admin/centre/list", {"keyword": "harakeke", "region": region}, token=token)
    )
    assert plain.id in [i["centreId"] for i in in_region["list"]]


def test_the_detail_shows_rates_bookings_and_the_notice(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    user, centre = make_centre(db, name="Pohutukawa Kids")
    centre_token = sign_in(client, user.email)
    booking_id = create_booking(client, centre_token)
    ok(
        call(
            client,
            "/admin/user/enabled",
            {"userId": user.id, "enabled": False, "notice": "Call us."},
            token=token,
        )
    )

    detail = ok(call(client, "/admin/centre/detail", {"centreId": centre.id}, token=token))
    platform = planning.platform_rates(db)
    assert platform is not None
    assert detail["name"] == "Pohutukawa Kids"
    assert detail["enabled"] is False
    assert detail["deactiveNotice"] == "Call us."
    assert detail["bookings"] == 1
    assert [b["bookingId"] for b in detail["recentBookings"]] == [booking_id]
    assert detail["recentInvoices"] == []
    rates = detail["rates"]
    assert rates["qualifiedRate"] is None
    assert Decimal(rates["platformQualifiedRate"]) == platform[0]
    assert Decimal(rates["effectiveQualifiedRate"]) == platform[0]

    missing = call(client, "/admin/centre/detail", {"centreId": 999_999}, token=token)
    assert refusal(missing)[:2] == (1003, 43401)


def test_an_own_rate_prices_the_next_quote_and_is_audited(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    user, centre = make_centre(db)
    centre_token = sign_in(client, user.email)
    platform = planning.platform_rates(db)
    assert platform is not None
    assert Decimal(quote(client, centre_token)["liveRate"]) == platform[0]

    body = {"centreId": centre.id, "qualifiedRate": "47.25", "qualifiedDiscount": "2.25"}
    detail = ok(call(client, "/admin/centre/rates", body, token=token))
    assert Decimal(detail["rates"]["qualifiedRate"]) == Decimal("47.25")
    assert Decimal(detail["rates"]["effectiveQualifiedRate"]) == Decimal("47.25")
    # A weekday, no boost: the own rate less the discount.
    assert Decimal(quote(client, centre_token)["liveRate"]) == Decimal("45.00")

    entry = db.scalars(
        select(AuditEntry)
        .where(AuditEntry.call == "/admin/centre/rates")
        .order_by(AuditEntry.id.desc())
    ).first()
    assert entry is not None
    assert (entry.permission, entry.rtn_code, entry.target_table) == ("centre:rates", 0, "centres")
    [change] = json.loads(entry.changes)
    assert change["fields"]["qualified_rate"] == [None, "47.25"]
    assert change["fields"]["qualified_discount"] == [None, "2.25"]

    # Back to the platform's rate.
    ok(call(client, "/admin/centre/rates", {"centreId": centre.id}, token=token))
    assert Decimal(quote(client, centre_token)["liveRate"]) == platform[0]


def test_bad_rates_are_refused_and_change_nothing(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    _, centre = make_centre(db)
    for body, expected in (
        ({"qualifiedRate": "0.50"}, (1000, 43402, "qualifiedRate")),
        ({"unqualifiedRate": "900"}, (1000, 43402, "unqualifiedRate")),
        (
            {"qualifiedRate": "30", "qualifiedDiscount": "30"},
            (1000, 43404, "qualifiedDiscount"),
        ),
        ({"unqualifiedDiscount": "150"}, (1000, 43403, "unqualifiedDiscount")),
    ):
        answer = call(client, "/admin/centre/rates", {"centreId": centre.id, **body}, token=token)
        assert refusal(answer) == expected, body
    for body in ({"qualifiedRate": "-1"}, {"qualifiedRate": "abc"}, {"qualifiedRate": "12.345"}):
        answer = call(client, "/admin/centre/rates", {"centreId": centre.id, **body}, token=token)
        assert answer["rtn_code"] == 1000, (body, answer)
    db.expire_all()
    same = db.get(Centre, centre.id)
    assert same is not None
    assert (same.qualified_rate, same.unqualified_rate, same.qualified_discount) == (
        None,
        None,
        None,
    )


def test_calls_are_refused_without_their_permission(client: TestClient, db: Session) -> None:
    _, centre = make_centre(db)
    # Operations reads centres but does not set their rates.
    operations = staff_token(client, db, "Operations")
    ok(call(client, "/admin/centre/detail", {"centreId": centre.id}, token=operations))
    answer = call(
        client,
        "/admin/centre/rates",
        {"centreId": centre.id, "qualifiedRate": "40"},
        token=operations,
    )
    assert refusal(answer)[:2] == (1002, 42601)
    # Content holds no centre permission at all.
    content = staff_token(client, db, "Content")
    for path in ("/admin/centre/list", "/admin/centre/detail"):
        assert refusal(call(client, path, {"centreId": centre.id}, token=content))[:2] == (
            1002,
            42601,
        )
    user, _ = make_centre(db)
    centre_token = sign_in(client, user.email)
    assert (
        call(client, "/admin/centre/detail", {"centreId": centre.id}, token=centre_token)[
            "rtn_code"
        ]
        == 1002
    )


def test_a_quote_given_before_a_rate_change_keeps_its_price(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db)
    user, centre = make_centre(db)
    centre_token = sign_in(client, user.email)
    ok(
        call(
            client,
            "/admin/centre/rates",
            {"centreId": centre.id, "qualifiedRate": "40.00"},
            token=token,
        )
    )
    given = quote(client, centre_token)
    assert Decimal(given["liveRate"]) == Decimal("40.00")

    ok(
        call(
            client,
            "/admin/centre/rates",
            {"centreId": centre.id, "qualifiedRate": "45.00"},
            token=token,
        )
    )
    # The next quote is at the new rate...
    assert Decimal(quote(client, centre_token)["liveRate"]) == Decimal("45.00")
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
    assert booking.hourly_rate == Decimal("40.00")
