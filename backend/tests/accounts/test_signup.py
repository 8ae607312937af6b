from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.codes.rules import code_message
from relief.config import Settings
from relief.kit.clock import now
from relief.models import Centre, Notice, OutboxMessage, User, Voucher
from relief.notices.service import worded
from tests.accounts.helpers import captcha, last_email_code, last_sms, ok
from tests.factories import call, make_centre

PHONE = "021 555 0199"
E164 = "+64215550199"


@pytest.fixture
def sms_settings(settings: Settings, tmp_path: Any, client: TestClient) -> Settings:
    from relief.config import get_settings

    local = settings.model_copy(update={"sms_log": tmp_path / "sms.log"})
    client.app.state.api.dependency_overrides[get_settings] = lambda: local  # type: ignore[attr-defined]
    return local


def details(**overrides: Any) -> dict[str, Any]:
    body = {
        "name": "Tui Tots Kelston",
        "licenceNumber": "ECE-77001",
        "companyName": "Tui Tots Limited",
        "gstNumber": "123456789",
        "contactPerson": "Mere Parata",
        "latitude": -36.9006,
        "longitude": 174.6594,
        "address": "5 Great North Road",
        "city": "Auckland",
        "suburb": "Kelston",
        "postalCode": "0602",
        "country": "New Zealand",
    }
    body.update(overrides)
    return body


def phone_ticket(client: TestClient, db: Session, settings: Settings) -> str:
    sent = ok(
        call(
            client,
            "/code/send",
            {"channel": "sms", "target": PHONE, "purpose": "signup", **captcha(client, db)},
        )
    )
    assert sent["target"] == E164
    code = last_sms(settings, E164)
    ticket: str = ok(
        call(
            client,
            "/code/verify",
            {"channel": "sms", "target": PHONE, "purpose": "signup", "code": code},
        )
    )["ticket"]
    return ticket


def test_a_centre_signs_up_and_gets_its_voucher(
    client: TestClient, db: Session, sms_settings: Settings
) -> None:
    phone = phone_ticket(client, db, sms_settings)
    ok(
        call(
            client,
            "/code/send",
            {
                "channel": "email",
                "target": "Office@TuiTots.test",
                "purpose": "signup",
                "ticket": phone,
            },
        )
    )
    code = last_email_code(db, "office@tuitots.test")
    email = ok(
        call(
            client,
            "/code/verify",
            {
                "channel": "email",
                "target": "office@tuitots.test",
                "purpose": "signup",
                "code": code,
            },
        )
    )["ticket"]
    short = call(
        client,
        "/center/signup",
        {**details(), "phoneTicket": phone, "emailTicket": email, "password": "short"},
    )
    assert short["rtn_msg"] == "The password needs at least 8 characters with a letter and a digit."
    answer = ok(
        call(
            client,
            "/center/signup",
            {**details(), "phoneTicket": phone, "emailTicket": email, "password": "Kowhai2026"},
        )
    )
    assert answer["user"]["realName"] == "Tui Tots Kelston"
    assert answer["user"]["agreed"] == 0
    assert answer["voucher"]["parValue"] == "100.00"
    centre = db.scalars(select(Centre).where(Centre.name == "Tui Tots Kelston")).one()
    assert centre.gst_number == "123-456-789"
    voucher = db.scalars(select(Voucher).where(Voucher.centre_id == centre.id)).one()
    assert voucher.voucher_type == 1
    # The centre is told of its voucher, in the app and by e-mail.
    [notice] = db.scalars(select(Notice).where(Notice.user_id == centre.user_id)).all()
    assert (notice.kind, worded(notice, "en").title) == (
        "voucher_earned",
        "Welcome: a $100.00 voucher for you",
    )
    assert json.loads(notice.data)["voucherId"] == voucher.id
    mail = db.scalars(select(OutboxMessage).where(OutboxMessage.notice_id == notice.id)).one()
    assert mail.recipient == "office@tuitots.test"
    coupon = ok(call(client, "/center/home/statics/coupon", token=answer["token"]))
    assert (coupon["couponType"], coupon["newCenterCouponFlag"]) == (1, True)
    # The new account signs in.
    again = call(
        client,
        "/user/password/login",
        {"userName": "office@tuitots.test", "password": "Kowhai2026"},
    )
    assert again["rtn_code"] == 0
    # The same phone and e-mail cannot sign up twice.
    twice = call(
        client,
        "/code/send",
        {"channel": "sms", "target": PHONE, "purpose": "signup", **captcha(client, db)},
    )
    assert twice["rtn_msg"] == "This mobile number is already registered."


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"name": "T"}, "The name must be 2 to 20 characters."),
        ({"name": "A" * 21}, "The name must be 2 to 20 characters."),
        ({"gstNumber": "12-34"}, "Please enter a valid GST number."),
        ({"latitude": 120}, "Parameter error: latitude input should be less than or equal to 90."),
    ],
)
def test_centre_details_are_checked(
    client: TestClient, db: Session, sms_settings: Settings, overrides: dict[str, Any], message: str
) -> None:
    phone = phone_ticket(client, db, sms_settings)
    ok(
        call(
            client,
            "/code/send",
            {"channel": "email", "target": "a@b.test", "purpose": "signup", "ticket": phone},
        )
    )
    email = ok(
        call(
            client,
            "/code/verify",
            {
                "channel": "email",
                "target": "a@b.test",
                "purpose": "signup",
                "code": last_email_code(db, "a@b.test"),
            },
        )
    )["ticket"]
    answer = call(
        client,
        "/center/signup",
        {
            **details(**overrides),
            "phoneTicket": phone,
            "emailTicket": email,
            "password": "Kowhai2026",
        },
    )
    assert (answer["rtn_code"], answer["rtn_msg"]) == (1000, message)
    assert db.scalar(select(User).where(User.email == "a@b.test")) is None


