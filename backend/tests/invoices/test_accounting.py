"""The accounting export over HTTP: a centre's bills and the platform's sales
of a period as Xero's invoice import reads them, through a signed link; files
of 500; refusals; data scope; the audit log."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.invoices import rules
from relief.kit.clock import now
from relief.models import AuditEntry, Centre, Invoice, JobOffer, JobOfferStatus, User
from relief.settings import service as settings
from relief.vouchers import service as vouchers
from tests.authority.test_data_scope import WELLINGTON, role
from tests.authority.test_every_staff_call import sign_in_staff
from tests.booking_helpers import next_weekday_at
from tests.factories import call, make_centre, make_staff, make_teacher, sign_in
from tests.invoices.helpers import (
    confirm_sheet,
    confirmed_booking,
    invoice_of,
    placement_invoice,
    records_of,
    travel,
)

AUCKLAND = ZoneInfo("Pacific/Auckland")
D = Decimal


@dataclass
class Worked:
    user: User
    centre: Centre
    invoice: Invoice
    at: datetime


def worked_invoice(client: TestClient, db: Session, centre: tuple[User, Centre]) -> Worked:
    """A day of 6 paid hours at $32.00 worked and billed with the centre's
    welcome voucher: 192.00 - 100.00, GST 13.80, total 105.80."""
    user, centre_row = centre
    token = sign_in(client, user.email)
    _, teacher = make_teacher(db)
    voucher = vouchers.issue_signup(db, centre_row, now())
    start = next_weekday_at(8, 30, days_ahead=3)
    booking_id = confirmed_booking(
        client,
        db,
        token,
        [teacher],
        jobStartTime=start.isoformat(),
        jobEndTime=start.replace(hour=15, minute=0).isoformat(),
        voucherId=voucher.id,
    )
    [record] = records_of(db, booking_id)
    travel(db, record.ends_at + timedelta(seconds=1))
    at = record.ends_at + timedelta(minutes=5)
    with time_machine.travel(at, tick=False):
        confirm_sheet(db, record, at)
    invoice = invoice_of(db, booking_id)
    assert (invoice.subtotal, invoice.discount, invoice.tax, invoice.total) == (
        D("192.00"),
        D("100.00"),
        D("13.80"),
        D("105.80"),
    )
    return Worked(user, centre_row, invoice, at)


def day_of(moment: datetime) -> str:
    return moment.astimezone(AUCKLAND).date().isoformat()


def data(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def refusal(answer: dict[str, Any]) -> tuple[int, int]:
    assert answer["rtn_code"] != 0, answer
    return answer["rtn_code"], answer["rtn_data"]["code"]


def rows_of(client: TestClient, link: dict[str, Any]) -> list[dict[str, str]]:
    response = client.get(link["url"])
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/csv; charset=utf-8"
    assert response.headers["content-disposition"].startswith("attachment;")
    assert link["fileName"] in response.headers["content-disposition"]
    assert response.headers["cache-control"] == "private, no-store"
    return list(csv.DictReader(io.StringIO(response.content.decode("utf-8"))))


def of_invoice(rows: list[dict[str, str]], number: str | None) -> list[dict[str, str]]:
    return [row for row in rows if row["*InvoiceNumber"] == number]


def adds_up(rows: list[dict[str, str]], total: Decimal) -> bool:
    """Quantity times unit amount plus GST, over the invoice's rows, is its total."""
    found = sum(
        (
            rules.cents(D(row["*Quantity"]) * D(row["*UnitAmount"])) + D(row["TaxAmount"])
            for row in rows
        ),
        D("0.00"),
    )
    return found == total and {row["Total"] for row in rows} == {f"{total:.2f}"}


