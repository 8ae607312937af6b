"""Signing staff in and reading answers, for the Operations calls' tests."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import AuditEntry
from tests.factories import PASSWORD, call, make_staff


def staff_token(client: TestClient, db: Session, role: str | None = None) -> str:
    staff = make_staff(db) if role is None else make_staff(db, role)
    answer = call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD})
    assert answer["rtn_code"] == 0, answer
    token: str = answer["rtn_data"]["token"]
    return token


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def refusal(answer: dict[str, Any]) -> tuple[int, int | None, str | None]:
    data = answer["rtn_data"] or {}
    return answer["rtn_code"], data.get("code"), data.get("field")


def last_entry(db: Session, path: str) -> tuple[AuditEntry, list[dict[str, Any]]]:
    """The latest audit entry of a call, and its changes."""
    entry = db.scalars(
        select(AuditEntry).where(AuditEntry.call == path).order_by(AuditEntry.id.desc())
    ).first()
    assert entry is not None, path
    changes: list[dict[str, Any]] = json.loads(entry.changes)
    return entry, changes
