"""Invoices end to end over HTTP: billing, issuing, the PDF link, paying, tenancy."""

from __future__ import annotations

import io
from datetime import timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import time_machine
from fastapi.testclient import TestClient
from fontTools.ttLib import TTFont
from pypdf import PdfReader
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.invoices import pdf
from relief.invoices import service as invoices
from relief.kit.clock import now
from relief.models import (
    Invoice,
    InvoiceLine,
    Notice,
)
from relief.vouchers import service as vouchers
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


@pytest.fixture
def centre(client: TestClient, db: Session) -> tuple[Any, Any, str]:
    user, centre = make_centre(db)
    centre.company_name = "Kowhai Kids Limited"
    centre.gst_number = "111-222-333"
    centre.address = "12 Great North Road"
    return user, centre, sign_in(client, user.email)


def fresh_token(client: TestClient, user: Any) -> str:
    return sign_in(client, user.email)


def pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def test_a_worked_day_is_invoiced_with_the_voucher_and_downloaded_as_pdf(
    client: TestClient, db: Session, centre: tuple[Any, Any, str]
) -> None:
    user, centre_row, token = centre
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
    db.refresh(voucher)
    assert (voucher.status, voucher.booking_id) == (vouchers.BOOK, booking_id)
    [record] = records_of(db, booking_id)
    travel(db, record.ends_at + timedelta(seconds=1))
    at = record.ends_at + timedelta(minutes=5)
    with time_machine.travel(at, tick=False):
        confirm_sheet(db, record, at)
        token = fresh_token(client, user)
        listed = call(client, "/center/invoice/list", {"pageNo": 1, "pageSize": 20}, token=token)
    [item] = listed["rtn_data"]["list"]
    # 6 paid hours at $32.00 = 192.00; voucher 100 -> 92.00; GST 13.80; total 105.80
    assert item["bookingId"] == booking_id
    assert (item["subtotal"], item["discount"], item["tax"], item["total"]) == (
        "192.00",
        "100.00",
        "13.80",
        "105.80",
    )
    assert item["status"] == 1
    assert item["number"] == f"INV-{at.year}-{item['id']:06d}"
    db.refresh(voucher)
    assert voucher.status == vouchers.USING
    assert db.scalar(select(Notice).where(Notice.kind == "invoice_issued")) is not None

    with time_machine.travel(at, tick=False):
        detail = call(client, "/center/invoice/detail", {"invoiceId": item["id"]}, token=token)
        link = call(client, "/center/invoice/down", {"invoiceId": item["id"]}, token=token)
    lines = detail["rtn_data"]["lines"]
    assert [(line["kind"], line["hours"], line["unitPrice"], line["amount"]) for line in lines] == [
        (1, "6.00", "32.00", "192.00")
    ]
    assert detail["rtn_data"]["voucherName"] == "Welcome voucher"
    url = link["rtn_data"]["url"]

    # The link works without the bearer token, while it lives.
    with time_machine.travel(at + timedelta(hours=23), tick=False):
        response = client.get(url)
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    assert response.content.startswith(b"%PDF")
    text = pdf_text(response.content)
    for expected in (
        item["number"],
        "Relief Teachers Limited",
        "Kowhai Kids Limited",
        "111-222-333",
        "$192.00",
        "-$100.00",
        "$13.80",
        "$105.80",
        "Unpaid",
    ):
        assert expected in text, expected

    # After `invoice_download_validity_hours` (24) the link is refused.
    with time_machine.travel(at + timedelta(hours=24, seconds=1), tick=False):
        expired = client.get(url).json()
    assert expired["rtn_code"] == 1003
    assert "expired" in expired["rtn_msg"]
    tampered = url[:-3] + ("AAA" if not url.endswith("AAA") else "BBB")
    with time_machine.travel(at, tick=False):
        assert client.get(tampered).json()["rtn_code"] == 1003

    # Staff record the payment: the invoice is paid, the voucher used.
    staff = make_staff(db)
    with time_machine.travel(at + timedelta(days=1), tick=False):
        centre_refused = call(client, "/admin/invoice/paid", {"invoiceId": item["id"]}, token=token)
        assert centre_refused["rtn_code"] != 0
        staff_token = call(
            client, "/admin/login", {"userName": staff.email, "password": "Correct-Horse-42"}
        )["rtn_data"]["token"]
        paid = call(client, "/admin/invoice/paid", {"invoiceId": item["id"]}, token=staff_token)
        again = call(client, "/admin/invoice/paid", {"invoiceId": item["id"]}, token=staff_token)
    assert paid["rtn_data"]["status"] == 2
    assert again["rtn_code"] == 1004
    db.refresh(voucher)
    assert voucher.status == vouchers.USED


