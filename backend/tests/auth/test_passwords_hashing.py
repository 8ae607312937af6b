"""Password hashing: argon2id at or above OWASP's minimum, and hashes made with
other parameters stored again on the next successful sign-in."""

from __future__ import annotations

from argon2 import Parameters, PasswordHasher, Type, extract_parameters
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.auth.security import (
    PASSWORD_PARAMETERS,
    hash_password,
    meets_owasp_minimum,
    needs_rehash,
    verify_password,
)
from tests.factories import PASSWORD, call, make_centre


def parameters(time_cost: int, memory_cost: int, kind: Type = Type.ID) -> Parameters:
    return Parameters(
        type=kind,
        version=19,
        salt_len=16,
        hash_len=32,
        time_cost=time_cost,
        memory_cost=memory_cost,
        parallelism=1,
    )


def test_the_platforms_parameters_meet_owasps_minimum() -> None:
    assert meets_owasp_minimum(PASSWORD_PARAMETERS)
    stored = extract_parameters(hash_password("kōwhai 2026"))
    assert stored == PASSWORD_PARAMETERS
    assert meets_owasp_minimum(stored)


def test_owasps_table_by_hand() -> None:
    assert meets_owasp_minimum(parameters(1, 47_104))
    assert not meets_owasp_minimum(parameters(1, 47_103))
    assert meets_owasp_minimum(parameters(2, 19_456))
    assert not meets_owasp_minimum(parameters(2, 19_455))
    assert meets_owasp_minimum(parameters(5, 7_168))
    assert meets_owasp_minimum(parameters(9, 7_168))
    assert not meets_owasp_minimum(parameters(9, 7_167))
    assert not meets_owasp_minimum(parameters(3, 65_536, Type.I))


def test_an_older_hash_still_signs_in_and_is_stored_again(client: TestClient, db: Session) -> None:
    older = PasswordHasher(time_cost=3, memory_cost=65_536, parallelism=4).hash(PASSWORD)
    assert needs_rehash(older)
    assert verify_password(older, PASSWORD)
    user, _ = make_centre(db)
    user.password_hash = older
    db.flush()
    answer = call(client, "/user/password/login", {"userName": user.email, "password": PASSWORD})
    assert answer["rtn_code"] == 0
    db.refresh(user)
    assert user.password_hash != older
    assert not needs_rehash(user.password_hash)
    assert verify_password(user.password_hash, PASSWORD)


def test_a_wrong_password_leaves_the_older_hash_alone(client: TestClient, db: Session) -> None:
    older = PasswordHasher(time_cost=3, memory_cost=65_536, parallelism=4).hash(PASSWORD)
    user, _ = make_centre(db)
    user.password_hash = older
    db.flush()
    answer = call(client, "/user/password/login", {"userName": user.email, "password": "wrong"})
    assert answer["rtn_code"] == 1100
    db.refresh(user)
    assert user.password_hash == older