def test_a_centre_exports_its_bills_of_a_period_for_xero(client: TestClient, db: Session) -> None:
    owner = make_centre(db, name="Kowhai Kids")
    worked = worked_invoice(client, db, owner)
    _, other = make_centre(db, name="Rimu Early")
    day = day_of(worked.at)
    period = {"issuedFrom": day, "issuedTo": day}
    with time_machine.travel(worked.at, tick=False):
        placement = placement_invoice(db, worked.centre)
        elsewhere = placement_invoice(db, other)
        token = sign_in(client, worked.user.email)
        summary = data(call(client, "/center/invoice/accounting/summary", period, token=token))
        link = data(call(client, "/center/invoice/accounting/export", period, token=token))
        rows = rows_of(client, link)
    assert summary == {"count": 2, "perFile": 500, "files": 1}
    assert (link["invoices"], link["fileName"]) == (2, f"invoices-{day}-to-{day}-xero.csv")
    assert link["url"].startswith("/api/invoice/accounting/")

    # Only the centre's own invoices, oldest first, one row a line.
    numbers = [row["*InvoiceNumber"] for row in rows]
    assert numbers == [worked.invoice.number] * 2 + [placement.number]
    assert elsewhere.number not in numbers
    # The contact is the platform, the supplier of a bill.
    assert {row["*ContactName"] for row in rows} == {"Relief Teachers Limited (demo)"}
    assert {row["POAddressLine1"] for row in rows} == {
        "1 Example Street, Auckland 1010, New Zealand (demo)"
    }
    assert {row["*TaxType"] for row in rows} == {"15% GST on Expenses"}
    assert {row["*AccountCode"] for row in rows} == {"429"}
    assert {row["Currency"] for row in rows} == {"NZD"}

    issued = worked.at.astimezone(AUCKLAND).date()
    hours, discount = of_invoice(rows, worked.invoice.number)
    assert (hours["*InvoiceDate"], hours["*DueDate"]) == (
        f"{issued:%d/%m/%Y}",
        f"{issued + timedelta(days=7):%d/%m/%Y}",
    )
    assert hours["Reference"].startswith(f"Booking {worked.invoice.booking_id}, week of ")
    assert (hours["*Quantity"], hours["*UnitAmount"], hours["TaxAmount"]) == (
        "6.00",
        "32.00",
        "28.80",
    )
    assert (
        discount["*Description"],
        discount["*Quantity"],
        discount["*UnitAmount"],
        discount["TaxAmount"],
    ) == ("Voucher discount: Welcome voucher", "1.00", "-100.00", "-15.00")
    assert adds_up([hours, discount], worked.invoice.total)
    [fee] = of_invoice(rows, placement.number)
    assert (fee["Reference"], fee["*Quantity"], fee["*UnitAmount"], fee["TaxAmount"]) == (
        "Placement fee",
        "1.00",
        "500.00",
        "75.00",
    )
    assert adds_up([fee], placement.total)


