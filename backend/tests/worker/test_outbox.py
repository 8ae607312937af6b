"""Notices leave by e-mail through a real SMTP server, at least once; one
e-mail that cannot leave never holds back the others."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any

import pytest
import time_machine
from aiosmtpd.controller import Controller
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.kit.clock import now
from relief.models import Approval, OutboxMessage
from relief.notices.kinds import BookingConfirmed, Written
from relief.notices.service import notify
from relief.settings import service as runtime
from relief.worker.mail import MailServerAway
from relief.worker.runner import send_due_mail
from tests.booking_helpers import worker_sessions
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher
from tests.live import free_port


class Inbox:
    """A mail server that keeps what it accepts and refuses some recipients."""

    def __init__(self) -> None:
        self.messages: list[EmailMessage] = []
        self.envelopes: list[list[str]] = []
        self.refused: set[str] = set()

    async def handle_RCPT(  # noqa: N802 (aiosmtpd's name)
        self, server: Any, session: Any, envelope: Any, address: str, options: Any
    ) -> str:
        if address in self.refused:
            return "550 5.1.1 No such mailbox"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802 (aiosmtpd's name)
        parsed = message_from_bytes(envelope.content, policy=policy.default)
        assert isinstance(parsed, EmailMessage)
        self.messages.append(parsed)
        self.envelopes.append(list(envelope.rcpt_tos))
        return "250 OK"


@pytest.fixture
def smtp() -> Iterator[tuple[Inbox, int]]:
    inbox = Inbox()
    port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield inbox, port
    finally:
        controller.stop()


def test_a_notice_is_sent_by_email(
    db: Session, settings: Settings, smtp: tuple[Inbox, int]
) -> None:
    inbox, port = smtp
    user, _ = make_centre(db, email="office@kowhai.test")
    notify(
        db,
        user,
        Written(title="Booking 7 is confirmed", body="Every teacher you asked for is booked."),
    )
    sent = send_due_mail(worker_sessions(db), settings.model_copy(update={"smtp_port": port}))
    assert sent == 1
    assert len(inbox.messages) == 1
    message = inbox.messages[0]
    stored = db.scalars(select(OutboxMessage)).one()
    assert message["To"] == "office@kowhai.test"
    assert message["Subject"] == "Booking 7 is confirmed"
    assert message["Date"] is not None
    assert message["Message-ID"].startswith(f"<outbox.{stored.id}.")
    assert "Every teacher you asked for is booked." in message.get_content()
    assert stored.sent_at is not None
    # Sent once: nothing is due any more.
    assert send_due_mail(worker_sessions(db), settings.model_copy(update={"smtp_port": port})) == 0


def test_mail_waits_while_the_mail_server_is_away_and_leaves_when_it_is_back(
    db: Session, settings: Settings, smtp: tuple[Inbox, int]
) -> None:
    inbox, port = smtp
    user, _ = make_centre(db)
    notify(db, user, Written(title="No teacher was found", body="Boost it."))
    closed = settings.model_copy(update={"smtp_port": free_port()})
    with pytest.raises(MailServerAway, match="ConnectionRefusedError"):
        send_due_mail(worker_sessions(db), closed)
    message = db.scalars(select(OutboxMessage)).one()
    db.refresh(message)
    # The server's absence is no fault of the message: nothing counted, still due.
    assert message.sent_at is None
    assert message.failed_at is None
    assert message.attempts == 0
    assert message.last_error is not None
    assert "ConnectionRefusedError" in message.last_error
    assert send_due_mail(worker_sessions(db), settings.model_copy(update={"smtp_port": port})) == 1
    assert len(inbox.messages) == 1


def test_a_refused_e_mail_is_parked_after_its_attempts_while_the_others_leave(
    db: Session, settings: Settings, smtp: tuple[Inbox, int]
) -> None:
    inbox, port = smtp
    inbox.refused.add("gone@kowhai.test")
    runtime.put(db, "mail_max_attempts", 3)
    gone, _ = make_centre(db, email="gone@kowhai.test")
    here, _ = make_centre(db, email="here@kowhai.test")
    notify(db, gone, Written(title="No teacher was found", body="Boost it."))
    notify(db, here, BookingConfirmed(bookingId=8))
    server = settings.model_copy(update={"smtp_port": port})

    assert send_due_mail(worker_sessions(db), server) == 1
    assert inbox.envelopes == [["here@kowhai.test"]]
    refused = db.scalars(
        select(OutboxMessage).where(OutboxMessage.recipient == "gone@kowhai.test")
    ).one()
    db.refresh(refused)
    assert (refused.attempts, refused.failed_at) == (1, None)
    assert refused.last_error is not None
    assert refused.last_error.startswith("SMTPRecipientsRefused")

    later = now()
    for attempt in (2, 3):
        later += timedelta(minutes=10)
        with time_machine.travel(later, tick=False):
            notify(db, here, BookingConfirmed(bookingId=attempt))
            assert send_due_mail(worker_sessions(db), server) == 1
        db.refresh(refused)
        assert refused.attempts == attempt
    assert refused.failed_at is not None
    assert refused.sent_at is None
    # Parked: never tried again, however late it gets.
    with time_machine.travel(later + timedelta(days=1), tick=False):
        assert send_due_mail(worker_sessions(db), server) == 0
    db.refresh(refused)
    assert refused.attempts == 3
    assert len(inbox.messages) == 3
    assert all(rcpt == ["here@kowhai.test"] for rcpt in inbox.envelopes)


def test_line_breaks_stored_in_a_subject_or_recipient_never_reach_the_headers(
    db: Session, settings: Settings, smtp: tuple[Inbox, int]
) -> None:
    inbox, port = smtp
    runtime.put(db, "mail_max_attempts", 1)
    office, _ = make_centre(db, name="Kowhai\r\nKids", email="office@kowhai.test")
    notify(
        db,
        office,
        Written(
            title="New applicant for Head teacher\r\nBcc: evil@example.test", body="Aroha applied."
        ),
    )
    injected, _ = make_centre(db, email="other@kowhai.test\r\nBcc: evil@example.test")
    notify(db, injected, Written(title="No teacher was found", body="Boost it."))

    assert send_due_mail(worker_sessions(db), settings.model_copy(update={"smtp_port": port})) == 1
    assert len(inbox.messages) == 1
    message = inbox.messages[0]
    assert message["Subject"] == "New applicant for Head teacher Bcc: evil@example.test"
    assert message["Bcc"] is None
    assert inbox.envelopes == [["office@kowhai.test"]]
    # The recipient that is not one address cannot be sent: it is parked.
    parked = db.scalars(select(OutboxMessage).where(OutboxMessage.recipient.like("other@%"))).one()
    db.refresh(parked)
    assert parked.failed_at is not None
    assert parked.last_error is not None
    assert parked.last_error.startswith("ValueError: the recipient is not one e-mail address")


def test_a_chinese_speaking_teacher_is_sent_the_notice_in_chinese(
    client: TestClient, db: Session, settings: Settings, smtp: tuple[Inbox, int]
) -> None:
    inbox, port = smtp
    teacher_user, teacher = make_teacher(db, approval=Approval.pending, email="mere@kowhai.test")
    answer = call(client, "/teacher/login", {"userName": teacher_user.email, "password": PASSWORD})
    token = answer["rtn_data"]["token"]
    assert call(client, "/user/language", {"language": "zh"}, token=token)["rtn_code"] == 0
    staff = make_staff(db)
    staff_token = call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD})[
        "rtn_data"
    ]["token"]
    approved = call(
        client,
        "/admin/teacher/approval",
        {"teacherId": teacher.id, "approval": 1},
        token=staff_token,
    )
    assert approved["rtn_code"] == 0, approved

    assert send_due_mail(worker_sessions(db), settings.model_copy(update={"smtp_port": port})) == 1
    [message] = inbox.messages
    assert message["To"] == "mere@kowhai.test"
    assert message["Subject"] == "您的资料已通过审核"
    assert "您的代课老师资料已通过审核，现在可以收到工作邀请了。" in message.get_content()