def test_an_unsettled_week_is_issued_at_its_end_and_goes_overdue(
    client: TestClient, db: Session, centre: tuple[Any, Any, str]
) -> None:
    user, centre_row, token = centre
    _, one = make_teacher(db)
    _, two = make_teacher(db)
    start = next_weekday_at(8, 30, days_ahead=3)
    booking_id = confirmed_booking(
        client,
        db,
        token,
        [one, two],
        jobStartTime=start.isoformat(),
        jobEndTime=start.replace(hour=15, minute=0).isoformat(),
    )
    first, _second = records_of(db, booking_id)
    travel(db, first.ends_at + timedelta(seconds=1))
    at = first.ends_at + timedelta(minutes=1)
    with time_machine.travel(at, tick=False):
        confirm_sheet(db, first, at)
        token = fresh_token(client, user)
        listed = call(client, "/center/invoice/list", {}, token=token)["rtn_data"]
    invoice = invoice_of(db, booking_id)
    if invoice.status == 0:
        # The other sheet is still to confirm: the draft is not shown yet.
        assert listed["total"] == 0
    week_end = invoices.week_ends_at(invoice.week_start, centre_row.time_zone)  # type: ignore[arg-type]
    travel(db, week_end + timedelta(seconds=1))
    invoice = invoice_of(db, booking_id)
    assert invoice.status == 1
    assert invoice.issued_at is not None
    assert invoice.issued_at <= week_end
    assert invoice.due_at == invoice.issued_at + timedelta(days=7)

    travel(db, invoice.due_at + timedelta(seconds=1))
    db.refresh(invoice)
    assert invoice.status == 3  # overdue
    with time_machine.travel(invoice.due_at + timedelta(minutes=1), tick=False):
        token = fresh_token(client, user)
        overdue = call(client, "/center/invoice/list", {"status": 3}, token=token)["rtn_data"]
        unpaid = call(client, "/center/invoice/list", {"status": 1}, token=token)["rtn_data"]
        home = call(client, "/center/home/statics", token=token)["rtn_data"]
    assert [i["id"] for i in overdue["list"]] == [invoice.id]
    assert unpaid["total"] == 0
    assert home["overdueInvoices"] == 1
    assert Decimal(home["amountDue"]) == invoice.total
    assert db.scalar(select(Notice).where(Notice.kind == "invoice_overdue")) is not None


def test_a_cancellation_fee_is_invoiced_and_a_free_cancellation_adds_nothing(
    client: TestClient, db: Session, centre: tuple[Any, Any, str]
) -> None:
    user, centre_row, token = centre
    _, teacher = make_teacher(db)
    start = next_weekday_at(8, 30, days_ahead=3)
    window = {
        "jobStartTime": start.isoformat(),
        "jobEndTime": start.replace(hour=15, minute=0).isoformat(),
    }
    voucher = vouchers.issue_signup(db, centre_row, now())
    free_id = confirmed_booking(client, db, token, [teacher], **window, voucherId=voucher.id)
    done = call(
        client,
        "/center/job/book/cancel",
        {"bookingId": free_id, "reason": "Ratio covered"},
        token=token,
    )
    assert done["rtn_data"]["fee"] == "0.00"
    assert db.scalar(select(Invoice).where(Invoice.booking_id == free_id)) is None
    db.refresh(voucher)
    assert (voucher.status, voucher.booking_id) == (vouchers.ACTIVE, None)  # released

    _, other = make_teacher(db)
    booking_id = confirmed_booking(client, db, token, [other], **window)
    with time_machine.travel(start - timedelta(hours=2), tick=False):
        token = fresh_token(client, user)
        done = call(
            client,
            "/center/job/book/cancel",
            {"bookingId": booking_id, "reason": "Ratio covered"},
            token=token,
        )
        assert done["rtn_data"]["fee"] == "57.60"  # 30% of 192.00
        listed = call(client, "/center/invoice/list", {}, token=token)["rtn_data"]
    # Every day of the booking is cancelled: the week is settled, issued at once.
    [item] = listed["list"]
    assert (item["subtotal"], item["tax"], item["total"]) == ("57.60", "8.64", "66.24")
    lines = db.scalars(select(InvoiceLine).where(InvoiceLine.invoice_id == item["id"])).all()
    assert [(line.kind, line.amount, line.qualification) for line in lines] == [
        (2, Decimal("57.60"), None)
    ]


