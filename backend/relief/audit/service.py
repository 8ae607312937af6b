"""The audit log as staff read it: a filtered list and one entry's changes."""

from __future__ import annotations

import json
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.audit import repository
from relief.audit.errors import AuditEntryMissing, AuditPeriodBackwards
from relief.audit.schemas import AuditDetail, AuditItem, AuditListIn, FieldChange, RecordChange
from relief.kit.envelope import Page
from relief.models import AuditEntry, User


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


def entries(db: Session, query: AuditListIn, zone: ZoneInfo) -> Page[AuditItem]:
    """The entries that match, newest first; dates are days in the platform's
    time zone, both included."""
    if query.dateFrom and query.dateTo and query.dateTo < query.dateFrom:
        raise AuditPeriodBackwards()
    rows, total = repository.entries(
        db,
        who=query.who or None,
        call=query.call or None,
        permission=query.permission or None,
        target_table=query.targetTable or None,
        target_id=query.targetId or None,
        since=_start_of(query.dateFrom, zone) if query.dateFrom else None,
        before=_start_of(query.dateTo + timedelta(days=1), zone) if query.dateTo else None,
        succeeded=None if query.result is None else query.result == "success",
        offset=query.offset,
        limit=query.pageSize,
    )
    return Page[AuditItem].of([_item(entry, user) for entry, user in rows], total, query)


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
