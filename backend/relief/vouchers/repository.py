"""All SQL of vouchers. Every voucher a centre reaches starts from
`readable(centre_id)` (its own vouchers only)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import ColumnElement, Select, and_, func, or_, select
from sqlalchemy.orm import Session

from relief.locks import for_update
from relief.models import Centre, Invoice, User, Voucher


def readable(centre_id: int) -> Select[Voucher]:
    return select(Voucher).where(Voucher.centre_id == centre_id)


def own(db: Session, centre_id: int, voucher_id: int, *, lock: bool = False) -> Voucher | None:
    """One of the centre's vouchers (locked when `lock`), or None."""
    query = readable(centre_id).where(Voucher.id == voucher_id)
    return db.scalar(for_update(query) if lock else query)


def centre_account(db: Session, centre_id: int) -> tuple[Centre, User]:
    """The centre and its account, which hears of the vouchers it earns."""
    row = db.execute(
        select(Centre, User).join(User, User.id == Centre.user_id).where(Centre.id == centre_id)
    ).one()
    return row[0], row[1]


def centre_accounts(db: Session, centre_ids: Sequence[int]) -> dict[int, tuple[Centre, User]]:
    """Each centre and its account, by the centre's id (one query)."""
    rows = db.execute(
        select(Centre, User)
        .join(User, User.id == Centre.user_id)
        .where(Centre.id.in_(sorted(set(centre_ids))))
    ).all()
    return {row[0].id: (row[0], row[1]) for row in rows}


def find(db: Session, voucher_id: int) -> Voucher | None:
    return db.get(Voucher, voucher_id)


def locked(db: Session, voucher_id: int) -> Voucher | None:
    return db.scalar(for_update(select(Voucher).where(Voucher.id == voucher_id)))


def first_of_type(
    db: Session, centre_id: int, voucher_type: int, status: int, at: datetime
) -> Voucher | None:
    """One of the centre's vouchers of this type in this status, not past expiry."""
    return db.scalars(
        readable(centre_id).where(
            Voucher.voucher_type == voucher_type, Voucher.status == status, Voucher.expires_at > at
        )
    ).first()


def earned_for(db: Session, booking_id: int) -> Voucher | None:
    """The booking voucher earned for a booking (as the centre created it)."""
    return db.scalar(select(Voucher).where(Voucher.earned_for_booking_id == booking_id))


def booked_for(db: Session, booking_id: int, status: int) -> Voucher | None:
    """The voucher attached to a booking in this status, locked."""
    return db.scalar(
        for_update(
            select(Voucher).where(Voucher.booking_id == booking_id, Voucher.status == status)
        )
    )


def booking_invoiced(db: Session, booking_id: int) -> bool:
    return (
        db.scalar(select(Invoice.id).where(Invoice.booking_id == booking_id).limit(1)) is not None
    )


@dataclass(frozen=True)
class StatusFilter:
    """Vouchers stored in `stored` (not past expiry when `live_only`), and
    those stored in `or_past_expiry` once past their expiry."""

    stored: tuple[int, ...]
    live_only: bool = False
    or_past_expiry: tuple[int, ...] = ()


def page(
    db: Session,
    centre_id: int,
    status: StatusFilter | None,
    at: datetime,
    offset: int,
    limit: int,
) -> tuple[list[Voucher], int]:
    """A page of the centre's vouchers, newest first, and the total."""
    query = readable(centre_id)
    if status is not None:
        live = Voucher.expires_at > at
        kept: ColumnElement[bool] = Voucher.status.in_(status.stored)
        if status.live_only:
            kept = and_(kept, live)
        if status.or_past_expiry:
            kept = or_(kept, and_(Voucher.status.in_(status.or_past_expiry), ~live))
        query = query.where(kept)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.scalars(
        query.order_by(Voucher.issued_at.desc(), Voucher.id.desc()).offset(offset).limit(limit)
    )
    return list(rows), int(total)


def usable(db: Session, centre_id: int, status: int, at: datetime) -> list[Voucher]:
    """The centre's vouchers in this status and not past expiry, soonest expiry first."""
    return list(
        db.scalars(
            readable(centre_id)
            .where(Voucher.status == status, Voucher.expires_at > at)
            .order_by(Voucher.expires_at, Voucher.id)
        )
    )
