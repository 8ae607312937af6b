from __future__ import annotations

from datetime import UTC, datetime

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.models import Approval, Qualification
from relief.notices.kinds import Written
from relief.notices.service import notify
from relief.reference import service as reference
from relief.settings import service as settings
from tests.factories import CENTRE_LAT, call, make_centre, make_teacher, sign_in


def test_home_statistics_count_only_approved_enabled_teachers_in_range(
    client: TestClient, db: Session
) -> None:
    user, _centre = make_centre(db, name="Rimu Early Learning")
    make_teacher(db)  # same street
    make_teacher(db, latitude=CENTRE_LAT + 0.1, qualification=Qualification.unqualified)  # ~11 km
    make_teacher(db, latitude=CENTRE_LAT + 0.1, qualification=Qualification.newly_qualified)
    make_teacher(db, latitude=CENTRE_LAT + 0.5)  # ~55 km: too far
    make_teacher(db, approval=Approval.pending)
    make_teacher(db, enabled=False)
    token = sign_in(client, user.email)

    data = call(client, "/center/home/statics", token=token)["rtn_data"]
    assert data["centerName"] == "Rimu Early Learning"
    assert data["nearbyRadiusKm"] == 20
    assert (data["teachersNearby"], data["qualifiedNearby"], data["unqualifiedNearby"]) == (3, 2, 1)

    settings.put(db, "stage3_radius_km", 5)
    data = call(client, "/center/home/statics", token=token)["rtn_data"]
    assert (data["teachersNearby"], data["nearbyRadiusKm"]) == (1, 5)


def test_home_statistics_give_today_and_the_next_holidays_in_the_centre_zone(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    reference.load_holidays(db, 2026)
    # 11:30 UTC on 25 January is already 26 January (Auckland Anniversary) in Auckland.
    with time_machine.travel(datetime(2026, 1, 25, 11, 30, tzinfo=UTC)):
        data = call(client, "/center/home/statics", token=token)["rtn_data"]
    assert data["today"] == "2026-01-26"
    assert data["upcomingHolidays"][0] == {"date": "2026-01-26", "name": "Auckland Anniversary Day"}
    assert len(data["upcomingHolidays"]) == 5


def test_unread_notice_count(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    other, _ = make_centre(db)
    for n in range(3):
        notify(db, user, Written(title=f"Notice {n}", body="..."))
    notify(db, other, Written(title="Not yours", body="..."))
    db.flush()
    token = sign_in(client, user.email)
    assert call(client, "/user/unread/notices", token=token)["rtn_data"] == {"userUnReadNotices": 3}
    data = call(client, "/center/home/statics", token=token)["rtn_data"]
    assert data["unreadNotices"] == 3


def test_coupon_answers_no_voucher_until_one_is_issued(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    data = call(client, "/center/home/statics/coupon", token=token)["rtn_data"]
    assert data == {
        "couponType": None,
        "newCenterCouponFlag": False,
        "parValue": "100.00",
        "validityEndTimeData": None,
        "activeFlag": False,
    }
    settings.put(db, "activity_popup", True)
    assert (
        call(client, "/center/home/statics/coupon", token=token)["rtn_data"]["activeFlag"] is True
    )
