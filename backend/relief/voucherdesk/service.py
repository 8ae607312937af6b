"""The console's vouchers: every voucher of the platform, listed and exported
within the reader's data scope; vouchers issued to chosen centres or to every
centre a centre-list filter finds; an active voucher expired early."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.authority import service as authority
from relief.centre_admin import service as centre_admin
from relief.kit import sorting
from relief.kit.clock import now
from relief.kit.envelope import Page
from relief.voucherdesk import repository, rules
from relief.voucherdesk.errors import DeskVoucherMissing, IssueCentreMissing
from relief.voucherdesk.schemas import (
    VoucherDeskItem,
    VoucherDeskListIn,
    VoucherExpireIn,
    VoucherFilter,
    VoucherIssuedOut,
    VoucherIssueIn,
)
from relief.vouchers import service as vouchers

NEWEST_FIRST = sorting.Sort(field="issuedAt", descending=True)
# How many centre ids a filter's issue reads at a time.
BATCH = 1000


def _sort(query: VoucherFilter) -> sorting.Sort:
    return sorting.parse(query.sort, repository.SORTS, NEWEST_FIRST)


def check(query: VoucherFilter, zone: ZoneInfo) -> None:
    """Refuse a filter or a sort the list would refuse."""
    if problem := rules.period_problem(
        (query.issuedFrom, query.issuedTo), (query.expiresFrom, query.expiresTo)
    ):
        raise problem
    _sort(query)


def _filter(
    db: Session, reader_id: int, query: VoucherFilter, at: datetime, zone: str
) -> repository.Filter:
    check(query, ZoneInfo(zone))
    issued_from, issued_before = rules.period_bounds(query.issuedFrom, query.issuedTo, zone)
    expires_from, expires_before = rules.period_bounds(query.expiresFrom, query.expiresTo, zone)
    return repository.Filter(
        stored=rules.stored_as(query.statuses or ()),
        centre_id=query.centreId,
        voucher_type=query.voucherType,
        use_type=query.useType,
        issued_from=issued_from,
        issued_before=issued_before,
        expires_from=expires_from,
        expires_before=expires_before,
        keyword=(query.keyword or "").strip() or None,
        regions=authority.data_scope(db, reader_id),
        at=at,
    )


def _item(row: repository.Row, at: datetime) -> VoucherDeskItem:
    voucher = row.voucher
    return VoucherDeskItem(
        voucherId=voucher.id,
        name=voucher.name,
        conditions=voucher.conditions,
        voucherType=voucher.voucher_type,
        parValue=voucher.par_value,
        useType=voucher.use_type,
        status=vouchers.list_status(voucher, at),
        issuedAt=voucher.issued_at,
        expiresAt=voucher.expires_at,
        centreId=voucher.centre_id,
        centreName=row.centre_name,
        bookingId=voucher.booking_id,
        invoiceId=row.invoice_id,
        invoiceNumber=row.invoice_number,
        issuedBy=row.issued_by,
        expiredEarlyAt=voucher.expired_early_at,
        expiredBy=row.expired_by,
        expiryReason=voucher.expiry_reason,
    )


def page(
    db: Session, reader_id: int, query: VoucherDeskListIn, at: datetime, zone: str
) -> Page[VoucherDeskItem]:
    """Every voucher of the centres the reader's roles see, newest first
    unless sorted otherwise."""
    rows, total = repository.page(
        db, _filter(db, reader_id, query, at, zone), _sort(query), query.offset, query.pageSize
    )
    return Page[VoucherDeskItem].of([_item(row, at) for row in rows], total, query)


def ids(
    db: Session, reader_id: int, query: VoucherFilter, zone: ZoneInfo, batch: int
) -> Iterable[int]:
    """The ids of the vouchers the list shows the reader, in its order (for its export)."""
    wanted = _filter(db, reader_id, query, now(), zone.key)
    return repository.ids(db, wanted, _sort(query), batch)


def items_by_id(db: Session, voucher_ids: Sequence[int]) -> dict[int, VoucherDeskItem]:
    at = now()
    return {row.voucher.id: _item(row, at) for row in repository.rows_by_id(db, voucher_ids)}


def _recipients(db: Session, reader_id: int, payload: VoucherIssueIn) -> dict[int, str]:
    """The centres an issue reaches, each with its time zone: the chosen ones
    (each must exist within the reader's data scope) or those the centre
    list's filter finds for the reader."""
    matching = payload.matching is not None
    regions = authority.data_scope(db, reader_id)
    if payload.matching is not None:
        found = centre_admin.ids(db, reader_id, payload.matching, ZoneInfo("UTC"), BATCH)
        chosen = list(dict.fromkeys(found))
    else:
        chosen = list(dict.fromkeys(payload.centreIds or ()))
    if problem := rules.count_problem(len(chosen), matching):
        raise problem
    zones = repository.centre_zones(db, chosen, regions)
    missing = [centre_id for centre_id in chosen if centre_id not in zones]
    if missing:
        raise IssueCentreMissing(centreId=missing[0])
    return {centre_id: zones[centre_id] for centre_id in chosen}


def issue(
    db: Session, reader_id: int, payload: VoucherIssueIn, at: datetime, zone: str
) -> VoucherIssuedOut:
    """A voucher of type 3 for each centre reached, its expiry task, and a
    notice to each centre, in one transaction."""
    if problem := rules.recipients_problem(payload.centreIds, payload.matching is not None):
        raise problem
    if problem := rules.voucher_problem(payload.name, payload.conditions, payload.value):
        raise problem
    validity = rules.Validity(expires_on=payload.expiresOn, valid_days=payload.validDays)
    if problem := rules.validity_problem(validity, at.astimezone(ZoneInfo(zone)).date()):
        raise problem
    recipients = _recipients(db, reader_id, payload)
    conditions = (payload.conditions or "").strip() or None
    issued = vouchers.issue_from_platform(
        db,
        vouchers.PlatformVoucher(
            name=payload.name.strip(),
            conditions=conditions,
            value=payload.value,
            use_type=payload.useType,
            issued_by=reader_id,
        ),
        [
            (centre_id, rules.expiry(validity, at, centre_zone))
            for centre_id, centre_zone in recipients.items()
        ],
        at,
    )
    return VoucherIssuedOut(count=len(issued), voucherIds=[voucher.id for voucher in issued])


def expire_early(
    db: Session, reader_id: int, payload: VoucherExpireIn, at: datetime
) -> VoucherDeskItem:
    """End an active voucher now, with the reason, who and when kept on it;
    the centre is told and the voucher leaves its usable list at once."""
    if problem := rules.reason_problem(payload.reason):
        raise problem
    voucher = repository.voucher(
        db, payload.voucherId, authority.data_scope(db, reader_id), lock=True
    )
    if voucher is None:
        raise DeskVoucherMissing()
    if problem := rules.expire_early_problem(
        voucher.status, voucher.expires_at, voucher.booking_id, at
    ):
        raise problem
    vouchers.expire_early(db, voucher, payload.reason.strip(), reader_id, at)
    row = repository.row(db, voucher.id)
    assert row is not None
    return _item(row, at)
