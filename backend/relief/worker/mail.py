"""Building e-mails and sending them through SMTP.

Header values are made safe here, whatever was stored: a subject is one line
without control characters, a recipient is exactly one address, so a line
break in a job-offer title or a centre name can neither break the message nor
add a header. Every message carries a Date and a Message-ID that stays the
same when it is sent again, so a copy sent twice is recognisable as one.
"""

from __future__ import annotations

import re
import smtplib
import unicodedata
from datetime import datetime
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime, parseaddr

from relief.config import Settings

SMTP_TIMEOUT_SECONDS = 10
# Control characters, line and paragraph separators, lone surrogates.
_UNSAFE = frozenset(("Cc", "Cs", "Zl", "Zp"))
_DOMAIN = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$")


class MailServerAway(Exception):
    """The mail server could not be reached, refused the session, or dropped
    the connection: no fault of the message being sent."""


def header_text(value: str) -> str:
    """`value` as one line fit for a header: every control character, line
    break and run of spaces becomes one space; lone surrogates become U+FFFD."""
    cleaned = "".join(
        ("\ufffd" if char_kind == "Cs" else " ") if char_kind in _UNSAFE else char
        for char, char_kind in ((c, unicodedata.category(c)) for c in value)
    )
    return " ".join(cleaned.split())


def recipient_address(value: str) -> Address:
    """The one address `value` holds; ValueError when it holds none or more."""
    text = "".join(c for c in value if unicodedata.category(c) not in _UNSAFE).strip()
    try:
        address = Address(addr_spec=text)
    except Exception as error:  # the parser raises several kinds for a bad address
        raise ValueError(f"the recipient is not one e-mail address: {error}") from error
    if not address.username or not address.domain:
        raise ValueError("the recipient is not one e-mail address")
    return address


def sender_domain(mail_from: str) -> str:
    """The domain of the sender's address, for Message-IDs."""
    _, at_sign, domain = parseaddr(mail_from)[1].rpartition("@")
    return domain if at_sign and _DOMAIN.match(domain) else "relief.invalid"


def message_id(outbox_id: int, created_at: datetime, domain: str) -> str:
    """The same for every attempt at one outbox message, unique across them."""
    return f"<outbox.{outbox_id}.{created_at:%Y%m%d%H%M%S}@{domain}>"


def compose(
    settings: Settings,
    *,
    recipient: str,
    subject: str,
    body: str,
    outbox_id: int,
    created_at: datetime,
    at: datetime,
) -> EmailMessage:
    """The e-mail for one outbox message; ValueError when it cannot be built."""
    message = EmailMessage()
    message["From"] = header_text(settings.mail_from)
    message["To"] = recipient_address(recipient)
    message["Subject"] = header_text(subject)
    message["Date"] = format_datetime(at)
    message["Message-ID"] = message_id(outbox_id, created_at, sender_domain(settings.mail_from))
    message.set_content(body)
    return message


def deliver(settings: Settings, message: EmailMessage) -> None:
    """Send one e-mail to its recipient. `MailServerAway` when the server is
    the problem; the server's refusal of this message (a recipient it does not
    know, content it rejects) is raised as smtplib raises it."""
    try:
        smtp = smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=SMTP_TIMEOUT_SECONDS)
    except (OSError, smtplib.SMTPException) as error:
        raise MailServerAway(f"{type(error).__name__}: {error}") from error
    with smtp:
        try:
            if settings.smtp_starttls:
                smtp.starttls()
            if settings.smtp_user and settings.smtp_password:
                smtp.login(settings.smtp_user, settings.smtp_password)
        except (OSError, smtplib.SMTPException) as error:
            raise MailServerAway(f"{type(error).__name__}: {error}") from error
        try:
            recipients = [address.addr_spec for address in message["To"].addresses]
            smtp.send_message(message, to_addrs=recipients)
        except (smtplib.SMTPServerDisconnected, ConnectionError, TimeoutError) as error:
            raise MailServerAway(f"{type(error).__name__}: {error}") from error
