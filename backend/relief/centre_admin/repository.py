"""The SQL of the console's centre calls."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Select, func, or_, select
from sqlalchemy.orm import Session

from relief.kit import search
from relief.models import Booking, Centre, Invoice, InvoiceStatus, User

# Drafts are the invoice being filled during its week: not shown to staff as issued.
SHOWN_INVOICES = (InvoiceStatus.unpaid, InvoiceStatus.paid, InvoiceStatus.overdue)
OWN_RATE_COLUMNS = (
    Centre.qualified_rate,
    Centre.unqualified_rate,
    Centre.qualified_discount,
    Centre.unqualified_discount,
)
KEYWORD_COLUMNS = (
    Centre.name,
    Centre.licence_number,
    Centre.company_name,
    Centre.gst_number,
    Centre.contact_person,
    Centre.email,
    Centre.phone,
    Centre.city,
    Centre.suburb,
    User.email,
)


def _booking_count() -> Any:
    return (
        select(func.count(Booking.id))
        .where(Booking.centre_id == Centre.id, Booking.deleted_at.is_(None))
        .correlate(Centre)
        .scalar_subquery()
    )


@dataclass(frozen=True)
class Filter:
    """What narrows the centre list; `regions` the reader's data scope (None: every region)."""

    keyword: str | None
    region: str | None
    enabled: bool | None
    own_rates: bool | None
    regions: Collection[str] | None


def centres(db: Session, wanted: Filter, offset: int, limit: int) -> tuple[Sequence[Any], int]:
    """(centre, account, booking count) rows, newest first, and how many in all."""
    query = _narrowed(select(Centre, User, _booking_count()), wanted)
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = db.execute(query.order_by(Centre.id.desc()).offset(offset).limit(limit)).all()
    return rows, total


def centre_ids(db: Session, wanted: Filter, batch: int) -> Iterable[int]:
    """The ids of every centre `centres` finds, in its order, read `batch` at a time."""
    query = _narrowed(select(Centre.id), wanted)
    yield from db.scalars(query.order_by(Centre.id.desc()).execution_options(yield_per=batch))


def centres_by_id(db: Session, ids: Sequence[int]) -> Sequence[Any]:
    """(centre, account, booking count) rows of some centres."""
    query = select(Centre, User, _booking_count()).join(User, User.id == Centre.user_id)
    return db.execute(query.where(Centre.id.in_(list(ids)))).all()


def _narrowed(query: Select[*tuple[Any, ...]], wanted: Filter) -> Select[*tuple[Any, ...]]:
    query = query.join(User, User.id == Centre.user_id)
    if wanted.regions is not None:
        query = query.where(Centre.region.in_(list(wanted.regions)))
    if wanted.region:
        query = query.where(Centre.region == wanted.region)
    if wanted.enabled is not None:
        query = query.where(User.enabled.is_(wanted.enabled))
    if wanted.own_rates is not None:
        some = or_(*(column.is_not(None) for column in OWN_RATE_COLUMNS))
        query = query.where(some if wanted.own_rates else ~some)
    if wanted.keyword:
        pattern = search.containing(wanted.keyword)
        query = query.where(
            or_(
                *(
                    func.lower(func.coalesce(column, "")).like(pattern, escape=search.ESCAPE)
                    for column in KEYWORD_COLUMNS
                )
            )
        )
    return query


def centre(
    db: Session, centre_id: int, regions: Collection[str] | None, *, lock: bool = False
) -> tuple[Centre, User] | None:
    """The centre and its account, if it is one of `regions` (any when None)."""
    query = select(Centre, User).join(User, User.id == Centre.user_id)
    query = query.where(Centre.id == centre_id)
    if regions is not None:
        query = query.where(Centre.region.in_(list(regions)))
    if lock:
        query = query.with_for_update(of=Centre, key_share=True)
    row = db.execute(query).first()
    return (row[0], row[1]) if row else None


def booking_count(db: Session, centre_id: int) -> int:
    counted = select(func.count(Booking.id)).where(
        Booking.centre_id == centre_id, Booking.deleted_at.is_(None)
    )
    return db.scalar(counted) or 0


def invoice_count(db: Session, centre_id: int) -> int:
    query = select(func.count(Invoice.id)).where(
        Invoice.centre_id == centre_id, Invoice.status.in_(SHOWN_INVOICES)
    )
    return db.scalar(query) or 0


def recent_bookings(db: Session, centre_id: int, limit: int) -> list[Booking]:
    query = (
        select(Booking)
        .where(Booking.centre_id == centre_id, Booking.deleted_at.is_(None))
        .order_by(Booking.created_at.desc(), Booking.id.desc())
        .limit(limit)
    )
    return list(db.scalars(query))


def recent_invoices(db: Session, centre_id: int, limit: int) -> list[Invoice]:
    query = (
        select(Invoice)
        .where(Invoice.centre_id == centre_id, Invoice.status.in_(SHOWN_INVOICES))
        .order_by(Invoice.issued_at.desc(), Invoice.id.desc())
        .limit(limit)
    )
    return list(db.scalars(query))
