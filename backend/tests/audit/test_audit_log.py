"""The audit log: staff writes and sign-ins with their changes, refusals
recorded too, secrets never, and nothing changed or removed afterwards."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from relief.audit import recorder
from relief.auth.deps import writing_sessions
from relief.models import AuditEntry
from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import PASSWORD, call, make_centre, make_staff


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def entries(db: Session) -> list[AuditEntry]:
    return list(db.scalars(select(AuditEntry).order_by(AuditEntry.id)))


def test_a_setting_change_is_kept_with_its_before_and_after(
    client: TestClient, db: Session
) -> None:
    staff = make_staff(db)
    token = sign_in_staff(client, staff.email)
    ok(
        call(
            client,
            "/admin/setting/update",
            {"key": "boost_duration_minutes", "value": 45},
            token=token,
        )
    )
    ok(call(client, "/admin/setting/list", {}, token=token))
    kept = entries(db)
    assert [(e.call, e.permission, e.rtn_code) for e in kept] == [
        ("/admin/login", None, 0),
        ("/admin/setting/update", "setting:edit", 0),
    ]
    change = kept[1]
    assert change.actor_user_id == staff.id
    assert change.target_table == "system_settings"
    assert change.address == "testclient"
    assert change.user_agent
    assert change.duration_ms >= 0
    listed = ok(call(client, "/admin/audit/list", {"call": "setting"}, token=token))
    assert [item["call"] for item in listed["list"]] == ["/admin/setting/update"]
    assert listed["list"][0]["actorEmail"] == staff.email
    detail = ok(call(client, "/admin/audit/detail", {"id": change.id}, token=token))
    [record] = detail["changes"]
    assert record["action"] == "changed"
    assert {f["field"]: (f["before"], f["after"]) for f in record["fields"]} == {
        "value": ("60", "45")
    }


def test_a_refused_call_is_kept_with_its_refusal_and_no_changes(
    client: TestClient, db: Session
) -> None:
    auditor = make_staff(db, role="Auditor")
    token = sign_in_staff(client, auditor.email)
    refused = call(
        client,
        "/admin/setting/update",
        {"key": "boost_duration_minutes", "value": 45},
        token=token,
    )
    assert refused["rtn_code"] == 1002
    admin = sign_in_staff(client, make_staff(db).email)
    bad = call(
        client,
        "/admin/setting/update",
        {"key": "boost_duration_minutes", "value": -5},
        token=admin,
    )
    assert bad["rtn_code"] != 0
    kept = [e for e in entries(db) if e.call == "/admin/setting/update"]
    assert [(e.actor_user_id, e.rtn_code, e.refusal_code, e.changes) for e in kept] == [
        (auditor.id, 1002, 42601, "[]"),
        (kept[1].actor_user_id, bad["rtn_code"], bad["rtn_data"]["code"], "[]"),
    ]
    assert kept[0].message == "Your role does not allow this (setting:edit)."
    failures = ok(call(client, "/admin/audit/list", {"result": "refused"}, token=admin))
    assert {item["call"] for item in failures["list"]} == {"/admin/setting/update"}


def test_sign_ins_of_every_app_are_kept_and_no_password_ever(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    ok(call(client, "/user/password/login", {"userName": user.email, "password": PASSWORD}))
    wrong = call(
        client, "/user/password/login", {"userName": user.email, "password": "Wrong-pass-9"}
    )
    assert wrong["rtn_code"] != 0
    admin = sign_in_staff(client, make_staff(db).email)
    created = ok(
        call(
            client,
            "/admin/staff/create",
            {"email": "new@example.test", "name": "New Staff", "password": "Very-secret-77"},
            token=admin,
        )
    )
    kept = entries(db)
    sign_ins = [(e.call, e.account, e.actor_user_id, e.rtn_code) for e in kept if "login" in e.call]
    assert sign_ins[:2] == [
        ("/user/password/login", user.email, user.id, 0),
        ("/user/password/login", user.email, None, 1100),
    ]
    everything = " ".join(" ".join(str(v) for v in (e.changes, e.message, e.account)) for e in kept)
    assert PASSWORD not in everything
    assert "Very-secret-77" not in everything
    assert "Wrong-pass-9" not in everything
    made = next(e for e in kept if e.call == "/admin/staff/create")
    detail = ok(call(client, "/admin/audit/detail", {"id": made.id}, token=admin))
    users = next(r for r in detail["changes"] if r["table"] == "users")
    fields = {f["field"]: f["after"] for f in users["fields"]}
    assert (users["action"], users["id"]) == ("created", created["userId"])
    assert fields["email"] == "new@example.test"
    assert fields["password_hash"] == "***"
    by_record = ok(
        call(
            client,
            "/admin/audit/list",
            {"targetTable": "users", "targetId": str(created["userId"])},
            token=admin,
        )
    )
    assert [item["id"] for item in by_record["list"]] == [made.id]


def test_the_log_cannot_be_changed_or_removed(client: TestClient, db: Session) -> None:
    sign_in_staff(client, make_staff(db).email)
    entry = entries(db)[-1]
    for statement in (
        text("UPDATE audit_log SET rtn_code = 0, message = NULL WHERE id = :id"),
        text("DELETE FROM audit_log WHERE id = :id"),
    ):
        with pytest.raises(DBAPIError, match="append-only"), db.begin_nested():
            db.execute(statement, {"id": entry.id})
    assert db.get(AuditEntry, entry.id) is not None


def test_reading_the_log_needs_its_permission_and_checks_the_period(
    client: TestClient, db: Session
) -> None:
    desk = sign_in_staff(client, make_staff(db, role="Operations").email)
    assert call(client, "/admin/audit/list", {}, token=desk)["rtn_data"]["code"] == 42601
    admin = sign_in_staff(client, make_staff(db).email)
    backwards = call(
        client, "/admin/audit/list", {"dateFrom": "2026-11-20", "dateTo": "2026-11-19"}, token=admin
    )
    assert (backwards["rtn_code"], backwards["rtn_data"]["code"]) == (1000, 42702)
    assert (
        call(client, "/admin/audit/detail", {"id": 999_999}, token=admin)["rtn_data"]["code"]
        == 42701
    )


def broken_writing(attempts: list[int]) -> Any:
    """Sessions of their own that cannot be had, as when the database is gone."""

    def sessions() -> Any:
        attempts.append(1)
        raise DBAPIError("SELECT 1", None, ConnectionError("the database went away"))

    return lambda: sessions


def test_a_change_and_its_entry_are_one_transaction(client: TestClient, db: Session) -> None:
    """A change that was acknowledged has its entry even when no session of
    its own could be had for the log: the entry went with the change."""
    token = sign_in_staff(client, make_staff(db).email)
    attempts: list[int] = []
    client.app.state.api.dependency_overrides[writing_sessions] = broken_writing(attempts)  # type: ignore[attr-defined]
    ok(
        call(
            client,
            "/admin/setting/update",
            {"key": "boost_duration_minutes", "value": 40},
            token=token,
        )
    )
    assert attempts == []
    [entry] = [e for e in entries(db) if e.call == "/admin/setting/update"]
    assert entry.rtn_code == 0
    assert '"value"' in entry.changes


def test_a_refused_call_tries_its_entry_again_and_still_answers(
    client: TestClient, db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    token = sign_in_staff(client, make_staff(db, role="Auditor").email)
    attempts: list[int] = []
    client.app.state.api.dependency_overrides[writing_sessions] = broken_writing(attempts)  # type: ignore[attr-defined]
    monkeypatch.setattr(recorder, "RETRY_PAUSES", (0.0, 0.0))
    refused = call(
        client,
        "/admin/setting/update",
        {"key": "boost_duration_minutes", "value": 40},
        token=token,
    )
    assert refused["rtn_code"] == 1002
    assert len(attempts) == 3
