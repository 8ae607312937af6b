"""The audit log as staff read it: a filtered list, one entry's changes,
and the same filter for the list's export."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.audit import repository
from relief.audit.errors import AuditEntryMissing, AuditPeriodBackwards
from relief.audit.schemas import (
    AuditDetail,
    AuditFilter,
    AuditItem,
    AuditListIn,
    FieldChange,
    RecordChange,
)
from relief.kit import sorting
from relief.kit.envelope import Page
from relief.models import AuditEntry, User

NEWEST_FIRST = sorting.Sort(field="at", descending=True)


def _item(entry: AuditEntry, user: User | None) -> AuditItem:
    return AuditItem(
        id=entry.id,
        at=entry.at,
        actorUserId=entry.actor_user_id,
        actorEmail=user.email if user else None,
        actorName=user.name if user else None,
        account=entry.account,
        call=entry.call,
        permission=entry.permission,
        targetTable=entry.target_table,
        targetId=entry.target_id,
        address=entry.address,
        userAgent=entry.user_agent,
        durationMs=entry.duration_ms,
        rtnCode=entry.rtn_code,
        refusalCode=entry.refusal_code,
        message=entry.message,
    )


def _start_of(day: date, zone: ZoneInfo) -> datetime:
    return datetime.combine(day, time(0), tzinfo=zone)


def _where(query: AuditFilter, zone: ZoneInfo) -> tuple[repository.Filter, sorting.Sort]:
    """The filter and the order asked for; dates are days in the platform's
    time zone, both included."""
    if query.dateFrom and query.dateTo and query.dateTo < query.dateFrom:
        raise AuditPeriodBackwards()
    sort = sorting.parse(query.sort, repository.SORTS, NEWEST_FIRST)
    where = repository.Filter(
        who=query.who or None,
        call=query.call or None,
        permission=query.permission or None,
        target_table=query.targetTable or None,
        target_id=query.targetId or None,
        since=_start_of(query.dateFrom, zone) if query.dateFrom else None,
        before=_start_of(query.dateTo + timedelta(days=1), zone) if query.dateTo else None,
        succeeded=None if query.result is None else query.result == "success",
    )
    return where, sort


def check(query: AuditFilter, zone: ZoneInfo) -> None:
    """Refuse a filter or a sort the list would refuse."""
    _where(query, zone)


def entries(db: Session, query: AuditListIn, zone: ZoneInfo) -> Page[AuditItem]:
    """The entries that match, newest first unless sorted otherwise."""
    where, sort = _where(query, zone)
    rows, total = repository.entries(db, where, sort, query.offset, query.pageSize)
    return Page[AuditItem].of([_item(entry, user) for entry, user in rows], total, query)


def entry_ids(db: Session, query: AuditFilter, zone: ZoneInfo, batch: int) -> Iterable[int]:
    """The ids of every entry the list shows, in its order (for its export)."""
    where, sort = _where(query, zone)
    return repository.entry_ids(db, where, sort, batch)


def items_by_id(db: Session, ids: Sequence[int]) -> dict[int, AuditItem]:
    return {entry.id: _item(entry, user) for entry, user in repository.entries_by_id(db, ids)}


def detail(db: Session, entry_id: int) -> AuditDetail:
    found = repository.entry(db, entry_id)
    if found is None:
        raise AuditEntryMissing()
    entry, user = found
    changes = [
        RecordChange(
            table=change["table"],
            id=change["id"],
            action=change["action"],
            fields=[
                FieldChange(field=name, before=values[0], after=values[1])
                for name, values in change["fields"].items()
            ],
        )
        for change in json.loads(entry.changes or "[]")
    ]
    return AuditDetail(**_item(entry, user).model_dump(), changes=changes)