def test_a_centres_export_refuses_what_it_cannot_give(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    _, other = make_centre(db, name="Rimu Early")
    mine = placement_invoice(db, centre)
    placement_invoice(db, other)
    db.flush()
    today = day_of(now())
    token = sign_in(client, user.email)
    period = {"issuedFrom": today, "issuedTo": today}
    link = data(call(client, "/center/invoice/accounting/export", period, token=token))
    backwards = call(
        client,
        "/center/invoice/accounting/export",
        {"issuedFrom": today, "issuedTo": day_of(now() - timedelta(days=1))},
        token=token,
    )
    earlier = day_of(now() - timedelta(days=30))
    empty = call(
        client,
        "/center/invoice/accounting/export",
        {"issuedFrom": earlier, "issuedTo": earlier},
        token=token,
    )
    beyond = call(client, "/center/invoice/accounting/export", {**period, "part": 2}, token=token)
    assert refusal(backwards) == (1000, 41606)
    assert refusal(empty) == (1000, 45702)
    assert empty["rtn_msg"] == "No invoices were issued in this period."
    assert refusal(beyond) == (1000, 45703)
    assert beyond["rtn_data"]["field"] == "part"
    assert beyond["rtn_msg"] == "There is no file 2: the period has 1 invoices, 500 to a file."
    chinese = client.post(
        "/api/center/invoice/accounting/export",
        json={**period, "part": 2},
        headers={"Authorization": f"Bearer {token}", "Accept-Language": "zh-CN"},
    ).json()
    assert chinese["rtn_msg"] == "没有第 2 个文件：此期间共有 1 张发票，每个文件 500 张。"
    refused_staff_call = call(client, "/admin/invoice/accounting/export", period, token=token)
    assert refused_staff_call["rtn_code"] != 0

    # The link lives for SIGNED_LINK_MINUTES (10), works without a session,
    # and cannot be bent to another centre's invoices.
    assert [row["*InvoiceNumber"] for row in rows_of(client, link)] == [mine.number]
    with time_machine.travel(now() + timedelta(minutes=10, seconds=1), tick=False):
        expired = client.get(link["url"]).json()
    assert refusal(expired) == (1003, 45704)
    token_part = link["url"].rsplit("/", 1)[1]
    tampered = client.get(f"/api/invoice/accounting/{token_part[:-2]}xx").json()
    assert refusal(tampered) == (1003, 45704)
    assert refusal(client.get("/api/invoice/accounting/not-a-token").json()) == (1003, 45704)


def test_a_long_period_is_split_into_files_of_500(
    client: TestClient, db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Three invoices in files of two: the same rule as 500, with less to build.
    monkeypatch.setattr(rules, "INVOICES_PER_FILE", 2)
    user, centre = make_centre(db)
    made = []
    for _ in range(3):
        made.append(placement_invoice(db, centre))
        # One open offer at a time: the filled one is closed before the next.
        for offer in db.scalars(select(JobOffer).where(JobOffer.centre_id == centre.id)):
            offer.status = JobOfferStatus.filled
        db.flush()
    today = day_of(now())
    period = {"issuedFrom": today, "issuedTo": today}
    token = sign_in(client, user.email)
    summary = data(call(client, "/center/invoice/accounting/summary", period, token=token))
    first = data(call(client, "/center/invoice/accounting/export", period, token=token))
    second = data(
        call(client, "/center/invoice/accounting/export", {**period, "part": 2}, token=token)
    )
    third = call(client, "/center/invoice/accounting/export", {**period, "part": 3}, token=token)
    assert summary == {"count": 3, "perFile": 2, "files": 2}
    assert (first["invoices"], second["invoices"]) == (2, 1)
    assert first["fileName"] == f"invoices-{today}-to-{today}-part-1-xero.csv"
    assert second["fileName"] == f"invoices-{today}-to-{today}-part-2-xero.csv"
    assert [row["*InvoiceNumber"] for row in rows_of(client, first)] == [
        made[0].number,
        made[1].number,
    ]
    assert [row["*InvoiceNumber"] for row in rows_of(client, second)] == [made[2].number]
    assert refusal(third) == (1000, 45703)


def test_finance_exports_the_platforms_sales_coded_by_kind(client: TestClient, db: Session) -> None:
    kowhai_user, kowhai = make_centre(db, name="Kowhai Kids")
    kowhai.company_name = 'Kowhai Kids, "The Nest" Limited'
    kowhai.address = "12 Great North Road"
    kowhai.postal_code = "1021"
    worked = worked_invoice(client, db, (kowhai_user, kowhai))
    rimu_user, _ = make_centre(db, name="Rimu Early")
    _, wellington = make_centre(
        db, name="Wgtn Kids", latitude=WELLINGTON[0], longitude=WELLINGTON[1]
    )
    far = placement_invoice(db, wellington)

    # A cancellation fee: Rimu cancels a day two hours before it starts.
    _, teacher = make_teacher(db)
    start = next_weekday_at(8, 30, days_ahead=3)
    rimu_token = sign_in(client, rimu_user.email)
    booking_id = confirmed_booking(
        client,
        db,
        rimu_token,
        [teacher],
        jobStartTime=start.isoformat(),
        jobEndTime=start.replace(hour=15, minute=0).isoformat(),
    )
    with time_machine.travel(start - timedelta(hours=2), tick=False):
        rimu_token = sign_in(client, rimu_user.email)
        data(
            call(
                client,
                "/center/job/book/cancel",
                {"bookingId": booking_id, "reason": "Ratio covered"},
                token=rimu_token,
            )
        )
    fee = invoice_of(db, booking_id)

    for key, code in (
        ("account_code_hours", "201"),
        ("account_code_cancellation_fees", "202"),
        ("account_code_placement_fees", "203"),
        ("account_code_voucher_discounts", "204"),
    ):
        settings.put(db, key, code)
    period = {"issuedFrom": day_of(now()), "issuedTo": day_of(worked.at)}
    with time_machine.travel(worked.at, tick=False):
        finance = make_staff(db, role="Finance")
        token = sign_in_staff(client, finance.email)
        totals = data(call(client, "/admin/invoice/totals", period, token=token))
        summary = data(call(client, "/admin/invoice/accounting/summary", period, token=token))
        link = data(call(client, "/admin/invoice/accounting/export", period, token=token))
        rows = rows_of(client, link)
    assert totals["count"] == link["invoices"] == 3
    assert summary == {"count": 3, "perFile": 500, "files": 1}
    assert [row["*InvoiceNumber"] for row in rows] == [
        far.number,
        fee.number,
        worked.invoice.number,
        worked.invoice.number,
    ]
    far_row, fee_row, hours, discount = rows
    assert {row["*TaxType"] for row in rows} == {"15% GST on Income"}
    assert [row["*AccountCode"] for row in rows] == ["203", "202", "201", "204"]
    # The contact is the centre: its company's name (quoted in the file), else its name.
    assert hours["*ContactName"] == 'Kowhai Kids, "The Nest" Limited'
    assert (hours["EmailAddress"], hours["POAddressLine1"], hours["POAddressLine2"]) == (
        kowhai.email,
        "12 Great North Road",
        "Henderson",
    )
    assert (hours["POCity"], hours["PORegion"], hours["POPostalCode"], hours["POCountry"]) == (
        "Auckland",
        "Auckland",
        "1021",
        "New Zealand",
    )
    assert fee_row["*ContactName"] == "Rimu Early"
    assert far_row["PORegion"] == "Wellington"
    assert (fee_row["*Description"][:16], fee_row["*UnitAmount"]) == ("Cancellation fee", "57.60")
    assert (discount["*UnitAmount"], discount["*Description"]) == (
        "-100.00",
        "Voucher discount: Welcome voucher",
    )
    assert adds_up([hours, discount], worked.invoice.total)
    assert adds_up([fee_row], fee.total)
    assert adds_up([far_row], far.total)

    # The export is kept in the audit log, once, with what was asked.
    [kept] = db.scalars(
        select(AuditEntry).where(AuditEntry.call == "/admin/invoice/accounting/export")
    ).all()
    assert (kept.actor_user_id, kept.permission, kept.rtn_code) == (
        finance.id,
        "invoice:accounting",
        0,
    )


def test_staff_export_only_their_regions_and_only_with_the_permission(
    client: TestClient, db: Session
) -> None:
    _, auckland = make_centre(db, name="Auckland Kids")
    _, wellington = make_centre(
        db, name="Wgtn Kids", latitude=WELLINGTON[0], longitude=WELLINGTON[1]
    )
    inside = placement_invoice(db, auckland)
    placement_invoice(db, wellington)
    db.flush()
    today = day_of(now())
    period = {"issuedFrom": today, "issuedTo": today}
    admin = sign_in_staff(client, make_staff(db).email)
    role(
        client,
        admin,
        "Auckland money",
        "regions",
        ["Auckland"],
        "invoice:list",
        "invoice:accounting",
    )
    desk = sign_in_staff(client, make_staff(db, role="Auckland money").email)
    summary = data(call(client, "/admin/invoice/accounting/summary", period, token=desk))
    link = data(call(client, "/admin/invoice/accounting/export", period, token=desk))
    assert (summary["count"], link["invoices"]) == (1, 1)
    assert [row["*InvoiceNumber"] for row in rows_of(client, link)] == [inside.number]

    for role_name in ("Operations", "Auditor"):
        token = sign_in_staff(client, make_staff(db, role=role_name).email)
        refused = call(client, "/admin/invoice/accounting/export", period, token=token)
        assert refusal(refused) == (1002, 42601), role_name
    everything = data(call(client, "/admin/invoice/accounting/export", period, token=admin))
    assert everything["invoices"] == 2


def test_a_new_account_code_is_checked_and_audited(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Super administrator").email)
    blank = call(
        client, "/admin/setting/update", {"key": "account_code_hours", "value": "  "}, token=token
    )
    long = call(
        client,
        "/admin/setting/update",
        {"key": "account_code_hours", "value": "12345678901"},
        token=token,
    )
    assert refusal(blank) == (1000, 42450)
    assert blank["rtn_msg"] == "This setting cannot be left blank."
    assert refusal(long) == (1000, 42406)
    changed = data(
        call(
            client,
            "/admin/setting/update",
            {"key": "account_code_hours", "value": "210"},
            token=token,
        )
    )
    assert (changed["value"], changed["group"]) == ("210", "accounting")
    kept = db.scalars(
        select(AuditEntry)
        .where(AuditEntry.call == "/admin/setting/update", AuditEntry.rtn_code == 0)
        .order_by(AuditEntry.id.desc())
    ).first()
    assert kept is not None
    detail = data(call(client, "/admin/audit/detail", {"id": kept.id}, token=token))
    [record] = detail["changes"]
    assert (record["table"], record["id"]) == ("system_settings", "account_code_hours")
    assert {f["field"]: (f["before"], f["after"]) for f in record["fields"]} == {
        "value": ('"200"', '"210"')
    }
    assert settings.current(db).account_code_hours == "210"


def test_the_day_of_an_invoice_is_the_centres(client: TestClient, db: Session) -> None:
    # Issued 23:30 UTC on 1 March is 2 March in Auckland: the file says 02/03.
    user, centre = make_centre(db)
    with time_machine.travel(datetime(2026, 3, 1, 23, 30, tzinfo=ZoneInfo("UTC")), tick=False):
        invoice = placement_invoice(db, centre)
        db.flush()
        token = sign_in(client, user.email)
        period = {"issuedFrom": "2026-03-02", "issuedTo": "2026-03-02"}
        link = data(call(client, "/center/invoice/accounting/export", period, token=token))
        [row] = rows_of(client, link)
    assert (row["*InvoiceNumber"], row["*InvoiceDate"], row["*DueDate"]) == (
        invoice.number,
        "02/03/2026",
        "09/03/2026",
    )
    assert date(2026, 3, 2).isoformat() in link["fileName"]
