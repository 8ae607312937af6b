"""Captcha answers and one-time codes as people type them: any case, any width
(Chinese input methods type full-width letters and digits), and anything else
is a plain refusal, never a server error."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.config import CaptchaPolicy, Settings, get_settings
from relief.kit import answers
from relief.models import Captcha, LoginAttempt
from tests.accounts.helpers import last_sms, ok
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher

WRONG_ANSWERS = ["ＷＲＮＧ", "é", "验证码", "ß", "\u0301", "ﬀ", "😀😀😀😀"]


def full_width(text: str) -> str:
    """The text as a Chinese input method in full-width mode types it."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


@pytest.fixture
def always(client: TestClient, settings: Settings, tmp_path: Any) -> Settings:
    """Every sign-in asks for the captcha; text messages go to a log of this test."""
    local = settings.model_copy(
        update={"captcha_policy": CaptchaPolicy.always, "sms_log": tmp_path / "sms.log"}
    )
    client.app.state.api.dependency_overrides[get_settings] = lambda: local  # type: ignore[attr-defined]
    return local


def captcha(client: TestClient, db: Session) -> tuple[str, str]:
    uuid: str = call(client, "/captcha/image")["rtn_data"]["uuid"]
    answer = db.scalar(select(Captcha.answer).where(Captcha.uuid == uuid))
    assert answer is not None
    return uuid, answer


def test_answers_compare_in_any_width_and_case() -> None:
    assert answers.same("AB3K", "ＡＢ３Ｋ")
    assert answers.same("AB3K", " ab3k ")
    assert answers.same("AB3K", "ａｂ３ｋ")
    assert answers.same("123456", "１２３４５６")
    assert not answers.same("AB3K", "AB3")
    assert not answers.same("AB3K", "AB3KK")
    for wrong in [*WRONG_ANSWERS, "", "\ud800"]:
        assert not answers.same("AB3K", wrong)
    assert full_width("AB3K") == "ＡＢ３Ｋ"
    assert unicodedata.normalize("NFKC", full_width("AB3K")) == "AB3K"


SIGN_INS = [
    ("/user/password/login", "centre"),
    ("/teacher/login", "teacher"),
    ("/admin/login", "staff"),
]


def account(db: Session, kind: str) -> str:
    if kind == "centre":
        return make_centre(db)[0].email
    if kind == "teacher":
        return make_teacher(db)[0].email
    return make_staff(db).email


@pytest.mark.parametrize(("path", "kind"), SIGN_INS)
def test_a_full_width_captcha_signs_in(
    client: TestClient, db: Session, always: Settings, path: str, kind: str
) -> None:
    email = account(db, kind)
    uuid, answer = captcha(client, db)
    signed_in = call(
        client,
        path,
        {"userName": email, "password": PASSWORD, "captcha": full_width(answer), "uuid": uuid},
    )
    assert signed_in["rtn_code"] == 0, signed_in
    uuid, answer = captcha(client, db)
    lower = call(
        client,
        path,
        {"userName": email, "password": PASSWORD, "captcha": answer.lower(), "uuid": uuid},
    )
    assert lower["rtn_code"] == 0, lower


@pytest.mark.parametrize(("path", "kind"), SIGN_INS)
def test_a_wrong_answer_in_any_script_is_a_plain_refusal(
    client: TestClient, db: Session, always: Settings, path: str, kind: str
) -> None:
    email = account(db, kind)
    for wrong in WRONG_ANSWERS:
        uuid, _ = captcha(client, db)
        refused = call(
            client, path, {"userName": email, "password": PASSWORD, "captcha": wrong, "uuid": uuid}
        )
        assert refused["rtn_code"] == 1102, (wrong, refused)
        assert refused["rtn_data"] == {"captchaRequired": True}
    attempts = db.scalars(select(LoginAttempt).where(LoginAttempt.account == email)).all()
    assert len(attempts) == len(WRONG_ANSWERS)
    assert not any(a.succeeded for a in attempts)


SEND = {"channel": "sms", "target": "021 555 0199", "purpose": "signup"}


def test_a_code_is_sent_for_a_full_width_captcha(
    client: TestClient, db: Session, always: Settings
) -> None:
    for wrong in WRONG_ANSWERS:
        uuid, _ = captcha(client, db)
        refused = call(client, "/code/send", {**SEND, "captcha": wrong, "uuid": uuid})
        assert refused["rtn_code"] == 1102, (wrong, refused)
    uuid, answer = captcha(client, db)
    ok(call(client, "/code/send", {**SEND, "captcha": full_width(answer), "uuid": uuid}))


def test_a_code_typed_in_full_width_digits_is_the_code(
    client: TestClient, db: Session, always: Settings
) -> None:
    uuid, answer = captcha(client, db)
    ok(call(client, "/code/send", {**SEND, "captcha": answer, "uuid": uuid}))
    code = last_sms(always, "+64215550199")
    verify = {key: SEND[key] for key in ("channel", "target", "purpose")}
    for wrong in ("１２３", "验证码验证码", "é" * 6):
        refused = call(client, "/code/verify", {**verify, "code": wrong})
        assert (refused["rtn_code"], refused["rtn_msg"]) == (
            1000,
            "The code is wrong or has expired.",
        )
    ticket = ok(call(client, "/code/verify", {**verify, "code": f" {full_width(code)} "}))["ticket"]
    assert ticket
