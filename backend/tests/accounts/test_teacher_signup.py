"""A teacher signs up in the teacher app: the mobile and e-mail codes of the
centre sign-up, then who they are, their home and the work they want."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.kit.clock import now
from relief.models import AccountKind, Approval, Teacher, User
from tests.accounts.helpers import captcha, last_email_code, last_sms, ok
from tests.factories import call, make_centre, make_teacher

PHONE = "022 345 6789"
E164 = "+64223456789"
EMAIL = "ana@example.test"


@pytest.fixture
def sms_settings(settings: Settings, tmp_path: Any, client: TestClient) -> Settings:
    from relief.config import get_settings

    local = settings.model_copy(update={"sms_log": tmp_path / "sms.log"})
    client.app.state.api.dependency_overrides[get_settings] = lambda: local  # type: ignore[attr-defined]
    return local


def teacher_details(**overrides: Any) -> dict[str, Any]:
    today = now().date()
    body: dict[str, Any] = {
        "password": "Kauri2026",
        "firstName": "Ana",
        "lastName": "Tupou",
        "gender": 1,
        "birthday": str(today.replace(year=today.year - 30, day=1)),
        "qualification": 1,
        "registrationNumber": "254 123",
        "latitude": -36.8800,
        "longitude": 174.6300,
        "address": "7 Rata Street",
        "suburb": "Henderson",
        "city": "Auckland",
        "postalCode": "0612",
        "travelRadiusKm": 15,
        "talentPool": 1,
        "ageGroups": [3, 1, 3],
        "freeJobSeeker": True,
        "agreed": True,
    }
    body.update(overrides)
    return body


def phone_ticket(client: TestClient, db: Session, settings: Settings, phone: str = PHONE) -> str:
    sent = ok(
        call(
            client,
            "/code/send",
            {"channel": "sms", "target": phone, "purpose": "signup", **captcha(client, db)},
        )
    )
    code = last_sms(settings, sent["target"])
    ticket: str = ok(
        call(
            client,
            "/code/verify",
            {"channel": "sms", "target": phone, "purpose": "signup", "code": code},
        )
    )["ticket"]
    return ticket


def email_ticket(client: TestClient, db: Session, phone: str, email: str = EMAIL) -> str:
    ok(
        call(
            client,
            "/code/send",
            {"channel": "email", "target": email, "purpose": "signup", "ticket": phone},
        )
    )
    ticket: str = ok(
        call(
            client,
            "/code/verify",
            {
                "channel": "email",
                "target": email,
                "purpose": "signup",
                "code": last_email_code(db, email),
            },
        )
    )["ticket"]
    return ticket


@pytest.fixture
def tickets(client: TestClient, db: Session, sms_settings: Settings) -> dict[str, str]:
    phone = phone_ticket(client, db, sms_settings)
    return {"phoneTicket": phone, "emailTicket": email_ticket(client, db, phone)}


def test_a_teacher_signs_up_and_waits_for_approval(
    client: TestClient, db: Session, tickets: dict[str, str]
) -> None:
    answer = ok(call(client, "/teacher/signup", {**teacher_details(), **tickets}))
    teacher = answer["teacher"]
    assert teacher["approval"] == Approval.pending
    assert (teacher["email"], teacher["mobile"]) == (EMAIL, E164)
    assert teacher["registrationNumber"] == "254123"
    assert teacher["ageGroups"] == [1, 3]
    assert (teacher["talentPool"], teacher["travelRadiusKm"], teacher["freeJobSeeker"]) == (
        1,
        15,
        True,
    )
    assert teacher["rank"]["name"] == "bronze"
    user = db.scalars(select(User).where(User.email == EMAIL)).one()
    assert (user.kind, user.phone, user.agreed) == (AccountKind.teacher, E164, True)

    # Signed in at once; the home shows what is still owed.
    state = ok(call(client, "/teacher/approval/state", token=answer["token"]))
    assert state["approval"] == 0
    assert state["missing"] == [
        "cv",
        "first_aid",
        "police_vetting",
        "registration",
        "photo_id",
        "work_eligibility",
        "tax_letter",
        "bank_account",
    ]
    # The new password signs in to the teacher app, not to the centre portal.
    login = call(client, "/teacher/login", {"userName": EMAIL, "password": "Kauri2026"})
    assert login["rtn_code"] == 0
    assert (
        call(client, "/user/password/login", {"userName": EMAIL, "password": "Kauri2026"})[
            "rtn_code"
        ]
        == 1100
    )


def test_a_used_mobile_or_email_is_refused_without_saying_whose_it_is(
    client: TestClient, db: Session, sms_settings: Settings
) -> None:
    make_centre(db, email="centre@kowhai.test")  # its phone is +6498361234, a landline
    teacher_user, _ = make_teacher(db, email="mere@example.test")
    teacher_user.phone = "+64 21 400 137"  # kept with spaces, as the demo data has it
    db.flush()

    for number in ("021 400 137", "+64 21 400137"):
        again = call(
            client,
            "/code/send",
            {"channel": "sms", "target": number, "purpose": "signup", **captcha(client, db)},
        )
        assert (again["rtn_code"], again["rtn_msg"]) == (
            1004,
            "This mobile number is already registered.",
        )
    phone = phone_ticket(client, db, sms_settings)
    for address in ("centre@kowhai.test", "Mere@Example.test"):
        taken = call(
            client,
            "/code/send",
            {"channel": "email", "target": address, "purpose": "signup", "ticket": phone},
        )
        assert (taken["rtn_code"], taken["rtn_msg"]) == (
            1004,
            "This e-mail address is already registered.",
        )


def test_an_email_taken_between_the_code_and_the_sign_up_is_refused(
    client: TestClient, db: Session, tickets: dict[str, str]
) -> None:
    make_centre(db, email=EMAIL)
    answer = call(client, "/teacher/signup", {**teacher_details(), **tickets})
    assert (answer["rtn_code"], answer["rtn_msg"]) == (
        1004,
        "This e-mail address is already registered.",
    )
    assert db.scalar(select(Teacher).where(Teacher.email == EMAIL)) is None


def test_wrong_swapped_tampered_and_late_tickets_are_refused(
    client: TestClient, db: Session, tickets: dict[str, str]
) -> None:
    body = {**teacher_details(), **tickets}
    swapped = {**body, "phoneTicket": tickets["emailTicket"], "emailTicket": tickets["phoneTicket"]}
    tampered = {**body, "emailTicket": tickets["emailTicket"][:-3] + "abc"}
    for wrong in (swapped, tampered, {**body, "phoneTicket": "not-a-ticket"}):
        answer = call(client, "/teacher/signup", wrong)
        assert (answer["rtn_code"], answer["rtn_msg"]) == (
            1000,
            "Your verification has expired, please start again.",
        )
    with time_machine.travel(now() + timedelta(minutes=31), tick=False):
        late = call(client, "/teacher/signup", body)
    assert late["rtn_msg"] == "Your verification has expired, please start again."
    assert db.scalar(select(Teacher).where(Teacher.email == EMAIL)) is None


def _years_ago(years: int, days: int = 0) -> str:
    today = now().date()
    try:
        day = today.replace(year=today.year - years)
    except ValueError:  # 29 February
        day = today.replace(year=today.year - years, day=28)
    return str(day + timedelta(days=days))


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        (
            {"registrationNumber": "TR004512"},
            "A Teaching Council registration number has 4 to 7 digits.",
        ),
        (
            {"registrationNumber": "123"},
            "A Teaching Council registration number has 4 to 7 digits.",
        ),
        (
            {"registrationNumber": "12345678"},
            "A Teaching Council registration number has 4 to 7 digits.",
        ),
        (
            {"registrationNumber": "12-3456"},
            "A Teaching Council registration number has 4 to 7 digits.",
        ),
        ({"registrationNumber": None}, "Please enter your Teaching Council registration number."),
        (
            {"registrationNumber": " ", "qualification": 3},
            "Please enter your Teaching Council registration number.",
        ),
        (
            {"birthday": str(date.today() + timedelta(days=400))},
            "The birthday cannot be in the future.",
        ),
        (
            {"birthday": _years_ago(18, days=2)},
            "You must be at least 18 years old to work as a relief teacher.",
        ),
        ({"birthday": _years_ago(91)}, "Please check your birthday."),
        (
            {"birthday": "2001-02-30"},
            "Parameter error: birthday input should be a valid date or datetime, day value is outside expected range.",
        ),
        ({"firstName": "  "}, "Please enter your first and last name."),
        ({"lastName": "x" * 65}, "A name can be at most 64 characters."),
        ({"talentPool": 9}, "Please choose a talent pool from the list."),
        ({"ageGroups": [3, 99]}, "Please choose the age groups from the list."),
        (
            {"ageGroups": []},
            "Parameter error: ageGroups list should have at least 1 item after validation, not 0.",
        ),
        ({"gender": 3}, "Parameter error: gender input should be less than or equal to 2."),
        (
            {"travelRadiusKm": 0},
            "Parameter error: travelRadiusKm input should be greater than or equal to 1.",
        ),
        ({"agreed": False}, "Please agree to the terms of use"),
        (
            {"password": "password"},
            "The password needs at least 8 characters with a letter and a digit.",
        ),
    ],
)
def test_the_details_are_checked(
    client: TestClient,
    db: Session,
    tickets: dict[str, str],
    overrides: dict[str, Any],
    message: str,
) -> None:
    answer = call(client, "/teacher/signup", {**teacher_details(**overrides), **tickets})
    assert (answer["rtn_code"], answer["rtn_msg"]) == (1000, message)
    assert db.scalar(select(User).where(User.email == EMAIL)) is None


def test_an_eighteen_year_old_and_an_unqualified_teacher_without_a_number(
    client: TestClient, db: Session, tickets: dict[str, str]
) -> None:
    answer = ok(
        call(
            client,
            "/teacher/signup",
            {
                **teacher_details(
                    birthday=_years_ago(18),
                    qualification=2,
                    registrationNumber="not kept",
                    gender=0,
                ),
                **tickets,
            },
        )
    )
    assert answer["teacher"]["registrationNumber"] is None
    assert answer["teacher"]["qualification"] == 2
    state = ok(call(client, "/teacher/approval/state", token=answer["token"]))
    assert "registration" not in state["missing"]


def test_a_registration_number_already_held_is_refused(
    client: TestClient, db: Session, tickets: dict[str, str]
) -> None:
    _, other = make_teacher(db)
    other.registration_number = "254123"
    db.flush()
    answer = call(client, "/teacher/signup", {**teacher_details(), **tickets})
    assert (answer["rtn_code"], answer["rtn_msg"]) == (
        1004,
        "This registration number is already registered.",
    )


def test_a_teacher_recovers_the_password_by_mobile(
    client: TestClient, db: Session, sms_settings: Settings, tickets: dict[str, str]
) -> None:
    ok(call(client, "/teacher/signup", {**teacher_details(), **tickets}))
    ok(
        call(
            client,
            "/code/send",
            {"channel": "sms", "target": PHONE, "purpose": "reset", **captcha(client, db)},
        )
    )
    code = last_sms(sms_settings, E164)
    ticket = ok(
        call(
            client,
            "/code/verify",
            {"channel": "sms", "target": PHONE, "purpose": "reset", "code": code},
        )
    )["ticket"]
    ok(call(client, "/user/password/reset", {"ticket": ticket, "password": "Totara2027"}))
    assert (
        call(client, "/teacher/login", {"userName": EMAIL, "password": "Totara2027"})["rtn_code"]
        == 0
    )
