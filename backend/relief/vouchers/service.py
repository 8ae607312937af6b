"""Vouchers: money off a booking's invoice."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import Centre, Voucher
from relief.settings import service as settings

SIGNUP = 1
BOOKING = 2
ACTIVE = 0


def issue_signup(db: Session, centre: Centre, at: datetime) -> Voucher:
    """The voucher every new centre gets."""
    values = settings.get_many(db, "voucher_value", "voucher_validity_days")
    voucher = Voucher(
        centre_id=centre.id,
        voucher_type=SIGNUP,
        name="Welcome voucher",
        par_value=values["voucher_value"],
        use_type=0,
        status=ACTIVE,
        issued_at=at,
        expires_at=at + timedelta(days=int(values["voucher_validity_days"])),
    )
    db.add(voucher)
    db.flush()
    return voucher


def unused_signup_voucher(db: Session, centre_id: int, at: datetime) -> Voucher | None:
    return db.scalars(
        select(Voucher).where(
            Voucher.centre_id == centre_id,
            Voucher.voucher_type == SIGNUP,
            Voucher.status == ACTIVE,
            Voucher.expires_at > at,
        )
    ).first()
