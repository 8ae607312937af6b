"""Sending and checking one-time codes, and the tickets that prove a check."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from relief.auth import service as auth
from relief.codes import repository, rules, sms
from relief.codes.errors import (
    CodeWrong,
    EmailAlreadyRegistered,
    EmailInvalid,
    MobileAlreadyRegistered,
    MobileInvalid,
    TooManyCodes,
    VerificationExpired,
    WaitBeforeNextCode,
)
from relief.codes.schemas import SendIn, SentOut, VerifyIn
from relief.config import Settings
from relief.errors import CaptchaRequired, CaptchaWrong
from relief.kit import tickets
from relief.kit.language import language_of
from relief.models import OutboxMessage, VerificationCode


def normalise(channel: str, target: str) -> str:
    if channel == "sms":
        phone = rules.nz_mobile(target)
        if phone is None:
            raise MobileInvalid()
        return phone
    address = rules.email(target)
    if address is None:
        raise EmailInvalid()
    return address


def ticket_target(settings: Settings, ticket: str, purpose: str, channel: str, at: datetime) -> str:
    """The phone or e-mail a sign-up ticket proves, or a refusal."""
    target = tickets.target(settings.secret_key, ticket, purpose, channel, at)
    if target is None:
        raise VerificationExpired()
    return target


def _check_human(db: Session, settings: Settings, payload: SendIn, at: datetime) -> None:
    if payload.ticket:
        # The sign-up e-mail step: the phone was verified a moment ago.
        ticket_target(settings, payload.ticket, "signup", "sms", at)
        return
    if not payload.captcha or not payload.uuid:
        raise CaptchaRequired(data={"captchaRequired": True})
    if not auth.captcha_answered(db, payload.uuid, payload.captcha, at):
        raise CaptchaWrong(data={"captchaRequired": True}, keep_changes=True)


def _check_rate(
    db: Session, channel: str, target: str, purpose: str, address: str, at: datetime
) -> None:
    last = repository.last_sent_at(db, channel, target, purpose)
    if last is not None and at - last < rules.RESEND_AFTER:
        wait = int((rules.RESEND_AFTER - (at - last)).total_seconds()) + 1
        raise WaitBeforeNextCode(seconds=wait)
    hour = at - timedelta(hours=1)
    if (
        repository.sent_to_target_since(db, target, hour) >= rules.SENDS_PER_TARGET_PER_HOUR
        or repository.sent_from_address_since(db, address, hour) >= rules.SENDS_PER_ADDRESS_PER_HOUR
    ):
        raise TooManyCodes()


def send(db: Session, settings: Settings, payload: SendIn, address: str, at: datetime) -> SentOut:
    target = normalise(payload.channel, payload.target)
    _check_human(db, settings, payload, at)
    account = auth.account_for(db, payload.channel, target)
    if payload.purpose == "signup" and account is not None:
        raise MobileAlreadyRegistered() if payload.channel == "sms" else EmailAlreadyRegistered()
    _check_rate(db, payload.channel, target, payload.purpose, address, at)
    code = rules.new_code()
    db.add(
        VerificationCode(
            channel=payload.channel,
            target=target,
            purpose=payload.purpose,
            code_hash=rules.digest(code),
            client_address=address,
            created_at=at,
            expires_at=at + rules.LIFETIME,
        )
    )
    # A reset for an address nobody uses is answered like any other, and
    # nothing is sent: the answer never tells who has an account.
    if payload.purpose == "signup" or account is not None:
        language = language_of(account.language) if account is not None else None
        subject, text, body = rules.code_message(code, language)
        if payload.channel == "sms":
            sms.sender(settings).send(target, text)
        else:
            db.add(
                OutboxMessage(
                    notice_id=None,
                    channel="email",
                    recipient=target,
                    subject=subject,
                    body=body,
                    next_attempt_at=at,
                )
            )
    db.flush()
    return SentOut(
        target=target,
        resendAfterSeconds=int(rules.RESEND_AFTER.total_seconds()),
        expiresInSeconds=int(rules.LIFETIME.total_seconds()),
    )


def verify(db: Session, settings: Settings, payload: VerifyIn, at: datetime) -> str:
    """Check a code (once: a used code is dead); answer a ticket proving the
    phone or e-mail for 30 minutes. A reset ticket also carries the account's
    stamp, which makes it single use."""
    target = normalise(payload.channel, payload.target)
    code = repository.latest_locked(db, payload.channel, target, payload.purpose)
    if (
        code is None
        or code.used_at is not None
        or code.expires_at <= at
        or code.wrong_tries >= rules.WRONG_TRIES
    ):
        raise CodeWrong()
    if not rules.is_code(code.code_hash, payload.code):
        code.wrong_tries += 1
        db.flush()
        raise CodeWrong(keep_changes=True)
    code.used_at = at
    db.flush()
    text = f"{payload.purpose}|{payload.channel}|{target}"
    if payload.purpose == "reset":
        account = auth.account_for(db, payload.channel, target)
        text += "|" + auth.account_stamp(settings, account)
    return tickets.issue(text, at + rules.TICKET_LIFETIME, settings.secret_key)
