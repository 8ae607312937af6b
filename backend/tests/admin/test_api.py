"""The staff calls of the admin console, over HTTP."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import (
    Approval,
    Booking,
    BookingStatus,
    Notice,
    OutboxMessage,
    TicketStatus,
)
from relief.notices.service import worded
from relief.settings import service as settings
from tests.booking_helpers import draft
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher, sign_in


def staff_token(client: TestClient, db: Session) -> str:
    staff = make_staff(db)
    answer = call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD})
    assert answer["rtn_code"] == 0, answer
    token: str = answer["rtn_data"]["token"]
    return token


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def test_every_staff_call_refuses_a_centre_and_a_missing_token(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    centre_token = sign_in(client, user.email)
    for path in (
        "/admin/overview",
        "/admin/teacher/list",
        "/admin/centre/list",
        "/admin/setting/list",
    ):
        assert call(client, path, {}, token=centre_token)["rtn_code"] == 1002
        assert call(client, path, {})["rtn_code"] == 1001


def test_the_overview_counts_the_platform(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    before = ok(call(client, "/admin/overview", token=token))
    _, centre = make_centre(db)
    make_teacher(db)
    make_teacher(db, approval=Approval.pending)
    at = now()
    db.add(
        Booking(
            centre_id=centre.id,
            booking_type=1,
            status=BookingStatus.processing,
            invite_type=1,
            qualification=1,
            gender=0,
            age_group=3,
            talent_pool=1,
            invite_range_km=20,
            number_of_teachers=1,
            starts_at=at + timedelta(days=2),
            ends_at=at + timedelta(days=2, hours=6),
            hourly_rate=Decimal("32.00"),
        )
    )
    db.flush()
    after = ok(call(client, "/admin/overview", token=token))
    assert after["centres"] == before["centres"] + 1
    assert after["teachers"]["approved"] == before["teachers"]["approved"] + 1
    assert after["teachers"]["pending"] == before["teachers"]["pending"] + 1
    assert after["bookings"]["processing"] == before["bookings"]["processing"] + 1
    assert set(after["unpaidInvoices"]) == {"count", "amount"}
    assert isinstance(after["openTickets"], int)


def test_teachers_are_listed_by_vetting_state_and_keyword(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    _, waiting = make_teacher(db, approval=Approval.pending)
    waiting.first_name, waiting.last_name = "Ngaio", "Pendingham"
    _, other = make_teacher(db)
    other.first_name, other.last_name = "Ngaio", "Approvedson"
    db.flush()
    page = ok(call(client, "/admin/teacher/list", {"approval": 0, "keyword": "ngaio"}, token=token))
    assert [item["teacherId"] for item in page["list"]] == [waiting.id]
    assert page["total"] == 1
    item = page["list"][0]
    assert item["name"] == "Ngaio Pendingham"
    assert item["approval"] == 0
    assert item["enabled"] is True
    everyone = ok(call(client, "/admin/teacher/list", {"keyword": "NGAIO"}, token=token))
    assert everyone["total"] == 2
    # A keyword with LIKE's own characters matches them literally.
    assert ok(call(client, "/admin/teacher/list", {"keyword": "%"}, token=token))["total"] == 0
    refused = call(client, "/admin/teacher/list", {"approval": 5}, token=token)
    assert refused["rtn_code"] == 1000


def test_a_teacher_is_approved_or_rejected_and_told(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    user, teacher = make_teacher(db, approval=Approval.pending)

    refused = call(
        client, "/admin/teacher/approval", {"teacherId": teacher.id, "approval": 2}, token=token
    )
    assert refused["rtn_code"] == 1000
    assert refused["rtn_msg"] == "A reason is required to reject a teacher."
    db.refresh(teacher)
    assert teacher.approval == Approval.pending

    missing = call(
        client, "/admin/teacher/approval", {"teacherId": 999_999, "approval": 1}, token=token
    )
    assert missing["rtn_code"] == 1003

    approved = ok(
        call(
            client, "/admin/teacher/approval", {"teacherId": teacher.id, "approval": 1}, token=token
        )
    )
    assert approved["approval"] == 1
    # The same decision again changes nothing and tells nobody twice.
    ok(
        call(
            client, "/admin/teacher/approval", {"teacherId": teacher.id, "approval": 1}, token=token
        )
    )
    rejected = ok(
        call(
            client,
            "/admin/teacher/approval",
            {"teacherId": teacher.id, "approval": 2, "reason": "Police vetting is missing."},
            token=token,
        )
    )
    assert rejected["approval"] == 2
    notices = list(db.scalars(select(Notice).where(Notice.user_id == user.id).order_by(Notice.id)))
    assert [n.kind for n in notices] == ["profile_approved", "profile_rejected"]
    assert "Police vetting is missing." in worded(notices[1], "en").body
    mails = db.scalars(select(OutboxMessage).where(OutboxMessage.recipient == user.email)).all()
    assert len(mails) == 2


def test_centres_are_listed_with_their_bookings(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    user, centre = make_centre(db, name="Tui Early Learning")
    centre_token = sign_in(client, user.email)
    quote = ok(
        call(
            client, "/center/job/create/process", {"processType": 1, **draft()}, token=centre_token
        )
    )
    ok(
        call(
            client,
            "/center/job/create",
            {**draft(), "processId": quote["quote"]["processId"]},
            token=centre_token,
        )
    )
    page = ok(call(client, "/admin/centre/list", {"keyword": "tui early"}, token=token))
    assert page["total"] == 1
    item = page["list"][0]
    assert item["centreId"] == centre.id
    assert item["userId"] == user.id
    assert item["bookings"] == 1
    assert item["enabled"] is True


def test_an_account_is_switched_off_with_a_notice_and_back_on(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db)
    user, _ = make_centre(db)
    centre_token = sign_in(client, user.email)

    refused = call(
        client, "/admin/user/enabled", {"userId": user.id, "enabled": False}, token=token
    )
    assert refused["rtn_msg"] == "A notice is required to deactivate an account."
    assert ok(call(client, "/user/center/detail", token=centre_token))

    notice = "Your centre's account is paused: please call us."
    off = ok(
        call(
            client,
            "/admin/user/enabled",
            {"userId": user.id, "enabled": False, "notice": notice},
            token=token,
        )
    )
    assert off == {"userId": user.id, "enabled": False}
    answer = call(client, "/user/center/detail", token=centre_token)
    assert answer["rtn_code"] == 30030
    assert answer["rtn_msg"] == notice
    assert (
        call(client, "/user/password/login", {"userName": user.email, "password": PASSWORD})[
            "rtn_code"
        ]
        == 30030
    )

    on = ok(call(client, "/admin/user/enabled", {"userId": user.id, "enabled": True}, token=token))
    assert on == {"userId": user.id, "enabled": True}
    assert ok(call(client, "/user/center/detail", token=centre_token))
    db.refresh(user)
    assert user.deactive_notice is None


def test_staff_accounts_and_unknown_accounts_are_refused(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    other = make_staff(db)
    refused = call(
        client,
        "/admin/user/enabled",
        {"userId": other.id, "enabled": False, "notice": "Bye"},
        token=token,
    )
    assert refused["rtn_code"] == 1002
    assert refused["rtn_msg"] == "Staff accounts are not changed here."
    db.refresh(other)
    assert other.enabled
    missing = call(client, "/admin/user/enabled", {"userId": 999_999, "enabled": True}, token=token)
    assert missing["rtn_code"] == 1003


def test_settings_are_listed_and_changed_within_their_bounds(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db)
    listed = ok(call(client, "/admin/setting/list", token=token))["list"]
    by_key = {item["key"]: item for item in listed}
    limit = by_key["stage_invite_limit"]
    assert limit["kind"] == "integer"
    assert limit["value"] == settings.current(db).stage_invite_limit

    changed = ok(
        call(
            client, "/admin/setting/update", {"key": "stage_invite_limit", "value": 7}, token=token
        )
    )
    assert changed["value"] == 7
    assert settings.current(db).stage_invite_limit == 7

    for key, value in (
        ("stage_invite_limit", "seven"),
        ("stage_invite_limit", 7.5),
        ("stage_invite_limit", True),
    ):
        refused = call(client, "/admin/setting/update", {"key": key, "value": value}, token=token)
        assert refused["rtn_code"] == 1000, refused
    assert settings.current(db).stage_invite_limit == 7

    missing = call(client, "/admin/setting/update", {"key": "no_such", "value": 1}, token=token)
    assert missing["rtn_code"] == 1003
    assert missing["rtn_msg"] == "The setting does not exist."


def test_setting_kinds_travel_as_json(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)

    def update(key: str, value: Any) -> dict[str, Any]:
        return call(client, "/admin/setting/update", {"key": key, "value": value}, token=token)

    listed = {
        item["key"]: item for item in ok(call(client, "/admin/setting/list", token=token))["list"]
    }
    assert listed["default_start_time"]["value"] == "08:30"
    assert listed["boost_incentive"]["value"] == "3.00"
    assert listed["boost_incentive"]["maximum"] == "100"
    assert listed["activity_popup"]["value"] is False

    assert ok(update("default_start_time", "07:45"))["value"] == "07:45"
    assert update("default_start_time", "25:99")["rtn_code"] == 1000
    assert ok(update("boost_incentive", "4.5"))["value"] == "4.50"
    over = update("boost_incentive", "100.01")
    assert over["rtn_msg"] == "The value must be at most 100."
    assert ok(update("activity_popup", True))["value"] is True
    assert update("activity_popup", "yes")["rtn_msg"] == "The value must be true or false."

    assert str(settings.current(db).default_start_time) == "07:45:00"
    assert settings.current(db).boost_incentive == Decimal("4.50")
    assert settings.current(db).activity_popup is True


def test_refusals_are_worded_in_chinese_on_request(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    response = client.post(
        "/api/admin/setting/update",
        json={"key": "stage_invite_limit", "value": "x"},
        headers={"Authorization": f"Bearer {token}", "Accept-Language": "zh-CN"},
    )
    assert response.json()["rtn_msg"] == "该值必须是整数。"


def test_open_tickets_leave_out_resolved_and_closed(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    user, _ = make_centre(db)
    centre_token = sign_in(client, user.email)
    before = ok(call(client, "/admin/overview", token=token))["openTickets"]
    ticket = ok(
        call(
            client,
            "/center/support/ticket/submit",
            {"category": 1, "subject": "Invoice question", "description": "Which week is this?"},
            token=centre_token,
        )
    )
    assert ok(call(client, "/admin/overview", token=token))["openTickets"] == before + 1
    ok(
        call(
            client,
            "/admin/support/ticket/status",
            {"ticketNo": ticket["ticketNo"], "status": TicketStatus.resolved},
            token=token,
        )
    )
    assert ok(call(client, "/admin/overview", token=token))["openTickets"] == before
