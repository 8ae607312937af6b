"""Staff list every voucher of the platform with filters, the booking and
invoice it is on, within their data scope, and export it."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from fastapi.testclient import TestClient
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Centre, Voucher
from relief.vouchers import service as vouchers
from tests.authority.test_data_scope import WELLINGTON, role
from tests.exports.test_desk_lists import export
from tests.factories import call, make_centre, sign_in
from tests.query_count import count_queries
from tests.voucherdesk.helpers import data, issue, refusal, staff_token

AUCKLAND = ZoneInfo("Pacific/Auckland")


def listed(client: TestClient, token: str, **body: Any) -> list[int]:
    page = data(call(client, "/admin/voucher/list", {"pageSize": 100, **body}, token=token))
    return [item["voucherId"] for item in page["list"]]


def a_voucher(db: Session, centre: Centre, **fields: Any) -> Voucher:
    values: dict[str, Any] = {
        "centre_id": centre.id,
        "voucher_type": vouchers.BOOKING,
        "name": "Booking voucher",
        "par_value": Decimal("100.00"),
        "use_type": 0,
        "status": vouchers.ACTIVE,
        "issued_at": now() - timedelta(days=1),
        "expires_at": now() + timedelta(days=30),
        **fields,
    }
    voucher = Voucher(**values)
    db.add(voucher)
    db.flush()
    return voucher


def test_every_voucher_by_status_as_shown_centre_type_use_type_and_periods(
    client: TestClient, db: Session
) -> None:
    _, kowhai = make_centre(db, name="Kowhai Kids")
    _, rimu = make_centre(db, name="Rimu Early Learning")
    token = staff_token(client, db)
    active = vouchers.issue_signup(db, kowhai, now())
    booked = a_voucher(db, kowhai, status=vouchers.BOOK, use_type=1)
    using = a_voucher(db, rimu, status=vouchers.USING, use_type=2)
    used = a_voucher(db, rimu, status=vouchers.USED, issued_at=now() - timedelta(days=40))
    lapsed = a_voucher(db, rimu, expires_at=now() - timedelta(hours=1))  # task not run yet
    [issued] = data(issue(client, token, centreIds=[rimu.id], name="Winter thanks"))["voucherIds"]

    assert set(listed(client, token)) == {
        active.id,
        booked.id,
        using.id,
        used.id,
        lapsed.id,
        issued,
    }
    assert listed(client, token, statuses=[0]) == [issued, active.id]
    assert listed(client, token, statuses=[1]) == [booked.id]
    assert set(listed(client, token, statuses=[1, 2])) == {booked.id, using.id}
    assert listed(client, token, statuses=[3]) == [used.id]
    assert listed(client, token, statuses=[5]) == [lapsed.id]
    assert listed(client, token, statuses=[]) == listed(client, token)
    assert set(listed(client, token, centreId=kowhai.id)) == {active.id, booked.id}
    assert listed(client, token, voucherType=3) == [issued]
    assert listed(client, token, voucherType=1) == [active.id]
    assert listed(client, token, useType=2) == [using.id]
    assert listed(client, token, keyword="WINTER") == [issued]
    today = now().astimezone(AUCKLAND).date()
    forty_ago = (today - timedelta(days=40)).isoformat()
    assert listed(client, token, issuedFrom=forty_ago, issuedTo=forty_ago) == [used.id]
    assert lapsed.id in listed(client, token, expiresTo=today.isoformat())
    assert issued not in listed(client, token, expiresTo=today.isoformat())

    page = data(call(client, "/admin/voucher/list", {"voucherType": 3}, token=token))
    [row] = page["list"]
    assert row["centreName"] == "Rimu Early Learning"
    assert (row["name"], row["conditions"], row["parValue"]) == (
        "Winter thanks",
        "For a booking in the July holidays.",
        "50.00",
    )
    assert (row["status"], row["bookingId"], row["invoiceId"]) == (0, None, None)
    assert row["issuedBy"] is not None
    lapsed_row = data(call(client, "/admin/voucher/list", {"statuses": [5]}, token=token))["list"]
    assert lapsed_row[0]["status"] == 5

    by_value = listed(client, token, sort="parValue,asc")
    assert by_value[0] == issued
    # Kowhai's two first, the tie broken by the key in the same direction.
    assert listed(client, token, sort="centreName,asc")[:2] == sorted([active.id, booked.id])


def test_refused_filters_and_who_may_read(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    vouchers.issue_signup(db, centre, now())
    finance = staff_token(client, db)
    cases = [
        ({"issuedFrom": "2026-05-02", "issuedTo": "2026-05-01"}, (1000, 45318, "issuedTo")),
        ({"expiresFrom": "2026-05-02", "expiresTo": "2026-05-01"}, (1000, 45319, "expiresTo")),
        ({"sort": "secret,asc"}, (1000, 1018, "sort")),
        ({"statuses": [4]}, (1000, 1012, "statuses.0")),
        ({"voucherType": 4}, (1000, 1012, "voucherType")),
        ({"keyword": "x" * 65}, (1000, 1012, "keyword")),
    ]
    for body, expected in cases:
        answer = call(client, "/admin/voucher/list", body, token=finance)
        assert refusal(answer) == expected, body
    assert listed(client, staff_token(client, db, "Auditor")) != []
    for name in ("Content", "Support", "Operations"):
        answer = call(client, "/admin/voucher/list", {}, token=staff_token(client, db, name))
        assert answer["rtn_code"] == 1002, name
    centre_answer = call(client, "/admin/voucher/list", {}, token=sign_in(client, user.email))
    assert centre_answer["rtn_code"] != 0


def test_a_regional_role_lists_and_exports_only_its_regions_vouchers(
    client: TestClient, db: Session
) -> None:
    _, north = make_centre(db, name="North Kids")
    _, south = make_centre(db, name="South Kids", latitude=WELLINGTON[0], longitude=WELLINGTON[1])
    near = vouchers.issue_signup(db, north, now())
    far = vouchers.issue_signup(db, south, now())
    db.commit()
    admin = staff_token(client, db, "Super administrator")
    role(
        client,
        admin,
        "Wellington vouchers",
        "regions",
        ["Wellington"],
        "voucher:list",
        "export:read",
    )
    regional = staff_token(client, db, "Wellington vouchers")
    assert listed(client, regional) == [far.id]
    assert listed(client, regional, centreId=north.id) == []
    columns = [
        {"key": "voucherId", "title": "ID"},
        {"key": "centreName", "title": "Centre"},
        {"key": "voucherType", "title": "Type", "labels": {"1": "Signup voucher"}},
        {"key": "status", "title": "Status", "labels": {"0": "Active"}},
    ]
    sheet = export(client, db, regional, "/admin/voucher/export", {"columns": columns})
    assert sheet == [
        ["ID", "Centre", "Type", "Status"],
        [far.id, "South Kids", "Signup voucher", "Active"],
    ]
    assert near.id not in {row[0] for row in sheet}


def test_a_centre_sees_only_its_own_vouchers_however_staff_issued_them(
    client: TestClient, db: Session
) -> None:
    user_a, centre_a = make_centre(db)
    user_b, centre_b = make_centre(db)
    token = staff_token(client, db)
    [for_a] = data(issue(client, token, centreIds=[centre_a.id]))["voucherIds"]
    [for_b] = data(issue(client, token, centreIds=[centre_b.id], useType=2))["voucherIds"]
    token_a = sign_in(client, user_a.email)
    seen = data(call(client, "/center/voucher/list", {}, token=token_a))["list"]
    assert [item["id"] for item in seen] == [for_a]
    for qualification in (1, 2, 3):
        usable = call(
            client, "/center/voucher/usable", {"qualification": qualification}, token=token_a
        )
        assert for_b not in [item["id"] for item in data(usable)["list"]]
    token_b = sign_in(client, user_b.email)
    assert [
        item["id"] for item in data(call(client, "/center/voucher/list", {}, token=token_b))["list"]
    ] == [for_b]


def test_the_list_costs_the_same_statements_for_few_or_many_rows(
    client: TestClient, db: Session, engine: Engine
) -> None:
    _, centre = make_centre(db)
    token = staff_token(client, db)
    counts = []
    for extra in (2, 20):
        for _ in range(extra):
            a_voucher(db, centre)
        with count_queries(engine) as statements:
            listed(client, token)
        counts.append(len(statements))
    assert counts[0] == counts[1], counts
