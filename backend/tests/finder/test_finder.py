"""The finder: teachers near the centre, filtered, nearest first."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from decimal import Decimal
from typing import Any

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.geo import distance_km
from relief.models import (
    Approval,
    BlockedTeacher,
    Favourite,
    Gender,
    Qualification,
    Teacher,
    TeacherRank,
    Unavailability,
)
from tests.booking_helpers import AUCKLAND
from tests.factories import CENTRE_LAT, CENTRE_LON, call, make_centre, sign_in
from tests.favourites.helpers import book, count_statements, named, ok

KM = 1 / 111  # about one kilometre of latitude
MONDAY = datetime(2027, 3, 1, 10, 0, tzinfo=AUCKLAND)


@pytest.fixture(autouse=True)
def monday() -> Iterator[None]:
    with time_machine.travel(MONDAY, tick=False):
        yield


def find(client: TestClient, token: str, **body: Any) -> dict[str, Any]:
    data: dict[str, Any] = ok(call(client, "/center/finder/list", body, token=token))
    return data


def ids(data: dict[str, Any]) -> list[int]:
    return [item["teacherId"] for item in data["list"]]


def at_km(db: Session, first: str, km: float, **kwargs: Any) -> Teacher:
    return named(db, first, "Near", latitude=CENTRE_LAT + km * KM, **kwargs)


def test_radius_distance_order_and_rounded_location(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    three = named(db, "Three", "Km", latitude=CENTRE_LAT + 3 * KM, longitude=CENTRE_LON + 0.00347)
    one = at_km(db, "One", 1)
    nine = at_km(db, "Nine", 9)
    twelve = at_km(db, "Twelve", 12)
    at_km(db, "Sixty", 60)

    data = find(client, token)
    assert ids(data) == [one.id, three.id, nine.id]
    assert data["total"] == 3
    item = data["list"][1]
    exact = distance_km(CENTRE_LAT, CENTRE_LON, three.latitude, three.longitude)
    assert item["distanceKm"] == round(exact, 1)
    assert item["approxLatitude"] == round(three.latitude, 2)
    assert item["approxLongitude"] == round(three.longitude, 2)
    assert item["approxLatitude"] != three.latitude
    assert set(item) == {
        "teacherId",
        "firstName",
        "lastName",
        "rank",
        "rating",
        "qualification",
        "gender",
        "distanceKm",
        "approxLatitude",
        "approxLongitude",
        "isFavourite",
        "completedHours",
    }
    assert (item["firstName"], item["lastName"], item["rank"]) == ("Three", "Km", "bronze")
    assert item["completedHours"] == "0.00"

    assert ids(find(client, token, radiusKm=15)) == [one.id, three.id, nine.id, twelve.id]
    assert ids(find(client, token, radiusKm=2)) == [one.id]
    # Paging keeps the order.
    page = find(client, token, radiusKm=15, pageNo=2, pageSize=3)
    assert (ids(page), page["total"], page["pageNo"], page["pageSize"]) == ([twelve.id], 4, 2, 3)


def test_only_approved_enabled_and_unblocked_teachers(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    other_user, _ = make_centre(db, name="Totara Kindergarten")
    token = sign_in(client, user.email)
    other = sign_in(client, other_user.email)
    shown = at_km(db, "Shown", 1)
    at_km(db, "Pending", 1, approval=Approval.pending)
    at_km(db, "Rejected", 1, approval=Approval.rejected)
    at_km(db, "Disabled", 1, enabled=False)
    blocked = at_km(db, "Blocked", 1)
    db.add(BlockedTeacher(centre_id=centre.id, teacher_id=blocked.id))
    db.add(Favourite(centre_id=centre.id, teacher_id=shown.id))
    db.flush()

    data = find(client, token)
    assert ids(data) == [shown.id]
    assert data["list"][0]["isFavourite"] is True
    # The block and the favourite are the first centre's own.
    theirs = find(client, other)
    assert sorted(ids(theirs)) == sorted([shown.id, blocked.id])
    assert all(item["isFavourite"] is False for item in theirs["list"])


def test_filters(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    silver = db.scalar(select(TeacherRank).where(TeacherRank.name == "silver"))
    assert silver is not None
    aroha = named(db, "Aroha", "Ngata", latitude=CENTRE_LAT + 1 * KM)
    aroha.rating = Decimal("4.80")
    aroha.rank_id = silver.id
    ben = named(db, "Ben", "Aroha-Smith", latitude=CENTRE_LAT + 2 * KM, gender=Gender.male)
    ben.rating = Decimal("3.90")
    cara = named(
        db,
        "Cara",
        "Jones",
        latitude=CENTRE_LAT + 3 * KM,
        qualification=Qualification.unqualified,
    )
    db.flush()

    assert ids(find(client, token, qualification=2)) == [cara.id]
    assert ids(find(client, token, qualification=1)) == [aroha.id, ben.id]
    assert ids(find(client, token, gender=2)) == [ben.id]
    assert ids(find(client, token, gender=0)) == [aroha.id, ben.id, cara.id]
    assert ids(find(client, token, rankName="Silver")) == [aroha.id]
    assert ids(find(client, token, rankName="black")) == []
    assert ids(find(client, token, minRating=4)) == [aroha.id]
    assert ids(find(client, token, minRating="3.5")) == [aroha.id, ben.id]
    assert ids(find(client, token, minRating=0)) == [aroha.id, ben.id, cara.id]
    # Name prefix of the first name, the last name or the whole name, any case.
    assert ids(find(client, token, name="aroha")) == [aroha.id, ben.id]
    assert ids(find(client, token, name="JON")) == [cara.id]
    assert ids(find(client, token, name="cara j")) == [cara.id]
    assert ids(find(client, token, name="ngata")) == [aroha.id]
    assert ids(find(client, token, name="%")) == []
    assert ids(find(client, token, name="ara")) == []
    item = find(client, token, name="aroha")["list"][0]
    assert (item["rank"], item["rating"]) == ("silver", "4.80")


def test_available_on_leaves_out_unavailable_and_booked_teachers(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    free = at_km(db, "Free", 1)
    away = at_km(db, "Away", 2)
    booked = at_km(db, "Booked", 3)
    # Away on Wednesday morning, Auckland time: still Tuesday evening in UTC.
    db.add(
        Unavailability(
            teacher_id=away.id,
            starts_at=datetime(2027, 3, 3, 8, 0, tzinfo=AUCKLAND),
            ends_at=datetime(2027, 3, 3, 10, 0, tzinfo=AUCKLAND),
        )
    )
    db.flush()
    for other in (free, away):
        # Keep them out of the booking below.
        db.add(
            Unavailability(
                teacher_id=other.id,
                starts_at=datetime(2027, 3, 4, 7, 0, tzinfo=AUCKLAND),
                ends_at=datetime(2027, 3, 4, 16, 0, tzinfo=AUCKLAND),
            )
        )
    db.flush()
    thursday = datetime(2027, 3, 4, 8, 30, tzinfo=AUCKLAND)
    book(
        client,
        db,
        token,
        [booked],
        jobStartTime=thursday.isoformat(),
        jobEndTime=thursday.replace(hour=15).isoformat(),
    )

    assert ids(find(client, token, availableOn="2027-03-02")) == [free.id, away.id, booked.id]
    assert ids(find(client, token, availableOn="2027-03-03")) == [free.id, booked.id]
    assert ids(find(client, token, availableOn="2027-03-04")) == []
    assert ids(find(client, token)) == [free.id, away.id, booked.id]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"radiusKm": 0}, None),
        ({"radiusKm": 51}, None),
        ({"radiusKm": "ten"}, None),
        ({"minRating": 5.5}, None),
        ({"minRating": -1}, None),
        ({"qualification": 4}, None),
        ({"gender": 3}, None),
        ({"pageSize": 0}, None),
        ({"pageNo": 0}, None),
        ({"name": "x" * 65}, None),
        ({"availableOn": "2027-02-30"}, None),
        ({"availableOn": "2027-02-28"}, "The availability date cannot be earlier than today."),
    ],
)
def test_bad_input_is_refused(
    client: TestClient, db: Session, body: dict[str, Any], message: str | None
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    answer = call(client, "/center/finder/list", body, token=token)
    assert answer["rtn_code"] == 1000, answer
    if message:
        assert answer["rtn_msg"] == message
    assert call(client, "/center/finder/list", {})["rtn_code"] == 1001


def test_finder_runs_a_fixed_number_of_statements(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    token = sign_in(client, user.email)

    def count(n: int) -> int:
        for i in range(n):
            teacher = at_km(db, f"Find{i}", 1 + i / 10)
            db.add(Favourite(centre_id=centre.id, teacher_id=teacher.id))
        db.flush()
        with count_statements(db) as statements:
            data = find(client, token, availableOn="2027-03-03", name="find", minRating=0)
        assert len(data["list"]) >= n
        return len(statements)

    assert count(2) == count(8)
