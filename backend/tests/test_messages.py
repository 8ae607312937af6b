"""Every message the API answers with exists in Chinese, and a caller who asks
for Chinese gets it."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief import messages
from relief.kit.inputs import DAY_PROBLEM, ONE_LINE_PROBLEM, TEXT_PROBLEM
from relief.messages.scan import all_messages, messages_in
from tests.factories import make_centre, sign_in

# Written by the validation handler in relief.main, not raised as errors.
VALIDATION_MESSAGES = {
    "Parameter error: {} is required.",
    "Parameter error: {} is invalid.",
    f"Parameter error: {{}} {ONE_LINE_PROBLEM}.",
    f"Parameter error: {{}} {TEXT_PROBLEM}.",
    f"Parameter error: {{}} {DAY_PROBLEM}.",
    "Parameter error: the body is not valid JSON.",
    "Parameter error: the body must be a JSON object.",
}


def test_every_validation_message_has_a_chinese_translation() -> None:
    assert not VALIDATION_MESSAGES - set(CHINESE)


CHINESE = json.loads((Path(messages.__file__).with_name("zh-CN.json")).read_text(encoding="utf-8"))


def test_every_message_in_the_code_has_a_chinese_translation() -> None:
    missing = sorted(all_messages() - set(CHINESE))
    assert not missing, "add these to relief/messages/zh-CN.json:\n" + "\n".join(missing)


def test_the_catalogue_holds_no_message_the_code_no_longer_has() -> None:
    stale = sorted(set(CHINESE) - all_messages() - VALIDATION_MESSAGES)
    assert not stale, stale


def test_the_scan_finds_texts_f_strings_and_class_messages() -> None:
    source = (
        "class Odd(AppError):\n    message = 'Odd.'\n"
        "raise ParameterError('Plain.')\n"
        "raise errors.Conflict(f'Wait {seconds} s, {{not}} a field.')\n"
        "print('Not a message.')\n"
    )
    assert set(messages_in(source)) == {"Odd.", "Plain.", "Wait {} s, {{not}} a field."}


def test_the_first_language_decides() -> None:
    assert messages.language("zh-CN,zh;q=0.9,en;q=0.8") == "zh"
    assert messages.language("en-NZ,zh-CN;q=0.9") == "en"
    assert messages.language(None) == "en"
    assert messages.language("") == "en"


def test_values_are_carried_into_the_translation() -> None:
    assert (
        messages.translate("Please wait 42 seconds before asking for another code.", "zh")
        == "请等待 42 秒后再获取验证码。"
    )
    assert messages.translate("The booking does not exist.", "en") == "The booking does not exist."
    assert messages.translate("A notice written by staff.", "zh") == "A notice written by staff."


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

    required = client.post("/api/center/job/book/detail", json={}, headers=zh).json()
    assert (required["rtn_code"], required["rtn_msg"]) == (1000, "参数错误：bookingId 为必填项。")
    wrong_type = client.post(
        "/api/center/job/book/detail", json={"bookingId": "seven"}, headers=zh
    ).json()
    assert wrong_type["rtn_msg"] == "参数错误：bookingId 无效。"

    signed_out = client.post(
        "/api/center/job/book/list", json={}, headers={"Accept-Language": "zh"}
    )
    assert signed_out.json()["rtn_msg"] == "当前登录状态已过期，请重新登录！"
    nowhere = client.post("/api/no/such/call", json={}, headers={"Accept-Language": "zh"})
    assert nowhere.json()["rtn_msg"] == "没有这个接口。"