def test_a_placement_fee_is_its_own_invoice_issued_at_once(
    client: TestClient, db: Session, centre: tuple[Any, Any, str]
) -> None:
    _, centre_row, token = centre
    invoice = placement_invoice(db, centre_row)
    listed = call(client, "/center/invoice/list", {}, token=token)["rtn_data"]
    [item] = listed["list"]
    assert item["id"] == invoice.id
    assert (item["kind"], item["bookingId"], item["weekStart"]) == (2, None, None)
    assert (item["subtotal"], item["tax"], item["total"]) == ("500.00", "75.00", "575.00")


def test_another_centres_invoice_is_refused_and_bad_input_changes_nothing(
    client: TestClient, db: Session, centre: tuple[Any, Any, str]
) -> None:
    _, centre_row, token = centre
    invoice = placement_invoice(db, centre_row)

    intruder, _ = make_centre(db)
    other_token = sign_in(client, intruder.email)
    for path in ("/center/invoice/detail", "/center/invoice/down"):
        answer = call(client, path, {"invoiceId": invoice.id}, token=other_token)
        assert answer["rtn_code"] == 1003
        assert answer["rtn_msg"] == "The invoice does not exist."
    assert call(client, "/center/invoice/list", {}, token=other_token)["rtn_data"]["total"] == 0

    for body in ({"invoiceId": "x"}, {"invoiceId": 0}, {}, {"invoiceId": 10**12}):
        assert call(client, "/center/invoice/detail", body, token=token)["rtn_code"] in (1000, 1003)
    assert call(client, "/center/invoice/list", {"status": 7}, token=token)["rtn_code"] == 1000
    assert call(client, "/center/invoice/list", {"pageSize": 1000}, token=token)["rtn_code"] == 1000
    assert client.get("/api/center/invoice/pdf/not-a-token").json()["rtn_code"] == 1003
    assert call(client, "/center/invoice/list", {}, token=None)["rtn_code"] == 1001


def test_a_chinese_centres_invoice_is_worded_in_chinese(
    client: TestClient, db: Session, centre: tuple[Any, Any, str]
) -> None:
    user, _, token = centre
    assert call(client, "/user/language", {"language": "zh"}, token=token)["rtn_code"] == 0
    _, teacher = make_teacher(db)
    start = next_weekday_at(8, 30, days_ahead=3)
    booking_id = confirmed_booking(
        client,
        db,
        token,
        [teacher],
        jobStartTime=start.isoformat(),
        jobEndTime=start.replace(hour=15, minute=0).isoformat(),
    )
    [record] = records_of(db, booking_id)
    travel(db, record.ends_at + timedelta(seconds=1))
    at = record.ends_at + timedelta(minutes=5)
    with time_machine.travel(at, tick=False):
        confirm_sheet(db, record, at)
        token = fresh_token(client, user)
        [item] = call(client, "/center/invoice/list", {"pageNo": 1, "pageSize": 20}, token=token)[
            "rtn_data"
        ]["list"]
        detail = call(client, "/center/invoice/detail", {"invoiceId": item["id"]}, token=token)
        link = call(client, "/center/invoice/down", {"invoiceId": item["id"]}, token=token)
    work_day = record.starts_at.astimezone(ZoneInfo("Pacific/Auckland")).date()
    described = (
        f"{work_day.year}年{work_day.month}月{work_day.day}日 "
        f"{teacher.first_name} {teacher.last_name}"
    )
    assert [line["description"] for line in detail["rtn_data"]["lines"]] == [described]

    # The PDF's font draws every character of it, and the PDF shows it.
    assert pdf.CHINESE_FONT.exists(), "install Debian's fonts-droid-fallback"
    latin = TTFont(pdf.DEJAVU / "DejaVuSans.ttf").getBestCmap()
    chinese = TTFont(pdf.CHINESE_FONT).getBestCmap()
    assert all(ord(c) in latin or ord(c) in chinese for c in described + "税务发票小计")
    assert all(ord(c) in chinese for c in "年月日税务发票小计")
    with time_machine.travel(at, tick=False):
        response = client.get(link["rtn_data"]["url"])
    text = pdf_text(response.content)
    for expected in (described, "税务发票", "说明", "小计", "未付款", "$192.00"):
        assert expected in text, expected