def test_codes_expire_are_single_use_and_cannot_be_guessed(
    client: TestClient, db: Session, sms_settings: Settings
) -> None:
    ok(
        call(
            client,
            "/code/send",
            {"channel": "sms", "target": PHONE, "purpose": "signup", **captcha(client, db)},
        )
    )
    code = last_sms(sms_settings, E164)
    body = {"channel": "sms", "target": PHONE, "purpose": "signup"}
    with time_machine.travel(now() + timedelta(minutes=10, seconds=1), tick=False):
        assert (
            call(client, "/code/verify", {**body, "code": code})["rtn_msg"]
            == "The code is wrong or has expired."
        )
    wrong = "000000" if code != "000000" else "111111"
    for _ in range(5):
        assert call(client, "/code/verify", {**body, "code": wrong})["rtn_code"] == 1000
    # After five wrong tries even the right code is refused.
    assert (
        call(client, "/code/verify", {**body, "code": code})["rtn_msg"]
        == "The code is wrong or has expired."
    )
    with time_machine.travel(now() + timedelta(seconds=61), tick=False):
        ok(
            call(
                client,
                "/code/send",
                {"channel": "sms", "target": PHONE, "purpose": "signup", **captcha(client, db)},
            )
        )
        fresh = last_sms(sms_settings, E164)
        ok(call(client, "/code/verify", {**body, "code": fresh}))
        assert call(client, "/code/verify", {**body, "code": fresh})["rtn_code"] == 1000  # used


def test_sending_is_rate_limited_and_needs_a_captcha(
    client: TestClient, db: Session, sms_settings: Settings
) -> None:
    body = {"channel": "sms", "target": PHONE, "purpose": "signup"}
    assert call(client, "/code/send", body)["rtn_code"] == 1101
    assert (
        call(
            client, "/code/send", {**body, "captcha": "WRNG", "uuid": captcha(client, db)["uuid"]}
        )["rtn_code"]
        == 1102
    )
    ok(call(client, "/code/send", {**body, **captcha(client, db)}))
    again = call(client, "/code/send", {**body, **captcha(client, db)})
    assert again["rtn_code"] == 1006
    assert again["rtn_msg"].startswith("Please wait")
    start = now()
    for n in range(1, 5):
        with time_machine.travel(start + timedelta(minutes=2 * n), tick=False):
            ok(call(client, "/code/send", {**body, **captcha(client, db)}))
    with time_machine.travel(start + timedelta(minutes=11), tick=False):
        limited = call(client, "/code/send", {**body, **captcha(client, db)})
    assert limited["rtn_msg"] == "Too many codes were asked for; please try again in an hour."


@pytest.mark.parametrize(
    "number", ["021 555 0199", "+64 21 555 0199", "0215550199", "64215550199", "027-123-4567"]
)
def test_new_zealand_mobiles_are_accepted(
    client: TestClient, db: Session, sms_settings: Settings, number: str
) -> None:
    assert (
        call(
            client,
            "/code/send",
            {"channel": "sms", "target": number, "purpose": "signup", **captcha(client, db)},
        )["rtn_code"]
        == 0
    )


@pytest.mark.parametrize(
    "number", ["13812345678", "09 836 1234", "021 55", "phone", "+61 412 345 678"]
)
def test_other_numbers_are_refused(
    client: TestClient, db: Session, sms_settings: Settings, number: str
) -> None:
    answer = call(
        client,
        "/code/send",
        {"channel": "sms", "target": number, "purpose": "signup", **captcha(client, db)},
    )
    assert answer["rtn_msg"] == "Please enter a valid New Zealand mobile number."


def test_forged_or_late_tickets_are_refused(
    client: TestClient, db: Session, sms_settings: Settings
) -> None:
    phone = phone_ticket(client, db, sms_settings)
    body = {**details(), "emailTicket": phone, "phoneTicket": phone, "password": "Kowhai2026"}
    assert (
        call(client, "/center/signup", body)["rtn_msg"]
        == "Your verification has expired, please start again."
    )
    assert (
        call(client, "/center/signup", {**body, "phoneTicket": phone[:-3] + "abc"})["rtn_code"]
        == 1000
    )
    make_centre(db, email="taken@b.test")
    ok(
        call(
            client,
            "/code/send",
            {"channel": "email", "target": "fresh@b.test", "purpose": "signup", "ticket": phone},
        )
    )
    email = ok(
        call(
            client,
            "/code/verify",
            {
                "channel": "email",
                "target": "fresh@b.test",
                "purpose": "signup",
                "code": last_email_code(db, "fresh@b.test"),
            },
        )
    )["ticket"]
    with time_machine.travel(now() + timedelta(minutes=31), tick=False):
        late = call(client, "/center/signup", {**body, "emailTicket": email})
    assert late["rtn_msg"] == "Your verification has expired, please start again."


def test_a_code_message_speaks_the_account_s_language_or_both() -> None:
    subject, text, body = code_message("123456", "zh")
    assert subject == "您的 Relief 验证码"
    assert text == "您的 Relief 验证码是 123456，10 分钟内有效。"
    assert body.startswith(text)
    assert body.endswith("请忽略此邮件。")
    subject, text, _body = code_message("123456", "en")
    assert (subject, text) == (
        "Your Relief code",
        "Your Relief code is 123456. It expires in 10 minutes.",
    )
    subject, text, body = code_message("654321", None)
    assert subject == "Your Relief code / 您的 Relief 验证码"
    assert text.startswith("Your Relief code is 654321.")
    assert "验证码是 654321" in text
    assert "ignore this e-mail" in body
    assert "请忽略此邮件" in body
