"""The support desk: assignment (audited, filtered by "mine" and "unassigned"),
internal notes that no centre call returns, staff replies signed for each
reader, and refusals without permission or on bad input."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.models import AuditEntry, SupportTicket, TicketNote, User
from tests.factories import PASSWORD, call, make_centre, make_staff, sign_in
from tests.support.test_tickets import PDF, ok, submit, upload


def staff_sign_in(client: TestClient, staff: User) -> str:
    answer = ok(call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD}))
    return str(answer["token"])


def named_staff(db: Session, name: str, role: str | None = "Support") -> User:
    staff = make_staff(db, role=role)
    staff.name = name
    db.flush()
    return staff


def desk(client: TestClient, token: str, **query: Any) -> list[str]:
    listed = ok(call(client, "/admin/support/ticket/list", query, token=token))
    return [t["ticketNo"] for t in listed["list"]]


def test_assign_filter_and_audit(client: TestClient, db: Session) -> None:
    centre, _ = make_centre(db, name="Kauri Kids")
    centre_token = sign_in(client, centre.email)
    first = ok(submit(client, centre_token))["ticketNo"]
    second = ok(submit(client, centre_token, subject="Invoice wrong"))["ticketNo"]
    ana = named_staff(db, "Ana Support")
    ben = named_staff(db, "Ben Support")
    reader = named_staff(db, "Ria Reader", role="Auditor")
    ana_token = staff_sign_in(client, ana)

    people = ok(call(client, "/admin/support/ticket/assignees", {}, token=ana_token))
    names = [p["name"] for p in people["assignees"]]
    assert "Ana Support" in names
    assert "Ben Support" in names
    assert "Ria Reader" not in names  # may not reply to tickets

    mine = ok(
        call(
            client,
            "/admin/support/ticket/assign",
            {"ticketNo": first, "assigneeId": ana.id},
            token=ana_token,
        )
    )
    assert (mine["assigneeId"], mine["assigneeName"]) == (ana.id, "Ana Support")
    assert desk(client, ana_token, assignee="mine") == [first]
    assert desk(client, ana_token, assignee="unassigned") == [second]
    assert desk(client, ana_token, assignee=ana.id) == [first]
    assert desk(client, ana_token, assignee=ben.id) == []
    listed = ok(call(client, "/admin/support/ticket/list", {"assignee": "mine"}, token=ana_token))
    assert listed["list"][0]["assigneeName"] == "Ana Support"

    # The audit log keeps who assigned it, before and after.
    entry = db.scalars(
        select(AuditEntry)
        .where(AuditEntry.call == "/admin/support/ticket/assign", AuditEntry.rtn_code == 0)
        .order_by(AuditEntry.id.desc())
    ).first()
    assert entry is not None
    assert entry.actor_user_id == ana.id
    assert entry.permission == "ticket:assign"
    changes = json.loads(entry.changes)
    assert any(
        c["table"] == "support_tickets" and c["fields"].get("assignee_user_id") == [None, ana.id]
        for c in changes
    ), changes

    # Bad input: nothing changes, a clear message.
    for body, code, message in (
        (
            {"ticketNo": first, "assigneeId": reader.id},
            1000,
            "Choose a staff member who may reply to tickets.",
        ),
        (
            {"ticketNo": first, "assigneeId": centre.id},
            1000,
            "Choose a staff member who may reply to tickets.",
        ),
        (
            {"ticketNo": first, "assigneeId": ana.id},
            1004,
            "The ticket is already assigned to this staff member.",
        ),
        ({"ticketNo": "T000", "assigneeId": ana.id}, 1003, "The ticket does not exist."),
        ({"ticketNo": first, "assigneeId": "ana"}, 1000, None),
    ):
        answer = call(client, "/admin/support/ticket/assign", body, token=ana_token)
        assert answer["rtn_code"] == code, (body, answer)
        if message:
            assert answer["rtn_msg"] == message
    assert (
        call(client, "/admin/support/ticket/list", {"assignee": "everyone"}, token=ana_token)[
            "rtn_code"
        ]
        == 1000
    )
    db.expire_all()
    assert (
        db.scalar(select(SupportTicket.assignee_user_id).where(SupportTicket.number == first))
        == ana.id
    )

    # Unassigning gives it back to nobody.
    back = ok(
        call(
            client,
            "/admin/support/ticket/assign",
            {"ticketNo": first, "assigneeId": None},
            token=ana_token,
        )
    )
    assert back["assigneeId"] is None
    assert sorted(desk(client, ana_token, assignee="unassigned")) == sorted([first, second])


def test_internal_notes_never_reach_the_centre(client: TestClient, db: Session) -> None:
    centre, _ = make_centre(db, name="Rata Kindy")
    centre_token = sign_in(client, centre.email)
    number = ok(submit(client, centre_token))["ticketNo"]
    ana = named_staff(db, "Ana Support")
    token = staff_sign_in(client, ana)

    noted = ok(
        call(
            client,
            "/admin/support/ticket/note",
            {"ticketNo": number, "body": "Centre owes two invoices; be gentle."},
            token=token,
        )
    )
    assert [(n["authorName"], n["body"]) for n in noted["notes"]] == [
        ("Ana Support", "Centre owes two invoices; be gentle.")
    ]
    assert len(noted["messages"]) == 1  # the note is not in the thread
    assert (
        call(client, "/admin/support/ticket/note", {"ticketNo": number, "body": " "}, token=token)[
            "rtn_msg"
        ]
        == "Please enter a note."
    )
    assert db.scalar(select(func.count()).select_from(TicketNote)) == 1

    attachment = ok(upload(client, token, "steps.pdf", PDF, path="/admin"))
    replied = ok(
        call(
            client,
            "/admin/support/ticket/reply",
            {"ticketNo": number, "body": "Fixed it.", "fileIds": [attachment["fileId"]]},
            token=token,
        )
    )
    # Staff read who replied; the centre reads "Relief support".
    assert replied["messages"][1]["authorName"] == "Ana Support"
    assert replied["notes"][0]["body"].startswith("Centre owes")

    for path in ("/center/support/ticket/detail", "/center/support/ticket/reopen"):
        answer = call(client, path, {"ticketNo": number}, token=centre_token)
        text = json.dumps(answer)
        assert "Centre owes" not in text, path
        assert "notes" not in text, path
        assert "Ana Support" not in text, path
    seen = ok(
        call(client, "/center/support/ticket/detail", {"ticketNo": number}, token=centre_token)
    )
    assert seen["messages"][1]["authorName"] == "Relief support"
    assert seen["messages"][1]["attachments"][0]["fileName"] == "steps.pdf"
    link = ok(
        call(client, "/file/get/private/file", {"fileId": attachment["fileId"]}, token=centre_token)
    )
    assert client.get(link["url"]).content == PDF
    listed = json.dumps(call(client, "/center/support/ticket/list", {}, token=centre_token))
    assert "Centre owes" not in listed
    assert "assignee" not in listed


def test_refused_without_permission(client: TestClient, db: Session) -> None:
    centre, _ = make_centre(db)
    number = ok(submit(client, sign_in(client, centre.email)))["ticketNo"]
    reader = named_staff(db, "Ria Reader", role="Auditor")
    token = staff_sign_in(client, reader)
    assert ok(call(client, "/admin/support/ticket/detail", {"ticketNo": number}, token=token))
    for path, body in (
        ("/admin/support/ticket/assign", {"ticketNo": number, "assigneeId": reader.id}),
        ("/admin/support/ticket/note", {"ticketNo": number, "body": "x"}),
        ("/admin/support/ticket/reply", {"ticketNo": number, "body": "x"}),
    ):
        assert call(client, path, body, token=token)["rtn_code"] == 1002, path
    nobody = staff_sign_in(client, named_staff(db, "No Role", role=None))
    assert call(client, "/admin/support/ticket/assignees", {}, token=nobody)["rtn_code"] == 1002
    assert db.scalar(select(func.count()).select_from(TicketNote)) == 0
    db.expire_all()
    assert db.scalar(select(SupportTicket.assignee_user_id)) is None
