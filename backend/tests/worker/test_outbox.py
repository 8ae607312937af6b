"""Notices leave by e-mail through a real SMTP server, at least once."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from datetime import timedelta
from email import message_from_bytes
from typing import Any

import pytest
import time_machine
from aiosmtpd.controller import Controller
from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from relief.config import Settings
from relief.kit.clock import now
from relief.models import OutboxMessage
from relief.notices.service import notify
from relief.worker.runner import send_due_mail
from tests.factories import make_centre


class Inbox:
    def __init__(self) -> None:
        self.messages: list[Any] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802 (aiosmtpd's name)
        self.messages.append(message_from_bytes(envelope.content))
        return "250 OK"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


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


def sessions_for(db: Session) -> sessionmaker[Session]:
    db.commit()
    return sessionmaker(
        bind=db.get_bind(), join_transaction_mode="create_savepoint", expire_on_commit=False
    )


def test_a_notice_is_sent_by_email(
    db: Session, settings: Settings, smtp: tuple[Inbox, int]
) -> None:
    inbox, port = smtp
    user, _ = make_centre(db, email="office@kowhai.test")
    notify(
        db,
        user,
        "booking_confirmed",
        "Booking 7 is confirmed",
        "Every teacher you asked for is booked.",
        bookingId=7,
    )
    sent = send_due_mail(sessions_for(db), settings.model_copy(update={"smtp_port": port}))
    assert sent == 1
    assert len(inbox.messages) == 1
    message = inbox.messages[0]
    assert message["To"] == "office@kowhai.test"
    assert message["Subject"] == "Booking 7 is confirmed"
    assert "Every teacher you asked for is booked." in message.get_payload()
    assert db.scalars(select(OutboxMessage)).one().sent_at is not None
    # Sent once: nothing is due any more.
    assert send_due_mail(sessions_for(db), settings.model_copy(update={"smtp_port": port})) == 0


def test_mail_that_cannot_leave_is_kept_and_retried(
    db: Session, settings: Settings, smtp: tuple[Inbox, int]
) -> None:
    inbox, port = smtp
    user, _ = make_centre(db)
    notify(db, user, "booking_failed", "No teacher was found", "Boost it.")
    closed = settings.model_copy(update={"smtp_port": free_port()})
    assert send_due_mail(sessions_for(db), closed) == 0
    message = db.scalars(select(OutboxMessage)).one()
    db.refresh(message)
    assert message.sent_at is None
    assert message.attempts == 1
    assert message.last_error
    # Not due again at once ...
    assert send_due_mail(sessions_for(db), settings.model_copy(update={"smtp_port": port})) == 0
    # ... but after the back-off, to a server that answers, it leaves.
    with time_machine.travel(now() + timedelta(minutes=1), tick=False):
        assert send_due_mail(sessions_for(db), settings.model_copy(update={"smtp_port": port})) == 1
    assert len(inbox.messages) == 1
