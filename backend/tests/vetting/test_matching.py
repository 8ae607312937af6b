"""A teacher who signed up is never invited while awaiting approval (or after
a rejection); once staff approve, the next booking nearby invites them."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.models import Invite
from tests.accounts.test_teacher_signup import email_ticket, phone_ticket, teacher_details
from tests.booking_helpers import create_booking, next_weekday_at
from tests.factories import call, make_centre, make_teacher, sign_in
from tests.teachers.test_api_support import ok, open_invites
from tests.vetting.test_api import staff_token


@pytest.fixture
def sms_settings(settings: Settings, tmp_path: Any, client: TestClient) -> Settings:
    from relief.config import get_settings

    local = settings.model_copy(update={"sms_log": tmp_path / "sms.log"})
    client.app.state.api.dependency_overrides[get_settings] = lambda: local  # type: ignore[attr-defined]
    return local


def invited_ids(db: Session, booking_id: int) -> set[int]:
    return set(db.scalars(select(Invite.teacher_id).where(Invite.booking_id == booking_id)))


def test_a_new_teacher_is_invited_only_once_approved(
    client: TestClient, db: Session, sms_settings: Settings
) -> None:
    centre_user, _ = make_centre(db)
    centre = sign_in(client, centre_user.email)
    _, neighbour = make_teacher(db)  # approved, at the centre
    phone = phone_ticket(client, db, sms_settings)
    signed_up = ok(
        call(
            client,
            "/teacher/signup",
            {
                **teacher_details(),
                "phoneTicket": phone,
                "emailTicket": email_ticket(client, db, phone),
            },
        )
    )
    teacher_id, token = signed_up["teacher"]["id"], signed_up["token"]

    first = create_booking(client, centre)
    assert invited_ids(db, first) == {neighbour.id}
    assert open_invites(client, token) == []

    admin = staff_token(client, db)
    ok(
        call(
            client,
            "/admin/teacher/approval",
            {"teacherId": teacher_id, "approval": 2, "reason": "Police vetting is missing."},
            token=admin,
        )
    )
    rejected = create_booking(
        client,
        centre,
        jobStartTime=next_weekday_at(8, 30, days_ahead=3).isoformat(),
        jobEndTime=next_weekday_at(15, 0, days_ahead=3).isoformat(),
    )
    assert teacher_id not in invited_ids(db, rejected)

    ok(
        call(
            client, "/admin/teacher/approval", {"teacherId": teacher_id, "approval": 1}, token=admin
        )
    )
    later = create_booking(
        client,
        centre,
        jobStartTime=next_weekday_at(8, 30, days_ahead=4).isoformat(),
        jobEndTime=next_weekday_at(15, 0, days_ahead=4).isoformat(),
    )
    assert teacher_id in invited_ids(db, later)
    invite = next(i for i in open_invites(client, token) if i["bookingId"] == later)
    answered = ok(
        call(
            client,
            "/teacher/invite/answer",
            {"inviteId": invite["inviteId"], "interested": True},
            token=token,
        )
    )
    assert answered["status"] == 1
