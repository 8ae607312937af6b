"""The teacher's approval state, staff asking for documents, and the vetting
queue showing what each teacher still owes."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Approval, Notice, Qualification, TeacherDocument
from relief.notices.service import worded
from tests.documents.test_documents import PDF, teacher_token, upload
from tests.factories import call, make_centre, make_staff, make_teacher, sign_in

BANK = {
    "bankAccountName": "A Tupou",
    "bankAccountNumber": "12-3456-1234567-00",
    "taxNumber": "49-091-850",
    "taxCode": "m",
}


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def staff_token(client: TestClient, db: Session) -> str:
    staff = make_staff(db)
    return str(
        ok(call(client, "/admin/login", {"userName": staff.email, "password": "Correct-Horse-42"}))[
            "token"
        ]
    )


def test_the_state_follows_uploads_bank_details_and_staff_requests(
    client: TestClient, db: Session
) -> None:
    user, teacher = make_teacher(db, approval=Approval.pending)
    token = teacher_token(client, user.email)
    ok(upload(client, token, "cv", "cv.pdf", PDF))
    expiry = str((now() + timedelta(days=300)).date())
    ok(upload(client, token, "first_aid", "fa.pdf", PDF, issuedOn="2025-01-10", expiresOn=expiry))
    ok(call(client, "/teacher/bank/update", BANK, token=token))
    state = ok(call(client, "/teacher/approval/state", token=token))
    assert (state["approval"], state["reason"]) == (0, None)
    assert state["missing"] == [
        "police_vetting",
        "registration",
        "photo_id",
        "work_eligibility",
        "tax_letter",
    ]
    assert {i["item"]: i["provided"] for i in state["items"]}["cv"] is True

    # Staff ask again for the CV, with a note: the teacher is told.
    admin = staff_token(client, db)
    asked = ok(
        call(
            client,
            "/admin/teacher/document/request",
            {"teacherId": teacher.id, "kind": "cv", "note": "Please add your last two centres."},
            token=admin,
        )
    )
    assert asked["missing"][0] == "cv"
    notice = db.scalars(select(Notice).where(Notice.user_id == user.id)).one()
    assert notice.kind == "document_requested"
    assert worded(notice, "en").title == "Please upload your CV"
    assert "Please add your last two centres." in worded(notice, "en").body
    assert json.loads(notice.data) == {
        "document": "cv",
        "note": "Please add your last two centres.",
    }
    cv = ok(call(client, "/teacher/approval/state", token=token))["items"][0]
    assert cv == {
        "item": "cv",
        "provided": True,
        "problem": "requested",
        "note": "Please add your last two centres.",
    }
    # A new upload answers the request.
    with time_machine.travel(now() + timedelta(minutes=5), tick=False):
        ok(upload(client, token, "cv", "cv-2.pdf", PDF))
        state = ok(call(client, "/teacher/approval/state", token=token))
    assert "cv" not in state["missing"]

    # An expired certificate is owed again.
    document = db.scalars(
        select(TeacherDocument).where(
            TeacherDocument.teacher_id == teacher.id, TeacherDocument.kind == "first_aid"
        )
    ).one()
    document.expires_on = (now() - timedelta(days=3)).date()
    db.flush()
    first_aid = ok(call(client, "/teacher/approval/state", token=token))["items"][1]
    assert (first_aid["item"], first_aid["problem"]) == ("first_aid", "expired")


def test_the_vetting_queue_shows_pending_teachers_with_what_they_miss(
    client: TestClient, db: Session
) -> None:
    pending_user, pending = make_teacher(db, approval=Approval.pending)
    _, unqualified = make_teacher(
        db, approval=Approval.pending, qualification=Qualification.unqualified
    )
    make_teacher(db)  # approved: not in the pending list
    ok(upload(client, teacher_token(client, pending_user.email), "photo_id", "id.pdf", PDF))
    admin = staff_token(client, db)
    listed = ok(call(client, "/admin/teacher/list", {"approval": 0}, token=admin))
    by_id = {item["teacherId"]: item for item in listed["list"]}
    assert set(by_id) == {pending.id, unqualified.id}
    assert by_id[pending.id]["missing"] == [
        "cv",
        "first_aid",
        "police_vetting",
        "registration",
        "work_eligibility",
        "tax_letter",
        "bank_account",
    ]
    assert "registration" not in by_id[unqualified.id]["missing"]


def test_a_rejection_reason_reaches_the_teacher_and_an_approval_clears_it(
    client: TestClient, db: Session
) -> None:
    user, teacher = make_teacher(db, approval=Approval.pending)
    token = teacher_token(client, user.email)
    admin = staff_token(client, db)
    rejected = ok(
        call(
            client,
            "/admin/teacher/approval",
            {"teacherId": teacher.id, "approval": 2, "reason": "Police vetting is missing."},
            token=admin,
        )
    )
    assert "police_vetting" in rejected["missing"]
    state = ok(call(client, "/teacher/approval/state", token=token))
    assert (state["approval"], state["reason"]) == (2, "Police vetting is missing.")
    ok(
        call(
            client, "/admin/teacher/approval", {"teacherId": teacher.id, "approval": 1}, token=admin
        )
    )
    state = ok(call(client, "/teacher/approval/state", token=token))
    assert (state["approval"], state["reason"]) == (1, None)
    kinds = [
        n.kind
        for n in db.scalars(select(Notice).where(Notice.user_id == user.id).order_by(Notice.id))
    ]
    assert kinds == ["profile_rejected", "profile_approved"]


def test_only_staff_ask_for_documents_and_only_of_known_kinds_and_teachers(
    client: TestClient, db: Session
) -> None:
    user, teacher = make_teacher(db, approval=Approval.pending)
    admin = staff_token(client, db)
    body = {"teacherId": teacher.id, "kind": "police_vetting"}
    centre_user, _ = make_centre(db)
    assert (
        call(
            client,
            "/admin/teacher/document/request",
            body,
            token=sign_in(client, centre_user.email),
        )["rtn_code"]
        == 1002
    )
    as_teacher = teacher_token(client, user.email)
    assert (
        call(client, "/admin/teacher/document/request", body, token=as_teacher)["rtn_code"] == 1002
    )
    assert call(client, "/admin/teacher/document/request", body)["rtn_code"] == 1001
    unknown = call(
        client, "/admin/teacher/document/request", {**body, "teacherId": 987654}, token=admin
    )
    assert (unknown["rtn_code"], unknown["rtn_msg"]) == (1003, "The teacher does not exist.")
    assert (
        call(client, "/admin/teacher/document/request", {**body, "kind": "passport"}, token=admin)[
            "rtn_code"
        ]
        == 1000
    )
    assert (
        call(client, "/admin/teacher/document/request", {**body, "note": "x" * 501}, token=admin)[
            "rtn_code"
        ]
        == 1000
    )
    # The approval state is the teacher's own call.
    assert call(client, "/teacher/approval/state", token=admin)["rtn_code"] == 1002
    assert db.scalar(select(Notice).where(Notice.user_id == user.id)) is None
