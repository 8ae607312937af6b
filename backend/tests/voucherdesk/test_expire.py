"""Staff expire an active voucher early, with a reason the centre is told; a
voucher on a booking or an invoice is refused."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import AuditEntry, Notice, OutboxMessage, Voucher
from relief.vouchers import service as vouchers
from tests.authority.test_data_scope import WELLINGTON, role
from tests.booking_helpers import next_weekday_at
from tests.factories import call, make_centre, make_teacher, sign_in
from tests.invoices.helpers import confirm_sheet, confirmed_booking, records_of, travel
from tests.voucherdesk.helpers import data, issue, refusal, staff_token
from tests.vouchers.test_vouchers import create_with_voucher

REASON = "Issued to the wrong centre."


def expire(client: TestClient, token: str, voucher_id: int, reason: str = REASON) -> Any:
    body = {"voucherId": voucher_id, "reason": reason}
    return call(client, "/admin/voucher/expire", body, token=token)


def one_issued(client: TestClient, token: str, centre_id: int, **body: Any) -> int:
    [voucher_id] = data(issue(client, token, centreIds=[centre_id], **body))["voucherIds"]
    return int(voucher_id)


def test_an_expired_voucher_leaves_the_centres_choice_at_once_and_the_centre_is_told(
    client: TestClient, db: Session
) -> None:
    user, centre = make_centre(db)
    token = staff_token(client, db)
    voucher_id = one_issued(client, token, centre.id)
    centre_token = sign_in(client, user.email)
    usable = {"qualification": 1}
    before = data(call(client, "/center/voucher/usable", usable, token=centre_token))["list"]
    assert [item["id"] for item in before] == [voucher_id]

    answer = data(expire(client, token, voucher_id, f"  {REASON}  "))
    assert answer["status"] == 5
    assert answer["expiryReason"] == REASON
    assert answer["expiredBy"] is not None
    assert answer["expiredEarlyAt"] is not None
    voucher = db.get(Voucher, voucher_id)
    assert voucher is not None
    db.refresh(voucher)
    assert (voucher.status, voucher.expiry_reason) == (vouchers.EXPIRED, REASON)
    assert voucher.expired_by is not None

    after = data(call(client, "/center/voucher/usable", usable, token=centre_token))["list"]
    assert after == []
    [listed] = data(call(client, "/center/voucher/list", {}, token=centre_token))["list"]
    assert (listed["status"], listed["expiryReason"]) == (5, REASON)
    refused = create_with_voucher(client, centre_token, voucher_id)
    assert (refused["rtn_code"], refused["rtn_msg"]) == (1004, "This voucher has expired.")

    notice = db.scalar(
        select(Notice).where(Notice.user_id == user.id, Notice.kind == "voucher_expired_early")
    )
    assert notice is not None
    assert json.loads(notice.data)["reason"] == REASON
    mail = db.scalar(select(OutboxMessage).where(OutboxMessage.notice_id == notice.id))
    assert mail is not None
    assert REASON in mail.body

    # The audit log keeps the change, before and after.
    entry = db.scalar(select(AuditEntry).where(AuditEntry.call == "/admin/voucher/expire"))
    assert entry is not None
    assert (entry.rtn_code, entry.permission) == (0, "voucher:expire")
    [changed] = [c for c in json.loads(entry.changes) if c["table"] == "vouchers"]
    assert changed["action"] == "changed"
    assert changed["fields"]["status"] == [0, 5]
    assert changed["fields"]["expiry_reason"] == [None, REASON]

    # Once expired it cannot be expired again; its expiry task later does nothing.
    assert refusal(expire(client, token, voucher_id)) == (1004, 45315, "voucherId")
    travel(db, voucher.expires_at + timedelta(seconds=1))
    db.refresh(voucher)
    assert voucher.status == vouchers.EXPIRED


def test_a_voucher_on_a_booking_or_an_invoice_is_not_expired_early(
    client: TestClient, db: Session
) -> None:
    user, centre = make_centre(db)
    _, teacher = make_teacher(db)
    token = staff_token(client, db)
    voucher_id = one_issued(client, token, centre.id, value="40.00")
    centre_token = sign_in(client, user.email)
    start = next_weekday_at(8, 30, days_ahead=3)
    booking_id = confirmed_booking(
        client,
        db,
        centre_token,
        [teacher],
        jobStartTime=start.isoformat(),
        jobEndTime=start.replace(hour=15, minute=0).isoformat(),
        voucherId=voucher_id,
    )
    attached = expire(client, token, voucher_id)
    assert refusal(attached) == (1004, 45313, "voucherId")
    assert attached["rtn_msg"].startswith(f"This voucher is attached to booking {booking_id}")
    listed = data(call(client, "/admin/voucher/list", {"statuses": [1]}, token=token))
    [row] = listed["list"]
    assert (row["voucherId"], row["status"], row["bookingId"]) == (voucher_id, 1, booking_id)

    # Worked and invoiced: the staff-issued voucher comes off the invoice like any other.
    [record] = records_of(db, booking_id)
    travel(db, record.ends_at + timedelta(seconds=1))
    confirm_sheet(db, record, record.ends_at + timedelta(minutes=5))
    voucher = db.get(Voucher, voucher_id)
    assert voucher is not None
    db.refresh(voucher)
    assert voucher.status == vouchers.USING
    [invoice] = data(call(client, "/center/invoice/list", {}, token=sign_in(client, user.email)))[
        "list"
    ]
    assert invoice["discount"] == "40.00"
    applied = expire(client, token, voucher_id)
    assert refusal(applied) == (1004, 45314, "voucherId")
    [row] = data(call(client, "/admin/voucher/list", {"statuses": [2]}, token=token))["list"]
    assert (row["invoiceId"], row["invoiceNumber"]) == (invoice["id"], invoice["number"])
    db.refresh(voucher)
    assert voucher.status == vouchers.USING


def test_expiring_needs_a_reason_a_voucher_in_scope_and_the_permission(
    client: TestClient, db: Session
) -> None:
    _, auckland = make_centre(db)
    _, wellington = make_centre(db, latitude=WELLINGTON[0], longitude=WELLINGTON[1])
    user, _ = make_centre(db)
    token = staff_token(client, db)
    north = one_issued(client, token, auckland.id)
    south = one_issued(client, token, wellington.id)
    assert refusal(expire(client, token, north, "   ")) == (1000, 45316, "reason")
    assert refusal(expire(client, token, north, "x" * 501)) == (1000, 45317, "reason")
    assert refusal(call(client, "/admin/voucher/expire", {"voucherId": north}, token=token)) == (
        1000,
        1011,
        "reason",
    )
    assert refusal(expire(client, token, 2_000_000_000)) == (1003, 45312, "voucherId")
    for name in ("Auditor", "Operations", "Content"):
        assert expire(client, staff_token(client, db, name), north)["rtn_code"] == 1002
    assert expire(client, sign_in(client, user.email), north)["rtn_code"] != 0

    admin = staff_token(client, db, "Super administrator")
    role(client, admin, "Wellington vouchers", "regions", ["Wellington"], "voucher:expire")
    regional = staff_token(client, db, "Wellington vouchers")
    assert refusal(expire(client, regional, north)) == (1003, 45312, "voucherId")
    assert data(expire(client, regional, south))["status"] == 5
    statuses = {
        voucher.id: voucher.status
        for voucher in db.scalars(select(Voucher).where(Voucher.id.in_([north, south])))
    }
    assert statuses == {north: vouchers.ACTIVE, south: vouchers.EXPIRED}
