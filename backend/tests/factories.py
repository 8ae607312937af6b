"""Named personas and small factories that build data through the models."""

from __future__ import annotations

import itertools
from datetime import date, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.auth.security import hash_password
from relief.authority import service as authority
from relief.authority.catalogue import SUPER_ADMINISTRATOR
from relief.models import (
    AccountKind,
    Approval,
    Centre,
    Gender,
    Qualification,
    Teacher,
    TeacherRank,
    User,
)

PASSWORD = "Correct-Horse-42"
PASSWORD_HASH = hash_password(PASSWORD)
# Henderson, West Auckland
CENTRE_LAT, CENTRE_LON = -36.8790, 174.6290
_serial = itertools.count(1)


def make_centre(
    db: Session,
    *,
    name: str = "Kowhai Kids Centre",
    email: str | None = None,
    agreed: bool = False,
    latitude: float = CENTRE_LAT,
    longitude: float = CENTRE_LON,
) -> tuple[User, Centre]:
    n = next(_serial)
    user = User(
        kind=AccountKind.centre,
        email=email or f"centre{n}@example.test",
        phone="+6498361234",
        password_hash=PASSWORD_HASH,
        agreed=agreed,
    )
    db.add(user)
    db.flush()
    centre = Centre(
        user_id=user.id,
        name=name,
        contact_person="Aroha Ngata",
        email=user.email,
        latitude=latitude,
        longitude=longitude,
        city="Auckland",
        suburb="Henderson",
    )
    db.add(centre)
    db.flush()
    return user, centre


def make_teacher(
    db: Session,
    *,
    latitude: float = CENTRE_LAT,
    longitude: float = CENTRE_LON,
    qualification: int = Qualification.qualified,
    approval: int = Approval.approved,
    enabled: bool = True,
    email: str | None = None,
) -> tuple[User, Teacher]:
    n = next(_serial)
    user = User(
        kind=AccountKind.teacher,
        email=email or f"teacher{n}@example.test",
        password_hash=PASSWORD_HASH,
        enabled=enabled,
        agreed=True,
    )
    db.add(user)
    db.flush()
    bronze = db.scalars(select(TeacherRank).order_by(TeacherRank.points_needed)).first()
    assert bronze is not None
    teacher = Teacher(
        user_id=user.id,
        first_name=f"Teacher{n}",
        last_name="Test",
        gender=Gender.female,
        email=user.email,
        registration_number=f"TR{n:06d}",
        qualification=qualification,
        talent_pool=1,
        approval=approval,
        latitude=latitude,
        longitude=longitude,
        rank_id=bronze.id,
        registration_expiry=date.today() + timedelta(days=365),
    )
    db.add(teacher)
    db.flush()
    return user, teacher


def make_staff(db: Session, role: str | None = SUPER_ADMINISTRATOR) -> User:
    """A staff account holding one role (the super administrator's unless
    named), or none."""
    user = User(
        kind=AccountKind.staff,
        email=f"staff{next(_serial)}@example.test",
        password_hash=PASSWORD_HASH,
        agreed=True,
    )
    db.add(user)
    db.flush()
    if role is not None:
        authority.grant_named(db, user.id, role)
    return user


def call(
    client: TestClient, path: str, body: Any = None, *, token: str | None = None
) -> dict[str, Any]:
    """POST a JSON body to /api<path> and answer the envelope (HTTP 200 expected)."""
    headers = {"X-Timestamp": "1700000000000"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    response = client.post(f"/api{path}", json=body if body is not None else {}, headers=headers)
    assert response.status_code == 200, response.text
    envelope: dict[str, Any] = response.json()
    assert set(envelope) == {"rtn_code", "rtn_msg", "rtn_data"}
    return envelope


def sign_in(client: TestClient, email: str, password: str = PASSWORD) -> str:
    answer = call(client, "/user/password/login", {"userName": email, "password": password})
    assert answer["rtn_code"] == 0, answer
    token: str = answer["rtn_data"]["token"]
    return token
