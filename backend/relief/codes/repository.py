"""All SQL of one-time codes."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.locks import for_update
from relief.models import VerificationCode


def last_sent_at(db: Session, channel: str, target: str, purpose: str) -> datetime | None:
    """When the last code for this purpose went to this phone or e-mail."""
    return db.scalar(
        select(func.max(VerificationCode.created_at)).where(
            VerificationCode.channel == channel,
            VerificationCode.target == target,
            VerificationCode.purpose == purpose,
        )
    )


def sent_to_target_since(db: Session, target: str, since: datetime) -> int:
    return (
        db.scalar(
            select(func.count()).where(
                VerificationCode.target == target, VerificationCode.created_at >= since
            )
        )
        or 0
    )


def sent_from_address_since(db: Session, address: str, since: datetime) -> int:
    return (
        db.scalar(
            select(func.count()).where(
                VerificationCode.client_address == address, VerificationCode.created_at >= since
            )
        )
        or 0
    )


def latest_locked(db: Session, channel: str, target: str, purpose: str) -> VerificationCode | None:
    """The newest code for this purpose and phone or e-mail, locked for checking."""
    return db.scalars(
        for_update(
            select(VerificationCode)
            .where(
                VerificationCode.channel == channel,
                VerificationCode.target == target,
                VerificationCode.purpose == purpose,
            )
            .order_by(VerificationCode.created_at.desc(), VerificationCode.id.desc())
            .limit(1)
        )
    ).first()
