"""Staff of a seeded role signed in, and answers read, for the voucher desk's tests."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import call, make_staff


def staff_token(client: TestClient, db: Session, role: str | None = "Finance") -> str:
    return sign_in_staff(client, make_staff(db, role).email)


def data(envelope: dict[str, Any]) -> Any:
    assert envelope["rtn_code"] == 0, envelope
    return envelope["rtn_data"]


def refusal(envelope: dict[str, Any]) -> tuple[int, int, str | None]:
    """The kind, the refusal's own code and the field it names."""
    assert envelope["rtn_code"] != 0, envelope
    found = envelope["rtn_data"] or {}
    return envelope["rtn_code"], found.get("code", envelope["rtn_code"]), found.get("field")


def issue(client: TestClient, token: str, **body: Any) -> dict[str, Any]:
    """POST /admin/voucher/issue with a valid voucher unless overridden."""
    payload = {
        "name": "Matariki thanks",
        "conditions": "For a booking in the July holidays.",
        "value": "50.00",
        "useType": 0,
        "validDays": 30,
        **body,
    }
    return call(client, "/admin/voucher/issue", payload, token=token)
