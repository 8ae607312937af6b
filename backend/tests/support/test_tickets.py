"""Support tickets over HTTP: submitting with attachments, the thread, staff
replies and states, close and reopen, signed links, tenancy and bad input."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.models import Notice
from relief.models.support import SupportTicket
from relief.support import repository
from tests import images
from tests.factories import PASSWORD, call, make_centre, make_staff, sign_in

PNG = images.png()
PDF = b"%PDF-1.4\n%test\n"


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def centre_token(client: TestClient, db: Session, name: str = "Kowhai Kids") -> str:
    user, _ = make_centre(db, name=name)
    return sign_in(client, user.email)


def staff_token(client: TestClient, db: Session) -> str:
    staff = make_staff(db)
    return str(
        ok(call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD}))["token"]
    )


def upload(client: TestClient, token: str, name: str, data: bytes, path: str = "/center") -> Any:
    response = client.post(
        f"/api{path}/support/ticket/upload",
        files={"file": (name, data, "application/octet-stream")},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 200
    return response.json()


def submit(client: TestClient, token: str, **overrides: Any) -> Any:
    body = {"category": 1, "subject": "Booking stuck", "description": "Nobody came.", "fileIds": []}
    body.update(overrides)
    return call(client, "/center/support/ticket/submit", body, token=token)


def test_submit_with_attachments_and_read_the_thread(client: TestClient, db: Session) -> None:
    token = centre_token(client, db)
    photo = ok(upload(client, token, "screen.png", PNG))
    letter = ok(upload(client, token, "letter.pdf", PDF))
    ticket = ok(submit(client, token, fileIds=[photo["fileId"], letter["fileId"]]))
    number = ticket["ticketNo"]
    assert number.startswith("T")
    assert len(number) == 12
    assert ticket["status"] == 1
    assert ticket["messages"][0]["body"] == "Nobody came."
    assert ticket["messages"][0]["authorName"] == "Kowhai Kids"
    assert [a["fileName"] for a in ticket["messages"][0]["attachments"]] == [
        "screen.png",
        "letter.pdf",
    ]
    second = ok(submit(client, token))
    assert int(second["ticketNo"][9:]) == int(number[9:]) + 1
    # The attachment is read through a short-lived signed link only.
    link = ok(call(client, "/file/get/private/file", {"fileId": photo["fileId"]}, token=token))
    assert client.get(link["url"]).content == PNG
    # A file cannot be attached twice.
    again = submit(client, token, fileIds=[photo["fileId"]])
    assert again["rtn_code"] == 1000
    listed = ok(call(client, "/center/support/ticket/list", {"pageSize": 1}, token=token))
    assert (listed["total"], len(listed["list"])) == (2, 1)
    assert listed["list"][0]["ticketNo"] == second["ticketNo"]
    only_new = ok(call(client, "/center/support/ticket/list", {"status": 6}, token=token))
    assert only_new["total"] == 0


def test_bad_input_is_named(client: TestClient, db: Session) -> None:
    token = centre_token(client, db)
    for overrides, message in (
        ({"category": None}, "Please select a category."),
        ({"category": 99}, "Please select one of the listed categories."),
        ({"subject": " "}, "Please enter a subject."),
        ({"description": ""}, "Please describe the problem."),
        ({"fileIds": [1, 2, 3, 4]}, "You can attach at most 3 files."),
        ({"fileIds": [999999]}, "An attachment was not found; please upload it again."),
    ):
        answer = submit(client, token, **overrides)
        assert (answer["rtn_code"], answer["rtn_msg"]) == (1000, message), overrides
    assert submit(client, token, subject="x" * 121)["rtn_code"] == 1000
    # Uploads are checked by content, not by name.
    assert upload(client, token, "fake.png", b"MZ not an image")["rtn_code"] == 1000
    assert upload(client, token, "photo.pdf", PNG)["rtn_msg"] == (
        "The file's content does not match its name."
    )
    assert upload(client, token, "empty.png", b"")["rtn_code"] == 1000
    assert db.scalar(select(func.count()).select_from(SupportTicket)) == 0


def test_staff_reply_resolve_reopen_and_notices(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db, name="Tui Kindy")
    token = sign_in(client, user.email)
    staff = staff_token(client, db)
    number = ok(submit(client, token))["ticketNo"]

    listed = ok(call(client, "/admin/support/ticket/list", {}, token=staff))
    assert number in [t["ticketNo"] for t in listed["list"]]
    assert listed["list"][0]["centreName"] == "Tui Kindy"

    attachment = ok(upload(client, staff, "steps.pdf", PDF, path="/admin"))
    replied = ok(
        call(
            client,
            "/admin/support/ticket/reply",
            {"ticketNo": number, "body": "Please try again.", "fileIds": [attachment["fileId"]]},
            token=staff,
        )
    )
    assert replied["status"] == 2  # new -> processing
    assert replied["messages"][1]["fromStaff"] is True
    # Staff read who replied (here an account without a name: its e-mail);
    # the centre reads "Relief support" (docs/rules.md, "Support desk").
    assert replied["messages"][1]["authorName"].endswith("@example.test")
    seen = ok(call(client, "/center/support/ticket/detail", {"ticketNo": number}, token=token))
    assert seen["messages"][1]["authorName"] == "Relief support"
    notices = db.scalars(
        select(Notice).where(Notice.user_id == user.id, Notice.kind == "ticket_reply")
    ).all()
    assert len(notices) == 1
    # The centre reads staff's attachment through a signed link.
    link = ok(call(client, "/file/get/private/file", {"fileId": attachment["fileId"]}, token=token))
    assert client.get(link["url"]).content == PDF

    ok(call(client, "/admin/support/ticket/status", {"ticketNo": number, "status": 3}, token=staff))
    answered = ok(
        call(
            client,
            "/center/support/ticket/reply",
            {"ticketNo": number, "body": "Done"},
            token=token,
        )
    )
    assert answered["status"] == 2  # waiting -> processing

    resolved = ok(
        call(client, "/admin/support/ticket/status", {"ticketNo": number, "status": 6}, token=staff)
    )
    assert resolved["status"] == 6
    refused = call(
        client, "/center/support/ticket/reply", {"ticketNo": number, "body": "x"}, token=token
    )
    assert refused["rtn_code"] == 1004
    reopened = ok(call(client, "/center/support/ticket/reopen", {"ticketNo": number}, token=token))
    assert reopened["status"] == 8
    assert (
        call(client, "/center/support/ticket/reopen", {"ticketNo": number}, token=token)["rtn_code"]
        == 1004
    )
    closed = ok(call(client, "/center/support/ticket/close", {"ticketNo": number}, token=token))
    assert closed["status"] == 7
    assert closed["closedAt"] is not None
    assert (
        call(client, "/admin/support/ticket/reply", {"ticketNo": number, "body": "x"}, token=staff)[
            "rtn_code"
        ]
        == 1004
    )
    bad = call(
        client, "/admin/support/ticket/status", {"ticketNo": number, "status": 1}, token=staff
    )
    assert bad["rtn_code"] == 1004
    assert (
        call(
            client, "/admin/support/ticket/status", {"ticketNo": number, "status": 9}, token=staff
        )["rtn_code"]
        == 1000
    )


def test_a_centre_never_reads_or_touches_another_centres_ticket(
    client: TestClient, db: Session
) -> None:
    theirs = centre_token(client, db, "Theirs")
    mine = centre_token(client, db, "Mine")
    photo = ok(upload(client, theirs, "private.png", PNG))
    number = ok(submit(client, theirs, fileIds=[photo["fileId"]]))["ticketNo"]
    for path, body in (
        ("/center/support/ticket/detail", {"ticketNo": number}),
        ("/center/support/ticket/reply", {"ticketNo": number, "body": "hi"}),
        ("/center/support/ticket/close", {"ticketNo": number}),
        ("/center/support/ticket/reopen", {"ticketNo": number}),
        ("/file/get/private/file", {"fileId": photo["fileId"]}),
    ):
        assert call(client, path, body, token=mine)["rtn_code"] == 1003, path
    assert ok(call(client, "/center/support/ticket/list", {}, token=mine))["total"] == 0
    # Another centre cannot attach a file it does not own.
    assert submit(client, mine, fileIds=[photo["fileId"]])["rtn_code"] == 1000
    # Centres cannot use staff calls.
    for path in ("/admin/support/ticket/list", "/admin/support/ticket/status"):
        assert call(client, path, {"ticketNo": number, "status": 6}, token=mine)["rtn_code"] == 1002


def test_staff_list_filters_by_status_category_and_keyword(client: TestClient, db: Session) -> None:
    tui, _ = make_centre(db, name="Tui Kindy", email="tui@example.com")
    kea, _ = make_centre(db, name="Kea Early Learning", email="kea@example.com")
    staff = staff_token(client, db)
    stuck = ok(submit(client, sign_in(client, tui.email), subject="Booking 50% stuck"))
    bill = ok(submit(client, sign_in(client, kea.email), category=2, subject="Invoice total"))
    ok(
        call(
            client,
            "/admin/support/ticket/status",
            {"ticketNo": bill["ticketNo"], "status": 6},
            token=staff,
        )
    )

    def numbers(**filters: Any) -> list[str]:
        page = ok(call(client, "/admin/support/ticket/list", filters, token=staff))
        assert page["total"] == len(page["list"])
        return [t["ticketNo"] for t in page["list"]]

    assert numbers() == [bill["ticketNo"], stuck["ticketNo"]]
    assert numbers(status=6) == [bill["ticketNo"]]
    assert numbers(category=1) == [stuck["ticketNo"]]
    assert numbers(keyword="KEA") == [bill["ticketNo"]]  # the centre's name, any case
    assert numbers(keyword="50%") == [stuck["ticketNo"]]  # typed wildcards match literally
    assert numbers(keyword=stuck["ticketNo"][-4:], category=1) == [stuck["ticketNo"]]
    assert numbers(keyword="nothing like it") == []
    assert (
        call(client, "/admin/support/ticket/list", {"category": 9}, token=staff)["rtn_code"] == 1000
    )


def test_a_number_taken_meanwhile_is_retried_with_the_next(
    client: TestClient, db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two requests that read the day's last number at once: the second insert
    hits the unique number and retries with a fresh read."""
    token = centre_token(client, db)
    first = ok(submit(client, token))["ticketNo"]
    reads: list[str | None] = []
    real = repository.last_number_of_day

    def stale_once(session: Session, prefix: str) -> str | None:
        # The first read misses the ticket just opened, as a racing request would.
        found = None if not reads else real(session, prefix)
        reads.append(found)
        return found

    monkeypatch.setattr(repository, "last_number_of_day", stale_once)
    second = ok(submit(client, token))["ticketNo"]
    assert len(reads) == 2
    assert second[:9] == first[:9]
    assert int(second[9:]) == int(first[9:]) + 1
