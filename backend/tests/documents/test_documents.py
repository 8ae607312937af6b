from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Teacher
from tests import images
from tests.factories import PASSWORD, call, make_centre, make_teacher, sign_in

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
PNG = images.png()
JPEG = images.jpeg()


def teacher_token(client: TestClient, email: str) -> str:
    answer = call(client, "/teacher/login", {"userName": email, "password": PASSWORD})
    assert answer["rtn_code"] == 0, answer
    token: str = answer["rtn_data"]["token"]
    return token


def upload(
    client: TestClient, token: str, kind: str, name: str, data: bytes, **fields: str
) -> dict[str, Any]:
    response = client.post(
        "/api/teacher/document/upload",
        data={"kind": kind, **fields},
        files={"file": (name, data, "application/octet-stream")},
        headers={"Authorization": f"Bearer {token}"},
    )
    body: dict[str, Any] = response.json()
    return body


@pytest.fixture
def teacher(client: TestClient, db: Session) -> tuple[Teacher, str]:
    user, teacher = make_teacher(db)
    return teacher, teacher_token(client, user.email)


def test_a_certificate_is_kept_and_its_expiry_is_what_matching_reads(
    client: TestClient, db: Session, teacher: tuple[Teacher, str]
) -> None:
    row, token = teacher
    expires = (now() + timedelta(days=20)).date()
    answer = upload(
        client,
        token,
        "first_aid",
        "first-aid.pdf",
        PDF,
        issuedOn="2025-01-10",
        expiresOn=str(expires),
    )
    assert answer["rtn_code"] == 0, answer
    document = answer["rtn_data"]
    assert (document["kind"], document["contentType"], document["size"]) == (
        "first_aid",
        "application/pdf",
        len(PDF),
    )
    assert document["expiringSoon"] is True
    db.refresh(row)
    assert row.first_aid_expiry == expires
    assert row.first_aid_date == date(2025, 1, 10)
    listed = call(client, "/teacher/document/list", token=token)["rtn_data"]
    assert [d["kind"] for d in listed["list"]] == ["first_aid"]
    assert listed["warnings"] == ["first_aid"]
    # A new upload of the same kind replaces the old one.
    upload(
        client,
        token,
        "first_aid",
        "renewed.jpg",
        JPEG,
        expiresOn=str(expires + timedelta(days=700)),
    )
    listed = call(client, "/teacher/document/list", token=token)["rtn_data"]
    assert [d["fileName"] for d in listed["list"]] == ["renewed.jpg"]
    assert listed["warnings"] == []


@pytest.mark.parametrize(
    ("kind", "name", "data", "message"),
    [
        ("cv", "cv.txt", b"I am a teacher", "Only JPG or PDF or PNG files are accepted."),
        ("cv", "cv.pdf", PNG, "The file's content does not match its name."),
        ("cv", "cv.png", PDF, "The file's content does not match its name."),
        ("photo", "me.pdf", PDF, "Only JPG or PNG files are accepted."),
        ("photo", "me.png", PNG + b"\x00" * 1_048_576, "The file is larger than 1 MB."),
        ("cv", "cv.pdf", PDF + b"\x00" * (5 * 1_048_576), "The file is larger than 5 MB."),
        ("cv", "cv.pdf", b"", "The file is empty."),
    ],
)
def test_wrong_type_lying_name_or_too_large_is_refused(
    client: TestClient,
    db: Session,
    teacher: tuple[Teacher, str],
    kind: str,
    name: str,
    data: bytes,
    message: str,
) -> None:
    _, token = teacher
    answer = upload(client, token, kind, name, data)
    assert (answer["rtn_code"], answer["rtn_msg"]) == (1000, message)
    assert call(client, "/teacher/document/list", token=token)["rtn_data"]["list"] == []


