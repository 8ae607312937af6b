"""Downloads name their file in any language (RFC 6266 with RFC 5987), and no
uploaded name can break the header."""

from __future__ import annotations

import re
from urllib.parse import unquote

from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy.orm import Session

from relief.kit.downloads import ascii_fallback, clean_file_name, content_disposition
from tests import images
from tests.factories import call, make_centre, sign_in

HEADER = re.compile(
    r"""^inline; filename="([\x20-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+)$"""
)


def parts(header: str) -> tuple[str, str]:
    found = HEADER.match(header)
    assert found, header
    return found.group(1), unquote(found.group(2), encoding="utf-8", errors="strict")


def test_a_chinese_name_downloads_with_an_ascii_fallback_and_its_exact_name() -> None:
    assert content_disposition("文件 照片.png") == (
        "inline; filename=\"file.png\"; filename*=UTF-8''%E6%96%87%E4%BB%B6%20%E7%85%A7%E7%89%87.png"
    )
    assert ascii_fallback("Café résumé.pdf") == "Cafe resume.pdf"
    assert parts(content_disposition("Māori kupu.pdf")) == ("Maori kupu.pdf", "Māori kupu.pdf")


def test_names_that_try_to_break_the_header_are_made_plain() -> None:
    header = content_disposition('evil"\r\nSet-Cookie: a=b;%22.pdf')
    assert "\r" not in header
    assert "\n" not in header
    fallback, exact = parts(header)
    assert fallback == "evil Set-Cookie: a=b 22.pdf"
    assert exact == 'evil" Set-Cookie: a=b;%22.pdf'
    assert clean_file_name("../../etc/passwd") == "passwd"
    assert clean_file_name("C:\\Users\\Aroha\\photo.jpg") == "photo.jpg"
    assert clean_file_name("\u2028\x00\u200b") == "file"
    long = clean_file_name("名" * 300 + ".pdf")
    assert len(long) == 255
    assert long.endswith(".pdf")


@given(st.text(max_size=300))
def test_any_name_gives_a_well_formed_latin_1_header(name: str) -> None:
    header = content_disposition(name)
    header.encode("latin-1")  # what the HTTP server must be able to send
    fallback, exact = parts(header)
    assert exact == clean_file_name(name)
    assert fallback
    assert '"' not in fallback
    assert "\\" not in fallback
    assert not any(ord(c) < 0x20 or ord(c) == 0x7F for c in exact)


def test_a_file_with_a_chinese_name_downloads_through_its_link(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    data = images.png()
    uploaded = client.post(
        "/api/center/support/ticket/upload",
        files={"file": ("文件 照片.png", data, "image/png")},
        headers={"Authorization": f"Bearer {token}"},
    ).json()["rtn_data"]
    assert uploaded["fileName"] == "文件 照片.png"
    link = call(client, "/file/get/private/file", {"fileId": uploaded["fileId"]}, token=token)
    response = client.get(link["rtn_data"]["url"])
    assert response.status_code == 200
    assert response.content == data
    assert parts(response.headers["content-disposition"]) == ("file.png", "文件 照片.png")
    assert response.headers["cache-control"] == "private, no-store"


def test_an_uploaded_name_is_kept_without_control_characters(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    uploaded = client.post(
        "/api/center/support/ticket/upload",
        files={"file": ("a\u2028b\x7fc\u200bd.png", images.png(), "image/png")},
        headers={"Authorization": f"Bearer {token}"},
    ).json()
    assert uploaded["rtn_code"] == 0, uploaded
    assert uploaded["rtn_data"]["fileName"] == "a bcd.png"
