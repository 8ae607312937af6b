"""The invoice PDF names the platform in full: its legal name, address, GST
number and the bank account to pay into with the invoice's number as the
payment reference; a voucher discount appears, with the voucher's name, only
when a voucher took something off."""

from __future__ import annotations

import io
import re
from datetime import timedelta
from typing import Any

import time_machine
from fastapi.testclient import TestClient
from pypdf import PdfReader
from sqlalchemy.orm import Session

from relief.invoices import service as invoices
from relief.kit.clock import now
from relief.models import Invoice
from relief.settings import service as settings
from tests.factories import call, make_centre, sign_in
from tests.invoices.helpers import placement_invoice
from tests.invoices.test_accounting import worked_invoice


def pdf_text(data: bytes) -> str:
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)
    # A long line may wrap: read the words as one run.
    return re.sub(r"\s+", " ", text)


def pdf_of(client: TestClient, token: str, invoice: Invoice) -> str:
    link = call(client, "/center/invoice/down", {"invoiceId": invoice.id}, token=token)
    assert link["rtn_code"] == 0, link
    response = client.get(link["rtn_data"]["url"])
    assert response.headers["content-type"] == "application/pdf"
    return pdf_text(response.content)


def test_the_pdf_names_the_platform_and_how_to_pay_it(client: TestClient, db: Session) -> None:
    owner = make_centre(db)
    worked = worked_invoice(client, db, owner)
    with time_machine.travel(worked.at, tick=False):
        token = sign_in(client, worked.user.email)
        text = pdf_of(client, token, worked.invoice)
    number = worked.invoice.number
    for expected in (
        "Relief Teachers Limited (demo)",
        "1 Example Street, Auckland 1010, New Zealand (demo)",
        "GST number: 123-456-789",
        "Bank account: 12-3456-7890123-00 (Relief Teachers Limited (demo))",
        f"Payment reference: {number}",
        f"to 12-3456-7890123-00, reference {number}.",
        "Please pay $105.80 by",
        "Voucher discount (Welcome voucher)",
        "-$100.00",
    ):
        assert expected in text, expected

    # The platform's own, once staff set them, are what the next PDF prints.
    for key, value in (
        ("platform_legal_name", "Kaiako Relief Limited"),
        ("platform_address", "5 Queen Street, Auckland 1010"),
        ("platform_gst_number", "98-765-432"),
        ("platform_bank_account", "06-0101-0123456-00"),
    ):
        settings.put(db, key, value)
    with time_machine.travel(worked.at, tick=False):
        text = pdf_of(client, token, worked.invoice)
    for expected in (
        "Kaiako Relief Limited",
        "5 Queen Street, Auckland 1010",
        "GST number: 98-765-432",
        "Bank account: 06-0101-0123456-00 (Kaiako Relief Limited)",
        f"to 06-0101-0123456-00, reference {number}.",
    ):
        assert expected in text, expected
    assert "(demo)" not in text


def test_no_voucher_line_without_a_voucher_and_thanks_once_paid(
    client: TestClient, db: Session
) -> None:
    user, centre = make_centre(db)
    invoice = placement_invoice(db, centre)
    token = sign_in(client, user.email)
    unpaid = pdf_of(client, token, invoice)
    assert "Voucher" not in unpaid
    assert "Subtotal $500.00" in unpaid
    assert "Please pay $575.00 by" in unpaid
    assert f"Payment reference: {invoice.number}" in unpaid

    invoices.mark_paid(db, invoice, now())
    db.flush()
    paid = pdf_of(client, token, invoice)
    assert "Please pay" not in paid
    assert "Thank you." in paid
    assert f"Payment reference: {invoice.number}" in paid


def test_a_chinese_centres_pdf_words_the_payment_in_chinese(
    client: TestClient, db: Session
) -> None:
    user, centre = make_centre(db)
    token = sign_in(client, user.email)
    assert call(client, "/user/language", {"language": "zh"}, token=token)["rtn_code"] == 0
    worked = worked_invoice(client, db, (user, centre))
    with time_machine.travel(worked.at + timedelta(minutes=1), tick=False):
        token = sign_in(client, user.email)
        text = pdf_of(client, token, worked.invoice)
    number = worked.invoice.number
    expected: list[Any] = [
        # The bold total after a label only the Chinese font draws is drawn
        # in the body font's glyphs, not another font's.
        "总计（新西兰元） $105.80",
        "小计 $192.00",
        "代金券抵扣（Welcome voucher） -$100.00",
        "收款银行账户：12-3456-7890123-00",
        f"付款参考号：{number}",
        f"支付至 12-3456-7890123-00，付款参考号 {number}。",
    ]
    for words in expected:
        assert words in text, words