def test_far_too_large_bodies_never_reach_the_application(
    client: TestClient, teacher: tuple[Teacher, str]
) -> None:
    _, token = teacher
    response = client.post(
        "/api/teacher/document/upload",
        data={"kind": "cv"},
        files={"file": ("cv.pdf", PDF + b"\x00" * (7 * 1_048_576), "application/pdf")},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 413
    assert response.json()["rtn_code"] == 1005


def test_bad_form_fields(client: TestClient, teacher: tuple[Teacher, str]) -> None:
    _, token = teacher
    assert upload(client, token, "diploma", "cv.pdf", PDF)["rtn_code"] == 1000
    assert upload(client, token, "cv", "cv.pdf", PDF, expiresOn="soon")["rtn_code"] == 1000
    expired = upload(client, token, "registration", "r.pdf", PDF, expiresOn="2020-01-01")
    assert expired["rtn_msg"] == "This document has already expired."
    backwards = upload(
        client, token, "registration", "r.pdf", PDF, issuedOn="2030-01-01", expiresOn="2029-01-01"
    )
    assert backwards["rtn_msg"] == "The expiry date must be after the issue date."


def test_signed_links_work_until_they_expire_and_only_for_the_owner(
    client: TestClient, db: Session, teacher: tuple[Teacher, str]
) -> None:
    _, token = teacher
    file_id = upload(client, token, "cv", "cv.pdf", PDF)["rtn_data"]["fileId"]
    link = call(client, "/file/get/private/file", {"fileId": file_id}, token=token)["rtn_data"]
    response = client.get(link["url"])
    assert response.status_code == 200
    assert response.content == PDF
    assert response.headers["content-type"] == "application/pdf"
    # Tampered or expired links are refused.
    assert client.get(link["url"][:-2] + "xx").json()["rtn_code"] == 1003
    with time_machine.travel(now() + timedelta(minutes=11), tick=False):
        assert client.get(link["url"]).json()["rtn_code"] == 1003
    # Another teacher and a centre cannot have a link to it.
    other_user, _ = make_teacher(db)
    centre_user, _ = make_centre(db)
    for other in (teacher_token(client, other_user.email), sign_in(client, centre_user.email)):
        assert (
            call(client, "/file/get/private/file", {"fileId": file_id}, token=other)["rtn_code"]
            == 1003
        )


def test_documents_belong_to_their_teacher(
    client: TestClient, db: Session, teacher: tuple[Teacher, str]
) -> None:
    _, token = teacher
    document_id = upload(client, token, "cv", "cv.pdf", PDF)["rtn_data"]["id"]
    other_user, _ = make_teacher(db)
    other = teacher_token(client, other_user.email)
    assert (
        call(client, "/teacher/document/delete", {"id": document_id}, token=other)["rtn_code"]
        == 1003
    )
    centre_user, _ = make_centre(db)
    centre = sign_in(client, centre_user.email)
    assert call(client, "/teacher/document/list", token=centre)["rtn_code"] == 1002
    assert (
        call(client, "/teacher/document/delete", {"id": document_id}, token=token)["rtn_code"] == 0
    )
    assert call(client, "/teacher/document/list", token=token)["rtn_data"]["list"] == []


def test_a_centre_sees_a_booked_teachers_files_only_inside_the_window(
    client: TestClient, db: Session
) -> None:
    from relief.bookings import matching
    from relief.models import Invite
    from tests.booking_helpers import create_booking, next_weekday_at

    teacher_user, teacher_row = make_teacher(db)
    token = teacher_token(client, teacher_user.email)
    file_id = upload(client, token, "police_vetting", "vetting.pdf", PDF)["rtn_data"]["fileId"]
    centre_user, _ = make_centre(db)
    centre = sign_in(client, centre_user.email)
    stranger_user, _ = make_centre(db)
    stranger = sign_in(client, stranger_user.email)
    start = next_weekday_at(8, 30, days_ahead=3)
    booking_id = create_booking(
        client,
        centre,
        jobStartTime=start.isoformat(),
        jobEndTime=start.replace(hour=15, minute=0).isoformat(),
    )
    invite = db.query(Invite).filter_by(booking_id=booking_id).one()
    matching.answer(db, teacher_row, invite.id, True, now())
    assert (
        call(client, "/center/job/confirm/price", {"inviteId": invite.id}, token=centre)["rtn_code"]
        == 0
    )

    refused = call(
        client, "/center/allow/teacher/files", {"teacherId": teacher_row.id}, token=centre
    )
    assert refused["rtn_code"] == 1002
    assert "24 hours before their job" in refused["rtn_msg"]
    assert (
        call(client, "/file/get/private/file", {"fileId": file_id}, token=centre)["rtn_code"]
        == 1003
    )
    with time_machine.travel(start - timedelta(hours=23), tick=False):
        centre = sign_in(client, centre_user.email)
        files = call(
            client, "/center/allow/teacher/files", {"teacherId": teacher_row.id}, token=centre
        )
        assert [d["kind"] for d in files["rtn_data"]["list"]] == ["police_vetting"]
        link = call(client, "/file/get/private/file", {"fileId": file_id}, token=centre)["rtn_data"]
        assert client.get(link["url"]).content == PDF
        stranger = sign_in(client, stranger_user.email)
        assert (
            call(
                client, "/center/allow/teacher/files", {"teacherId": teacher_row.id}, token=stranger
            )["rtn_code"]
            == 1002
        )
        assert (
            call(client, "/file/get/private/file", {"fileId": file_id}, token=stranger)["rtn_code"]
            == 1003
        )
    with time_machine.travel(start.replace(hour=15, minute=1), tick=False):
        centre = sign_in(client, centre_user.email)
        assert (
            call(
                client, "/center/allow/teacher/files", {"teacherId": teacher_row.id}, token=centre
            )["rtn_code"]
            == 1002
        )
