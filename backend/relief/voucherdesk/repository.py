"""The SQL of the console's vouchers: the list of every voucher (kept to the
reader's data scope by its centre's region), its rows by id, the centres an
issue reaches, and one voucher locked to be expired early."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, and_, func, or_, select
from sqlalchemy.orm import Session, aliased

from relief.kit import search, sorting
from relief.locks import for_update
from relief.models import Centre, Invoice, User, Voucher
from relief.voucherdesk.rules import Stored

# What the list sorts by: the item's field → the column.
SORTS: dict[str, Any] = {
    "issuedAt": Voucher.issued_at,
    "expiresAt": Voucher.expires_at,
    "parValue": Voucher.par_value,
    "name": Voucher.name,
    "centreName": Centre.name,
}


@dataclass(frozen=True)
class Filter:
    """What narrows the list; `regions` the reader's data scope (None: every region)."""

    stored: tuple[Stored, ...]
    centre_id: int | None
    voucher_type: int | None
    use_type: int | None
    issued_from: datetime | None
    issued_before: datetime | None
    expires_from: datetime | None
    expires_before: datetime | None
    keyword: str | None
    regions: Collection[str] | None
    at: datetime


@dataclass(frozen=True)
class Row:
    voucher: Voucher
    centre_name: str
    invoice_id: int | None
    invoice_number: str | None
    issued_by: str | None
    expired_by: str | None


Issuer = aliased(User)
Expirer = aliased(User)


def _applied_on() -> tuple[Any, Any]:
    """The invoice that applied the voucher (its first), as two columns."""
    first = (
        select(Invoice.id)
        .where(Invoice.voucher_id == Voucher.id)
        .order_by(Invoice.id)
        .limit(1)
        .correlate(Voucher)
    )
    number = (
        select(Invoice.number)
        .where(Invoice.voucher_id == Voucher.id)
        .order_by(Invoice.id)
        .limit(1)
        .correlate(Voucher)
    )
    return first.scalar_subquery(), number.scalar_subquery()


def _rows() -> Select[Any]:
    invoice_id, invoice_number = _applied_on()
    return (
        select(
            Voucher,
            Centre.name,
            invoice_id,
            invoice_number,
            func.coalesce(Issuer.name, Issuer.email),
            func.coalesce(Expirer.name, Expirer.email),
        )
        .join(Centre, Centre.id == Voucher.centre_id)
        .outerjoin(Issuer, Issuer.id == Voucher.issued_by)
        .outerjoin(Expirer, Expirer.id == Voucher.expired_by)
    )


def _shown(stored: Stored, at: datetime) -> ColumnElement[bool]:
    condition = Voucher.status == stored.status
    if stored.live is True:
        return and_(condition, Voucher.expires_at > at)
    if stored.live is False:
        return and_(condition, Voucher.expires_at <= at)
    return condition


def _narrowed(query: Select[Any], wanted: Filter) -> Select[Any]:
    if wanted.stored:
        query = query.where(or_(*(_shown(stored, wanted.at) for stored in wanted.stored)))
    if wanted.centre_id is not None:
        query = query.where(Voucher.centre_id == wanted.centre_id)
    if wanted.voucher_type is not None:
        query = query.where(Voucher.voucher_type == wanted.voucher_type)
    if wanted.use_type is not None:
        query = query.where(Voucher.use_type == wanted.use_type)
    if wanted.issued_from is not None:
        query = query.where(Voucher.issued_at >= wanted.issued_from)
    if wanted.issued_before is not None:
        query = query.where(Voucher.issued_at < wanted.issued_before)
    if wanted.expires_from is not None:
        query = query.where(Voucher.expires_at >= wanted.expires_from)
    if wanted.expires_before is not None:
        query = query.where(Voucher.expires_at < wanted.expires_before)
    if wanted.keyword:
        query = query.where(
            func.lower(Voucher.name).like(search.containing(wanted.keyword), escape=search.ESCAPE)
        )
    if wanted.regions is not None:
        query = query.where(Centre.region.in_(list(wanted.regions)))
    return query


def _row(found: Any) -> Row:
    return Row(found[0], found[1], found[2], found[3], found[4], found[5])


def page(
    db: Session, wanted: Filter, sort: sorting.Sort, offset: int, limit: int
) -> tuple[list[Row], int]:
    """A page of the vouchers the filter finds, in the sort's order, and how many in all."""
    counted = _narrowed(
        select(Voucher.id).join(Centre, Centre.id == Voucher.centre_id), wanted
    ).subquery()
    total = db.scalar(select(func.count()).select_from(counted)) or 0
    ordered = _narrowed(_rows(), wanted).order_by(
        *sorting.order(SORTS[sort.field], sort, Voucher.id)
    )
    return [_row(found) for found in db.execute(ordered.offset(offset).limit(limit))], int(total)


def ids(db: Session, wanted: Filter, sort: sorting.Sort, batch: int) -> Iterable[int]:
    """The ids of every voucher `page` finds, in its order, read `batch` at a time."""
    query = _narrowed(select(Voucher.id).join(Centre, Centre.id == Voucher.centre_id), wanted)
    query = query.order_by(*sorting.order(SORTS[sort.field], sort, Voucher.id))
    yield from db.scalars(query.execution_options(yield_per=batch))


def rows_by_id(db: Session, voucher_ids: Sequence[int]) -> list[Row]:
    return [_row(found) for found in db.execute(_rows().where(Voucher.id.in_(list(voucher_ids))))]


def row(db: Session, voucher_id: int) -> Row | None:
    found = db.execute(_rows().where(Voucher.id == voucher_id)).first()
    return _row(found) if found is not None else None


def centre_zones(
    db: Session, centre_ids: Collection[int], regions: Collection[str] | None
) -> dict[int, str]:
    """The time zone of each of these centres the reader's data scope holds."""
    query = select(Centre.id, Centre.time_zone).where(Centre.id.in_(sorted(centre_ids)))
    if regions is not None:
        query = query.where(Centre.region.in_(list(regions)))
    return {int(found[0]): str(found[1]) for found in db.execute(query)}


def voucher(
    db: Session, voucher_id: int, regions: Collection[str] | None, *, lock: bool = False
) -> Voucher | None:
    """A voucher of a centre the reader's data scope holds (locked when
    `lock`: only the voucher's row), else None."""
    query = select(Voucher).where(Voucher.id == voucher_id)
    if regions is not None:
        query = query.where(
            Voucher.centre_id.in_(select(Centre.id).where(Centre.region.in_(list(regions))))
        )
    return db.scalar(for_update(query) if lock else query)
