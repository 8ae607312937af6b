"""Staff read every centre's invoices and fees, and record payments with the
day the money came in (the vouchers in use are the voucher desk's,
tests/voucherdesk)."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import AuditEntry, Invoice
from tests.authority.test_data_scope import WELLINGTON, role
from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import PASSWORD, call, make_centre, make_staff
from tests.invoices.helpers import placement_invoice

AUCKLAND = ZoneInfo("Pacific/Auckland")


def staff_token(client: TestClient, db: Session, role: str | None = "Finance") -> str:
    staff = make_staff(db, role)
    answer = call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD})
    token: str = answer["rtn_data"]["token"]
    return token


def data(envelope: dict[str, Any]) -> Any:
    assert envelope["rtn_code"] == 0, envelope
    return envelope["rtn_data"]


def ids(page: dict[str, Any]) -> list[int]:
    return [item["id"] for item in page["list"]]


def two_invoices(db: Session) -> tuple[Invoice, Invoice]:
    _, kowhai = make_centre(db, name="Kowhai Kids")
    _, rimu = make_centre(db, name="Rimu Early")
    first = placement_invoice(db, kowhai)
    second = placement_invoice(db, rimu)
    db.flush()
    return first, second


def test_finance_lists_filters_and_totals_every_centres_invoices(
    client: TestClient, db: Session
) -> None:
    first, second = two_invoices(db)
    assert first.due_at is not None
    assert first.issued_at is not None
    token = staff_token(client, db)
    everything = data(call(client, "/admin/invoice/list", {}, token=token))
    of_centre = data(
        call(client, "/admin/invoice/list", {"centreId": first.centre_id}, token=token)
    )
    by_number = data(
        call(client, "/admin/invoice/list", {"keyword": second.number[-6:]}, token=token)  # type: ignore[index]
    )
    issued_day = first.issued_at.astimezone(AUCKLAND).date()
    in_period = data(
        call(
            client,
            "/admin/invoice/list",
            {"issuedFrom": issued_day.isoformat(), "issuedTo": issued_day.isoformat()},
            token=token,
        )
    )
    before_period = data(
        call(
            client,
            "/admin/invoice/list",
            {"issuedTo": (issued_day - timedelta(days=1)).isoformat()},
            token=token,
        )
    )
    unpaid = data(call(client, "/admin/invoice/list", {"status": 1}, token=token))
    totals = data(call(client, "/admin/invoice/totals", {}, token=token))
    with time_machine.travel(first.due_at + timedelta(minutes=1), tick=False):
        # Past the due date the invoices show as overdue before the task runs.
        late_token = staff_token(client, db)
        overdue = data(call(client, "/admin/invoice/list", {"status": 3}, token=late_token))
        not_due = data(call(client, "/admin/invoice/list", {"status": 1}, token=late_token))
        late_totals = data(call(client, "/admin/invoice/totals", {"status": 3}, token=late_token))
    assert sorted(ids(everything)) == sorted([first.id, second.id])
    assert everything["list"][0]["centreName"] in ("Kowhai Kids", "Rimu Early")
    assert ids(of_centre) == [first.id]
    assert ids(by_number) == [second.id]
    assert sorted(ids(in_period)) == sorted([first.id, second.id])
    assert before_period["total"] == 0
    assert unpaid["total"] == 2
    assert totals["count"] == 2
    assert Decimal(totals["amount"]) == first.total + second.total
    assert Decimal(totals["outstanding"]) == first.total + second.total
    assert totals["overdue"] == 0
    assert sorted(ids(overdue)) == sorted([first.id, second.id])
    assert {item["status"] for item in overdue["list"]} == {3}
    assert not_due["total"] == 0
    assert late_totals["overdue"] == 2


def test_detail_with_lines_and_the_pdf_link(client: TestClient, db: Session) -> None:
    first, _ = two_invoices(db)
    token = staff_token(client, db)
    detail = data(call(client, "/admin/invoice/detail", {"invoiceId": first.id}, token=token))
    link = data(call(client, "/admin/invoice/down", {"invoiceId": first.id}, token=token))
    response = client.get(link["url"])
    missing = call(client, "/admin/invoice/detail", {"invoiceId": 999_999}, token=token)
    assert detail["number"] == first.number
    assert detail["centreName"] == "Kowhai Kids"
    assert [line["kind"] for line in detail["lines"]] == [3]
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    assert missing["rtn_code"] == 1003


def test_a_payment_date_is_between_the_invoice_and_today_and_recorded_once(
    client: TestClient, db: Session
) -> None:
    first, _ = two_invoices(db)
    assert first.issued_at is not None
    assert first.due_at is not None
    issued_day = first.issued_at.astimezone(AUCKLAND).date()
    at = first.due_at + timedelta(days=2)
    with time_machine.travel(at, tick=False):
        token = staff_token(client, db)
        today = now().astimezone(AUCKLAND).date()

        def pay(paid_on: Any) -> dict[str, Any]:
            body = {"invoiceId": first.id, "paidOn": paid_on}
            return call(client, "/admin/invoice/paid", body, token=token)

        future = pay((today + timedelta(days=1)).isoformat())
        too_early = pay((issued_day - timedelta(days=1)).isoformat())
        not_a_day = pay("next tuesday")
        db.refresh(first)
        untouched = first.status
        paid = data(pay(issued_day.isoformat()))
        twice = pay(today.isoformat())
        overdue = data(call(client, "/admin/invoice/list", {"status": 3}, token=token))
        paid_list = data(call(client, "/admin/invoice/list", {"status": 2}, token=token))
    assert (future["rtn_code"], future["rtn_data"]["code"]) == (1000, 41604)
    assert future["rtn_msg"] == "The payment date cannot be in the future."
    assert (too_early["rtn_code"], too_early["rtn_data"]["code"]) == (1000, 41605)
    assert not_a_day["rtn_code"] == 1000
    assert untouched == 1
    assert paid["status"] == 2
    assert twice["rtn_code"] == 1004
    db.refresh(first)
    assert first.paid_at == datetime.combine(issued_day, time(12), tzinfo=AUCKLAND)
    assert first.id not in ids(overdue)
    assert ids(paid_list) == [first.id]
    entries = list(db.scalars(select(AuditEntry).where(AuditEntry.call == "/admin/invoice/paid")))
    assert [e.rtn_code for e in entries if e.rtn_code == 0] == [0]
    kept = next(e for e in entries if e.rtn_code == 0)
    assert kept.permission == "invoice:pay"
    assert '"paid_at"' in kept.changes


def test_fees(client: TestClient, db: Session) -> None:
    first, second = two_invoices(db)
    token = staff_token(client, db)
    fees = data(call(client, "/admin/invoice/fees", {}, token=token))
    placement = data(call(client, "/admin/invoice/fees", {"kind": 3}, token=token))
    cancellation = data(call(client, "/admin/invoice/fees", {"kind": 2}, token=token))
    assert fees["total"] == 2
    assert placement["total"] == 2
    assert {item["invoiceNumber"] for item in placement["list"]} == {first.number, second.number}
    assert cancellation["total"] == 0


def test_refused_without_permission_and_bad_input_changes_nothing(
    client: TestClient, db: Session
) -> None:
    first, _ = two_invoices(db)
    content = staff_token(client, db, "Content")
    auditor = staff_token(client, db, "Auditor")
    finance = staff_token(client, db)
    refused = [
        call(client, path, body, token=content)["rtn_code"]
        for path, body in (
            ("/admin/invoice/list", {}),
            ("/admin/invoice/totals", {}),
            ("/admin/invoice/detail", {"invoiceId": first.id}),
            ("/admin/invoice/down", {"invoiceId": first.id}),
            ("/admin/invoice/fees", {}),
            ("/admin/invoice/paid", {"invoiceId": first.id}),
        )
    ]
    auditor_reads = call(client, "/admin/invoice/list", {}, token=auditor)["rtn_code"]
    auditor_pays = call(client, "/admin/invoice/paid", {"invoiceId": first.id}, token=auditor)
    backwards = call(
        client,
        "/admin/invoice/list",
        {"issuedFrom": "2026-05-02", "issuedTo": "2026-05-01"},
        token=finance,
    )
    bad = [
        call(client, "/admin/invoice/list", body, token=finance)["rtn_code"]
        for body in ({"status": 7}, {"centreId": 0}, {"keyword": "x" * 33}, {"issuedFrom": "soon"})
    ]
    db.refresh(first)
    assert refused == [1002] * 6
    assert auditor_reads == 0
    assert auditor_pays["rtn_code"] == 1002
    assert (backwards["rtn_code"], backwards["rtn_data"]["code"]) == (1000, 41606)
    assert bad == [1000] * 4
    assert first.status == 1
    assert first.paid_at is None


def test_a_regional_role_reads_and_pays_only_its_regions_invoices(
    client: TestClient, db: Session
) -> None:
    _, auckland = make_centre(db, name="Auckland Kids")
    _, wellington = make_centre(
        db, name="Wgtn Kids", latitude=WELLINGTON[0], longitude=WELLINGTON[1]
    )
    inside = placement_invoice(db, auckland)
    outside = placement_invoice(db, wellington)
    db.flush()
    admin = sign_in_staff(client, make_staff(db).email)
    role(client, admin, "Auckland money", "regions", ["Auckland"], "invoice:list", "invoice:pay")
    desk = sign_in_staff(client, make_staff(db, role="Auckland money").email)
    listed = data(call(client, "/admin/invoice/list", {"pageSize": 100}, token=desk))
    hidden = call(client, "/admin/invoice/detail", {"invoiceId": outside.id}, token=desk)
    not_paid = call(client, "/admin/invoice/paid", {"invoiceId": outside.id}, token=desk)
    paid = data(call(client, "/admin/invoice/paid", {"invoiceId": inside.id}, token=desk))
    db.refresh(outside)
    assert ids(listed) == [inside.id]
    assert hidden["rtn_code"] == 1003
    assert not_paid["rtn_code"] == 1003
    assert outside.status == 1
    assert paid["status"] == 2
