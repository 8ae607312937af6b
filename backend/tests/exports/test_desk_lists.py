"""The console's teacher, centre and invoice lists export exactly what the
list shows the staff member who asks: their data scope holds for the file
as it holds for the screen, and coded fields are written in the words the
screen gives them."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.models import Approval, ExportJob, Task
from tests.authority.test_data_scope import CHRISTCHURCH, WELLINGTON, role
from tests.authority.test_every_staff_call import sign_in_staff
from tests.booking_helpers import drain
from tests.exports.test_exports import download, ok, refusal, values
from tests.factories import call, make_centre, make_staff, make_teacher
from tests.invoices.helpers import placement_invoice

DESK = ("teacher:list", "centre:list", "invoice:list", "export:read")


def export(client: TestClient, db: Session, token: str, path: str, body: dict[str, Any]) -> Any:
    job = ok(call(client, path, body, token=token))
    drain(db)
    done = ok(call(client, "/admin/export/status", {"id": job["id"]}, token=token))
    assert done["status"] == "ready", done
    return values(download(client, job["id"], token))


def auckland_desk(client: TestClient, db: Session) -> str:
    admin = sign_in_staff(client, make_staff(db).email)
    role(client, admin, "Auckland desk", "regions", ["Auckland"], *DESK)
    return sign_in_staff(client, make_staff(db, role="Auckland desk").email)


def test_teachers_of_the_staff_members_regions_with_their_status_in_words(
    client: TestClient, db: Session
) -> None:
    pending = make_teacher(db, approval=Approval.pending)[1]
    approved = make_teacher(db)[1]
    far = make_teacher(db, latitude=CHRISTCHURCH[0], longitude=CHRISTCHURCH[1])[1]
    db.commit()
    desk = auckland_desk(client, db)
    listed = ok(call(client, "/admin/teacher/list", {"pageSize": 100}, token=desk))["list"]
    assert far.id not in {teacher["teacherId"] for teacher in listed}

    columns = [
        {"key": "teacherId", "title": "ID"},
        {"key": "name", "title": "Name"},
        {
            "key": "approval",
            "title": "Vetting",
            "labels": {"0": "Pending", "1": "Approved", "2": "Rejected"},
        },
        {"key": "enabled", "title": "Account", "labels": {"true": "On", "false": "Off"}},
    ]
    sheet = export(client, db, desk, "/admin/teacher/export", {"columns": columns})
    assert sheet[0] == ["ID", "Name", "Vetting", "Account"]
    assert [row[0] for row in sheet[1:]] == [teacher["teacherId"] for teacher in listed]
    rows = {row[0]: row for row in sheet[1:]}
    assert rows[pending.id][2:] == ["Pending", "On"]
    assert rows[approved.id][2:] == ["Approved", "On"]
    assert far.id not in rows

    # The list's filter narrows the file as it narrows the list.
    only_pending = export(
        client,
        db,
        desk,
        "/admin/teacher/export",
        {"approval": Approval.pending, "columns": columns},
    )
    assert pending.id in {row[0] for row in only_pending[1:]}
    assert approved.id not in {row[0] for row in only_pending[1:]}


def test_centres_and_invoices_of_the_staff_members_regions(client: TestClient, db: Session) -> None:
    _, near = make_centre(db, name="Kowhai Kids")
    _, far = make_centre(
        db, name="Rata Early Learning", latitude=WELLINGTON[0], longitude=WELLINGTON[1]
    )
    near_invoice = placement_invoice(db, near)
    far_invoice = placement_invoice(db, far)
    db.commit()
    desk = auckland_desk(client, db)

    centres = export(
        client,
        db,
        desk,
        "/admin/centre/export",
        {"columns": [{"key": "centreId", "title": "ID"}, {"key": "name", "title": "Centre"}]},
    )
    assert [near.id, "Kowhai Kids"] in centres
    assert far.id not in {row[0] for row in centres[1:]}

    columns = [
        {"key": "number", "title": "Invoice"},
        {"key": "centreName", "title": "Centre"},
        {"key": "status", "title": "Status", "labels": {"1": "Unpaid", "2": "Paid"}},
    ]
    invoices = export(client, db, desk, "/admin/invoice/export", {"columns": columns})
    assert invoices == [
        ["Invoice", "Centre", "Status"],
        [near_invoice.number, "Kowhai Kids", "Unpaid"],
    ]
    assert far_invoice.number not in {row[0] for row in invoices}


def test_a_period_the_invoice_list_refuses_is_refused_and_nothing_is_queued(
    client: TestClient, db: Session
) -> None:
    desk = auckland_desk(client, db)
    jobs = db.scalar(select(func.count()).select_from(ExportJob))
    tasks = db.scalar(select(func.count()).select_from(Task))
    answer = call(
        client,
        "/admin/invoice/export",
        {
            "issuedFrom": "2026-05-02",
            "issuedTo": "2026-05-01",
            "columns": [{"key": "number", "title": "Invoice"}],
        },
        token=desk,
    )
    listed = call(
        client,
        "/admin/invoice/list",
        {"issuedFrom": "2026-05-02", "issuedTo": "2026-05-01"},
        token=desk,
    )
    assert refusal(answer) == refusal(listed)
    assert db.scalar(select(func.count()).select_from(ExportJob)) == jobs
    assert db.scalar(select(func.count()).select_from(Task)) == tasks


def test_too_many_words_for_a_column_are_refused(client: TestClient, db: Session) -> None:
    desk = auckland_desk(client, db)
    labels = {str(n): f"Word {n}" for n in range(61)}
    answer = call(
        client,
        "/admin/teacher/export",
        {"columns": [{"key": "approval", "title": "Vetting", "labels": labels}]},
        token=desk,
    )
    assert answer["rtn_code"] != 0
