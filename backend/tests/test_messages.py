"""Every refusal has a stable code, an English message and a Chinese one with
the same named values; a caller who asks for Chinese gets it, and the
envelope names the refusal's code, field and values."""

from __future__ import annotations

from collections import defaultdict
from string import Formatter

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief import messages
from relief.bookings.errors import BookingMissing
from relief.codes.errors import WaitBeforeNextCode
from relief.config import REPO_ROOT
from relief.errors import AccountDeactivated, AppError
from tests.factories import make_centre, sign_in

REFUSALS = messages.refusals()


def test_every_code_is_declared_once() -> None:
    codes = [error.code for error in REFUSALS]
    assert len(codes) == len(set(codes))


def test_every_refusal_has_a_chinese_text_with_the_same_values() -> None:
    chinese = messages.chinese()
    for error in REFUSALS:
        assert error.code in chinese, f"add {error.code} ({error.__name__}) to zh-CN.json"
        assert sorted(messages.value_names(chinese[error.code])) == sorted(
            messages.value_names(error.message)
        ), error.__name__


def test_messages_name_their_values_without_formats() -> None:
    # The web apps fill `{name}` in; a value is formatted where it is raised.
    for error in REFUSALS:
        assert "{}" not in error.message, error.__name__
        for _, name, spec, conversion in Formatter().parse(error.message):
            assert name is None or (name.isidentifier() and not spec and not conversion), (
                error.__name__
            )


def test_the_chinese_catalogue_holds_no_code_the_api_no_longer_has() -> None:
    assert set(messages.chinese()) == {error.code for error in REFUSALS}


def test_each_feature_has_a_range_of_its_own() -> None:
    ranges: dict[int, set[str]] = defaultdict(set)
    for error in REFUSALS:
        ranges[error.code // 100].add(error.__module__)
        if error.__module__ != "relief.errors":
            feature = error.__module__.split(".")[1]
            assert error.__module__ == f"relief.{feature}.errors", error.__name__
            assert error.code >= 40_000, error.__name__
            assert error.code != error.rtn_code, error.__name__
    assert all(len(modules) == 1 for modules in ranges.values()), ranges


def test_docs_list_every_code() -> None:
    doc = (REPO_ROOT / "docs" / "api.md").read_text()
    assert messages.docs_table() in doc, "refresh the table of docs/api.md, 'Refusals by code'"


def test_the_first_language_decides() -> None:
    assert messages.language("zh-CN,zh;q=0.9,en;q=0.8") == "zh"
    assert messages.language("en-NZ,zh-CN;q=0.9") == "en"
    assert messages.language(None) == "en"
    assert messages.language("") == "en"


def test_values_are_carried_into_the_translation() -> None:
    wait = WaitBeforeNextCode(seconds=42)
    assert wait.msg == "Please wait 42 seconds before asking for another code."
    assert messages.text(wait, "zh") == "请等待 42 秒后再获取验证码。"
    assert messages.text(BookingMissing(), "en") == "The booking does not exist."
    written = AccountDeactivated(written="A notice written by staff.")
    assert messages.text(written, "zh") == "A notice written by staff."


def test_the_envelope_carries_code_field_and_values() -> None:
    plain = BookingMissing()
    assert (plain.rtn_code, plain.answer_data()) == (1003, {"code": BookingMissing.code})
    wait = WaitBeforeNextCode(seconds=42, data={"captchaRequired": True})
    assert wait.answer_data() == {
        "captchaRequired": True,
        "code": WaitBeforeNextCode.code,
        "values": {"seconds": 42},
    }
    assert AppError.rtn_code == 1999
    assert AccountDeactivated().answer_data() is None


def test_a_caller_asking_for_chinese_gets_chinese(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    zh = {"Accept-Language": "zh-CN,zh;q=0.9", "Authorization": f"Bearer {token}"}

    missing = client.post("/api/center/job/book/detail", json={"bookingId": 999999}, headers=zh)
    assert missing.json()["rtn_msg"] == "预订不存在。"
    english = client.post(
        "/api/center/job/book/detail",
        json={"bookingId": 999999},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert english.json()["rtn_msg"] == "The booking does not exist."
    assert english.json()["rtn_data"] == {"code": BookingMissing.code}

    required = client.post("/api/center/job/book/detail", json={}, headers=zh).json()
    assert (required["rtn_code"], required["rtn_msg"]) == (1000, "参数错误：bookingId 为必填项。")
    assert required["rtn_data"] == {
        "code": 1011,
        "field": "bookingId",
        "values": {"field": "bookingId"},
    }
    wrong_type = client.post(
        "/api/center/job/book/detail", json={"bookingId": "seven"}, headers=zh
    ).json()
    assert wrong_type["rtn_msg"] == "参数错误：bookingId 无效。"
    assert wrong_type["rtn_data"]["field"] == "bookingId"

    signed_out = client.post(
        "/api/center/job/book/list", json={}, headers={"Accept-Language": "zh"}
    )
    assert signed_out.json()["rtn_msg"] == "当前登录状态已过期，请重新登录！"
    nowhere = client.post("/api/no/such/call", json={}, headers={"Accept-Language": "zh"})
    assert nowhere.json()["rtn_msg"] == "没有这个接口。"
