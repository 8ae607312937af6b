"""The teacher's bank account, IRD number and tax code."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.factories import call, make_teacher
from tests.teachers.test_api_support import ok, teacher_sign_in

BANK = {
    "bankAccountName": "Ana Tupou",
    "bankAccountNumber": "12 3456 1234567 00",
    "taxNumber": "49091850",
    "taxCode": "st sl",
}


def test_bank_details_are_kept_in_their_new_zealand_shapes(client: TestClient, db: Session) -> None:
    user, teacher = make_teacher(db)
    token = teacher_sign_in(client, user.email)
    empty = ok(call(client, "/teacher/bank/detail", token=token))
    assert empty == {
        "bankAccountName": None,
        "bankAccountNumber": None,
        "taxNumber": None,
        "taxCode": None,
    }
    saved = ok(call(client, "/teacher/bank/update", BANK, token=token))
    assert saved == {
        "bankAccountName": "Ana Tupou",
        "bankAccountNumber": "12-3456-1234567-000",
        "taxNumber": "049-091-850",
        "taxCode": "ST SL",
    }
    assert ok(call(client, "/teacher/bank/detail", token=token)) == saved
    assert (teacher.bank_account_number, teacher.tax_code) == ("12-3456-1234567-000", "ST SL")


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        (
            {"bankAccountNumber": "1234"},
            "Please enter a New Zealand bank account number such as 12-3456-1234567-001.",
        ),
        ({"taxNumber": "136410133"}, "Please enter a valid IRD number (8 or 9 digits)."),
        ({"taxCode": "Q"}, "Please choose a tax code from the list."),
        (
            {"bankAccountName": ""},
            "Parameter error: bankAccountName string should have at least 1 character.",
        ),
    ],
)
def test_bank_details_are_checked(
    client: TestClient, db: Session, overrides: dict[str, str], message: str
) -> None:
    user, teacher = make_teacher(db)
    token = teacher_sign_in(client, user.email)
    answer = call(client, "/teacher/bank/update", {**BANK, **overrides}, token=token)
    assert (answer["rtn_code"], answer["rtn_msg"]) == (1000, message)
    assert teacher.bank_account_number is None
