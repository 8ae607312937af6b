from __future__ import annotations

from datetime import date

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.kit.geo import distance_km
from relief.models import Approval, Centre, Qualification, Teacher, User
from relief.seed.demo import DEMO_PASSWORD, has_accounts, load_demo_data
from tests.factories import call


def test_demo_data_has_one_centre_sixty_teachers_and_an_administrator(
    client: TestClient, db: Session
) -> None:
    assert not has_accounts(db)
    load_demo_data(db, date(2026, 11, 22))

    centre = db.scalars(select(Centre)).one()
    assert distance_km(centre.latitude, centre.longitude, -36.8785, 174.6305) < 2  # Henderson
    teachers = list(db.scalars(select(Teacher)))
    assert len(teachers) == 60
    assert {t.qualification for t in teachers} == set(Qualification)
    assert {t.gender for t in teachers} == {1, 2}
    assert len({t.rank_id for t in teachers}) == 3
    assert sum(t.approval == Approval.pending for t in teachers) == 3
    # Spread across Auckland: some within 5 km of the centre, some over 20 km away.
    distances = [
        distance_km(centre.latitude, centre.longitude, t.latitude, t.longitude) for t in teachers
    ]
    assert min(distances) < 5
    assert max(distances) > 20
    assert db.scalar(select(func.count()).select_from(User).where(User.kind == "staff")) == 1

    for email in ("centre@example.com",):
        answer = call(
            client, "/user/password/login", {"userName": email, "password": DEMO_PASSWORD}
        )
        assert answer["rtn_code"] == 0
    emails = {t.email for t in teachers}
    assert {"teacher01@example.com", "teacher60@example.com"} <= emails
