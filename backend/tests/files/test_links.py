"""A signed link opens a file only while that file is still what the link was
made for: a deleted or replaced document, a replaced avatar, an invoice whose
number does not match, or bytes gone from storage answer 1003, never the old
file and never a 500."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.files import rules
from relief.files import service as files
from relief.models import StoredFile
from tests import images
from tests.factories import PASSWORD, call, make_centre, make_teacher, sign_in
from tests.invoices.helpers import placement_invoice

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
GONE = 1003


def teacher_token(client: TestClient, db: Session) -> str:
    user, _ = make_teacher(db)
    answer = call(client, "/teacher/login", {"userName": user.email, "password": PASSWORD})
    return str(answer["rtn_data"]["token"])


def upload_document(client: TestClient, token: str, kind: str, name: str, data: bytes) -> Any:
    answer = client.post(
        "/api/teacher/document/upload",
        data={"kind": kind},
        files={"file": (name, data, "application/octet-stream")},
        headers={"Authorization": f"Bearer {token}"},
    ).json()
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def link_to(client: TestClient, token: str, file_id: int) -> str:
    answer = call(client, "/file/get/private/file", {"fileId": file_id}, token=token)
    assert answer["rtn_code"] == 0, answer
    return str(answer["rtn_data"]["url"])


def stored_path(settings: Settings, key: str) -> Any:
    return settings.files_dir / key[:2] / key


def test_a_deleted_documents_link_dies_at_once_and_its_bytes_go(
    client: TestClient, db: Session, settings: Settings
) -> None:
    token = teacher_token(client, db)
    document = upload_document(client, token, "cv", "cv.pdf", PDF)
    url = link_to(client, token, document["fileId"])
    assert client.get(url).content == PDF
    key = db.get(StoredFile, document["fileId"]).key  # type: ignore[union-attr]
    assert stored_path(settings, key).exists()

    deleted = call(client, "/teacher/document/delete", {"id": document["id"]}, token=token)
    assert deleted["rtn_code"] == 0

    answer = client.get(url)
    assert answer.json()["rtn_code"] == GONE
    assert answer.json()["rtn_msg"] == "This link has expired or is not valid."
    assert db.get(StoredFile, document["fileId"]) is None
    assert not stored_path(settings, key).exists()
    assert (
        call(client, "/file/get/private/file", {"fileId": document["fileId"]}, token=token)[
            "rtn_code"
        ]
        == GONE
    )


def test_a_replaced_documents_old_link_dies_and_the_new_one_works(
    client: TestClient, db: Session
) -> None:
    token = teacher_token(client, db)
    first = upload_document(client, token, "photo", "me.png", images.png(colour="red"))
    old_url = link_to(client, token, first["fileId"])
    newer = images.jpeg(colour="blue")
    second = upload_document(client, token, "photo", "me.jpg", newer)
    assert second["id"] == first["id"]
    assert client.get(old_url).json()["rtn_code"] == GONE
    assert client.get(link_to(client, token, second["fileId"])).content == newer


def upload_avatar(client: TestClient, token: str, data: bytes) -> str:
    answer = client.post(
        "/api/center/avatar/upload",
        files={"file": ("logo.png", data, "image/png")},
        headers={"Authorization": f"Bearer {token}"},
    ).json()
    assert answer["rtn_code"] == 0, answer
    return str(answer["rtn_data"]["avatarUrl"])


def test_a_replaced_avatars_link_dies_and_the_session_names_the_new_one(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)

    first_url = upload_avatar(client, token, images.png(colour="red"))
    first_id = int(str(user.avatar)[5:])
    cover = images.png(colour="green")
    second_url = upload_avatar(client, token, cover)
    assert client.get(first_url).json()["rtn_code"] == GONE
    assert client.get(second_url).content == cover
    assert db.get(StoredFile, first_id) is None
    session_avatar = call(client, "/user/center/detail", token=token)["rtn_data"]["avatar"]
    assert client.get(session_avatar).content == cover


def test_an_avatar_also_attached_to_a_ticket_stays_for_the_ticket(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)

    logo = images.png(colour="purple")
    avatar_url = upload_avatar(client, token, logo)
    file_id = int(str(user.avatar)[5:])
    ticket = call(
        client,
        "/center/support/ticket/submit",
        {"category": 1, "subject": "Logo", "description": "Our logo.", "fileIds": [file_id]},
        token=token,
    )
    assert ticket["rtn_code"] == 0, ticket
    upload_avatar(client, token, images.png(colour="orange"))
    # No longer the avatar, so the avatar link is dead; still the ticket's attachment.
    assert client.get(avatar_url).json()["rtn_code"] == GONE
    assert client.get(link_to(client, token, file_id)).content == logo


def test_a_link_never_opens_another_file_that_took_the_same_id(
    client: TestClient, db: Session, settings: Settings
) -> None:
    token = teacher_token(client, db)
    document = upload_document(client, token, "cv", "cv.pdf", PDF)
    stored = db.get(StoredFile, document["fileId"])
    assert stored is not None
    url = link_to(client, token, stored.id)
    # The same id now names other bytes under another key (as when a deleted
    # row's id is taken again): the old link must not open them.
    stored.key = files.storage(settings).put(b"%PDF-1.4 someone else's file")
    db.flush()
    assert client.get(url).json()["rtn_code"] == GONE


def test_bytes_missing_from_storage_answer_1003_not_500(
    client: TestClient, db: Session, settings: Settings
) -> None:
    token = teacher_token(client, db)
    document = upload_document(client, token, "cv", "cv.pdf", PDF)
    url = link_to(client, token, document["fileId"])
    key = db.get(StoredFile, document["fileId"]).key  # type: ignore[union-attr]
    stored_path(settings, key).unlink()
    answer = client.get(url)
    assert answer.status_code == 200
    assert answer.json()["rtn_code"] == GONE


def test_a_rolled_back_discard_keeps_row_and_bytes(db: Session, settings: Settings) -> None:
    user, _ = make_centre(db)
    store = files.storage(settings)
    stored = files.keep(db, store, user.id, "kept.pdf", PDF, rules.PDF)
    db.commit()
    files.discard(db, settings, stored)
    db.rollback()
    assert db.scalar(select(StoredFile.id).where(StoredFile.id == stored.id)) == stored.id
    assert store.get(stored.key) == PDF
    db.commit()  # a later commit must not remove what the rolled-back one discarded
    assert store.get(stored.key) == PDF


def test_an_invoice_link_opens_only_the_invoice_and_number_it_was_made_for(
    client: TestClient, db: Session
) -> None:
    user, centre = make_centre(db)
    token = sign_in(client, user.email)
    invoice = placement_invoice(db, centre)
    link = call(client, "/center/invoice/down", {"invoiceId": invoice.id}, token=token)
    url = link["rtn_data"]["url"]
    response = client.get(url)
    assert response.content.startswith(b"%PDF")
    number = invoice.number
    assert number is not None
    assert response.headers["content-disposition"] == (
        f"inline; filename=\"{number}.pdf\"; filename*=UTF-8''{number}.pdf"
    )
    invoice.number = number + "R"
    db.flush()
    assert client.get(url).json()["rtn_code"] == GONE
