"""E-mails are well formed whatever was stored: rules without a mail server."""

from __future__ import annotations

import unicodedata
from datetime import UTC, datetime
from email import message_from_bytes, policy
from email.utils import parsedate_to_datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from relief.config import Settings
from relief.worker import mail, rules

AT = datetime(2026, 11, 24, 9, 30, tzinfo=UTC)
CREATED = datetime(2026, 11, 24, 9, 29, 58, tzinfo=UTC)
UNSAFE = {"Cc", "Cs", "Zl", "Zp"}


def build(settings: Settings, subject: str, recipient: str = "office@kowhai.test") -> bytes:
    return mail.compose(
        settings,
        recipient=recipient,
        subject=subject,
        body="Every teacher you asked for is booked.",
        outbox_id=42,
        created_at=CREATED,
        at=AT,
    ).as_bytes()


def test_a_line_break_in_a_subject_becomes_a_space() -> None:
    assert mail.header_text("New applicant for\r\nHead teacher") == "New applicant for Head teacher"
    assert mail.header_text("Kowhai\nBcc: evil@example.test") == "Kowhai Bcc: evil@example.test"
    assert mail.header_text("\tTabs\x00and\x7fNUL\u2028and separators\u0085 ") == (
        "Tabs and NUL and separators"
    )
    assert mail.header_text("Kōwhai 幼儿园") == "Kōwhai 幼儿园"


@given(st.text())
def test_a_header_never_carries_a_control_character(stored: str) -> None:
    text = mail.header_text(stored)
    assert not any(unicodedata.category(c) in UNSAFE for c in text)
    assert text == text.strip()
    assert "  " not in text


@given(st.text(max_size=255))
def test_any_stored_subject_makes_a_message_that_reads_back_as_one_line(
    settings: Settings, stored: str
) -> None:
    raw = build(settings, stored)
    parsed = message_from_bytes(raw, policy=policy.default)
    subject = str(parsed["Subject"])
    assert not any(unicodedata.category(c) in UNSAFE for c in subject)
    # The same text (a space between two encoded words of a long non-ASCII
    # subject may be lost in folding, as RFC 2047 decoders drop it).
    assert subject.replace(" ", "") == mail.header_text(stored).replace(" ", "")
    assert list(parsed.keys()) == [
        "From",
        "To",
        "Subject",
        "Date",
        "Message-ID",
        "Content-Type",
        "Content-Transfer-Encoding",
        "MIME-Version",
    ]


def test_every_message_has_a_date_and_a_message_id_that_stays_the_same(
    settings: Settings,
) -> None:
    first = message_from_bytes(build(settings, "Booking 7 is confirmed"), policy=policy.default)
    again = message_from_bytes(build(settings, "Booking 7 is confirmed"), policy=policy.default)
    assert parsedate_to_datetime(str(first["Date"])) == AT
    assert first["Message-ID"] == "<outbox.42.20261124092958@relief.example>"
    assert again["Message-ID"] == first["Message-ID"]


@pytest.mark.parametrize(
    "stored",
    [
        "office@kowhai.test\r\nBcc: evil@example.test",
        "office@kowhai.test, evil@example.test",
        "Kowhai <office@kowhai.test>",
        "not an address",
        "",
    ],
)
def test_a_recipient_is_exactly_one_address_or_the_message_is_not_built(
    settings: Settings, stored: str
) -> None:
    with pytest.raises(ValueError, match="not one e-mail address"):
        build(settings, "Hello", recipient=stored)


def test_control_characters_around_a_recipient_are_dropped(settings: Settings) -> None:
    parsed = message_from_bytes(
        build(settings, "Hello", recipient="\r\noffice@kowhai.test\x00"), policy=policy.default
    )
    assert parsed["To"] == "office@kowhai.test"


def test_the_sender_domain_names_the_message_ids() -> None:
    assert mail.sender_domain("Relief <no-reply@relief.example>") == "relief.example"
    assert mail.sender_domain("no-reply@mail.relief.nz") == "mail.relief.nz"
    assert mail.sender_domain("Relief") == "relief.invalid"
    assert mail.sender_domain("x@[127.0.0.1]") == "relief.invalid"


def test_backoff_grows_to_ten_minutes_and_items_park_at_the_cap() -> None:
    assert [rules.backoff(n).total_seconds() for n in (1, 2, 3, 9, 10, 60)] == [
        2,
        4,
        8,
        512,
        600,
        600,
    ]
    assert not rules.parks(9, 10)
    assert rules.parks(10, 10)
    assert rules.parks(1, 1)


def test_the_worker_waits_longer_after_each_failure_up_to_ten_seconds() -> None:
    assert [rules.pause_seconds(n) for n in (0, 1, 2, 3, 5, 6, 100)] == [
        0.0,
        0.5,
        1.0,
        2.0,
        8.0,
        10.0,
        10.0,
    ]
    assert [rules.restart_seconds(n) for n in (1, 2, 3, 6, 50)] == [1.0, 2.0, 4.0, 30.0, 30.0]
