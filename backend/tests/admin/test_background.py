"""Staff list parked tasks and e-mails and put one back."""

from __future__ import annotations

from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import OutboxMessage, Task
from relief.notices.kinds import Written
from relief.notices.service import notify
from relief.settings import service as runtime
from relief.tasks import HANDLERS, schedule
from relief.worker.runner import run_due_tasks
from tests.admin.test_api import ok, staff_token
from tests.booking_helpers import worker_sessions
from tests.factories import call, make_centre, sign_in


def drain(db: Session) -> int:
    """Run due tasks as the worker does; the test's session then reads afresh."""
    ran = run_due_tasks(worker_sessions(db))
    db.expire_all()
    return ran


def test_only_staff_see_and_retry_parked_work(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    centre_token = sign_in(client, user.email)
    for path, body in (
        ("/admin/task/parked/list", {}),
        ("/admin/task/retry", {"taskId": 1}),
        ("/admin/mail/parked/list", {}),
        ("/admin/mail/retry", {"messageId": 1}),
    ):
        assert call(client, path, body, token=centre_token)["rtn_code"] == 1002
        assert call(client, path, body)["rtn_code"] == 1001


def test_a_parked_task_is_listed_and_runs_again_when_staff_retry_it(
    client: TestClient, db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    fixed: list[int] = []

    def until_fixed(session: Session, task: Task) -> None:
        if not fixed:
            raise RuntimeError("the invoice template is missing")
        fixed.append(task.ref_id)

    monkeypatch.setitem(HANDLERS, "test.until_fixed", until_fixed)
    runtime.put(db, "task_max_attempts", 1)
    task = schedule(db, "test.until_fixed", 77, now() - timedelta(seconds=1))
    waiting = schedule(db, "test.until_fixed", 78, now() + timedelta(hours=1))
    assert drain(db) == 1
    token = staff_token(client, db)

    page = ok(call(client, "/admin/task/parked/list", {"pageSize": 10}, token=token))
    assert page["total"] == 1
    [item] = page["list"]
    assert (item["taskId"], item["kind"], item["refId"], item["attempts"]) == (
        task.id,
        "test.until_fixed",
        77,
        1,
    )
    assert item["lastError"] == "RuntimeError: the invoice template is missing"
    assert item["failedAt"] is not None

    refused = call(client, "/admin/task/retry", {"taskId": waiting.id}, token=token)
    assert (refused["rtn_code"], refused["rtn_msg"]) == (1004, "Only a parked task can be retried.")
    missing = call(client, "/admin/task/retry", {"taskId": 2**31 - 1}, token=token)
    assert (missing["rtn_code"], missing["rtn_msg"]) == (1003, "The task does not exist.")

    fixed.append(0)
    retried = ok(call(client, "/admin/task/retry", {"taskId": task.id}, token=token))
    assert (retried["attempts"], retried["failedAt"]) == (0, None)
    assert ok(call(client, "/admin/task/parked/list", token=token))["total"] == 0
    assert drain(db) == 1
    db.refresh(task)
    assert task.done_at is not None
    assert fixed == [0, 77]


def test_a_parked_e_mail_is_listed_and_due_again_when_staff_retry_it(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db, email="office@kowhai.test")
    notify(db, user, Written(title="No teacher was found", body="Boost it."))
    message = db.scalars(select(OutboxMessage)).one()
    message.attempts = 10
    message.last_error = "SMTPRecipientsRefused: {'office@kowhai.test': (550, b'No such mailbox')}"
    message.failed_at = now()
    db.flush()
    token = staff_token(client, db)

    page = ok(call(client, "/admin/mail/parked/list", token=token))
    assert page["total"] == 1
    [item] = page["list"]
    assert (item["messageId"], item["recipient"], item["subject"], item["attempts"]) == (
        message.id,
        "office@kowhai.test",
        "No teacher was found",
        10,
    )
    assert item["lastError"].startswith("SMTPRecipientsRefused")

    retried = ok(call(client, "/admin/mail/retry", {"messageId": message.id}, token=token))
    assert (retried["attempts"], retried["failedAt"]) == (0, None)
    db.refresh(message)
    assert message.failed_at is None
    assert message.next_attempt_at <= now()
    again = call(client, "/admin/mail/retry", {"messageId": message.id}, token=token)
    assert (again["rtn_code"], again["rtn_msg"]) == (1004, "Only a parked e-mail can be retried.")
    missing = call(client, "/admin/mail/retry", {"messageId": 999_999}, token=token)
    assert (missing["rtn_code"], missing["rtn_msg"]) == (1003, "The e-mail does not exist.")
