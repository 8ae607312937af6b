"""Every upload call decodes images: a picture over 40 megapixels (a 48 KB
PNG of 20000 x 20000 pixels among them), a truncated one or one that does
not decode is refused with a sentence in the caller's language, never
stored and never a 500."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.files import images as decoding
from relief.models import StoredFile
from tests import images
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher, sign_in

TOO_MANY = "The image is too large: at most 40 megapixels."
TOO_MANY_ZH = "图片过大：最多 40 百万像素。"
UNREADABLE = "The image cannot be read; it may be damaged or incomplete."
UNREADABLE_ZH = "无法读取该图片，文件可能已损坏或不完整。"

Uploader = Callable[[str, bytes, str], dict[str, Any]]


def _poster(client: TestClient, path: str, token: str, form: dict[str, str]) -> Uploader:
    def post(name: str, data: bytes, language: str = "en") -> dict[str, Any]:
        response = client.post(
            f"/api{path}",
            data=form,
            files={"file": (name, data, "application/octet-stream")},
            headers={"Authorization": f"Bearer {token}", "Accept-Language": language},
        )
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    return post


@pytest.fixture
def uploaders(client: TestClient, db: Session) -> dict[str, Uploader]:
    """Every call that takes an image, each with a signed-in caller."""
    teacher_user, _ = make_teacher(db)
    teacher = call(client, "/teacher/login", {"userName": teacher_user.email, "password": PASSWORD})
    teacher_token = teacher["rtn_data"]["token"]
    centre_user, _ = make_centre(db)
    centre_token = sign_in(client, centre_user.email)
    staff = make_staff(db)
    staff_token = call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD})[
        "rtn_data"
    ]["token"]
    return {
        "teacher document": _poster(
            client, "/teacher/document/upload", teacher_token, {"kind": "cv"}
        ),
        "teacher photo": _poster(
            client, "/teacher/document/upload", teacher_token, {"kind": "photo"}
        ),
        "centre avatar": _poster(client, "/center/avatar/upload", centre_token, {}),
        "centre ticket attachment": _poster(
            client, "/center/support/ticket/upload", centre_token, {}
        ),
        "staff ticket attachment": _poster(client, "/admin/support/ticket/upload", staff_token, {}),
    }


def stored_count(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(StoredFile)) or 0


def test_a_48_kb_png_of_20000_by_20000_pixels_is_refused_by_every_upload_call(
    db: Session, uploaders: dict[str, Uploader]
) -> None:
    bomb = images.blank_png(20_000, 20_000)
    assert len(bomb) < 64 * 1024
    before = stored_count(db)
    for name, upload in uploaders.items():
        english = upload("bomb.png", bomb, "en")
        assert (english["rtn_code"], english["rtn_msg"]) == (1000, TOO_MANY), name
        chinese = upload("bomb.png", bomb, "zh-CN")
        assert (chinese["rtn_code"], chinese["rtn_msg"]) == (1000, TOO_MANY_ZH), name
    assert stored_count(db) == before


def test_the_limit_is_40_megapixels_whatever_pillow_allows(
    db: Session, uploaders: dict[str, Uploader]
) -> None:
    # 42 megapixels: under Pillow's own bomb warning, over the platform's limit.
    over = images.blank_png(7_000, 6_000)
    under = images.blank_png(6_000, 6_000)
    for name, upload in uploaders.items():
        assert upload("big.png", over, "en")["rtn_msg"] == TOO_MANY, name
        assert upload("fine.png", under, "en")["rtn_code"] == 0, name


def test_truncated_and_undecodable_images_are_refused_by_every_upload_call(
    db: Session, uploaders: dict[str, Uploader]
) -> None:
    png = images.png(64, 64)
    jpeg = images.jpeg(64, 64)
    broken = {
        "truncated.png": png[: len(png) // 2],
        "truncated.jpg": jpeg[: len(jpeg) // 2],
        "garbage.png": b"\x89PNG\r\n\x1a\n" + b"\x00" * 64,
        "garbage.jpg": b"\xff\xd8\xff\xe0" + b"\x00" * 64,
        "bad-crc.png": png[:20] + bytes([png[20] ^ 0xFF]) + png[21:],
    }
    before = stored_count(db)
    for name, upload in uploaders.items():
        for file_name, data in broken.items():
            english = upload(file_name, data, "en")
            assert (english["rtn_code"], english["rtn_msg"]) == (1000, UNREADABLE), (
                name,
                file_name,
            )
        assert upload("x.png", broken["garbage.png"], "zh-CN")["rtn_msg"] == UNREADABLE_ZH
    assert stored_count(db) == before


def test_the_pixel_limit_is_a_setting(client: TestClient, db: Session, settings: Settings) -> None:
    from relief.config import get_settings

    strict = settings.model_copy(update={"upload_max_image_pixels": 1_000_000})
    client.app.state.api.dependency_overrides[get_settings] = lambda: strict  # type: ignore[attr-defined]
    user, _ = make_centre(db)
    upload = _poster(client, "/center/avatar/upload", sign_in(client, user.email), {})
    assert upload("two.png", images.blank_png(2_000, 1_000), "en")["rtn_msg"] == (
        "The image is too large: at most 1 megapixels."
    )
    assert upload("one.png", images.blank_png(1_000, 1_000), "en")["rtn_code"] == 0


@pytest.mark.parametrize(
    ("data", "kind", "expected"),
    [
        (images.png(), "image/png", None),
        (images.jpeg(), "image/jpeg", None),
        (images.png(), "image/jpeg", decoding.ImageProblem.unreadable),
        (images.blank_png(20_000, 20_000), "image/png", decoding.ImageProblem.too_many_pixels),
        (b"", "image/png", decoding.ImageProblem.unreadable),
    ],
)
def test_the_decoding_rule(data: bytes, kind: str, expected: decoding.ImageProblem | None) -> None:
    assert decoding.problem(data, kind, 40_000_000) is expected
