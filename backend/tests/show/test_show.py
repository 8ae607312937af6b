from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.settings import service as settings
from tests.factories import call


def test_system_config_answers_the_terms_and_privacy_html(client: TestClient, db: Session) -> None:
    settings.put(db, "agreement", "<p>Our terms</p>")
    data = call(client, "/show/system/config")["rtn_data"]
    assert data["agreement"] == "<p>Our terms</p>"
    assert "<h2>Privacy Policy</h2>" in data["privacyPolicy"]


def test_holidays_of_2026_and_2027_are_loaded(client: TestClient) -> None:
    every = call(client, "/show/holiday/list")["rtn_data"]["list"]
    of_2026 = call(client, "/show/holiday/list", {"year": 2026})["rtn_data"]["list"]
    of_2027 = call(client, "/show/holiday/list", {"year": 2027})["rtn_data"]["list"]
    assert len(of_2026) == 12
    assert len(of_2027) == 12
    assert len(every) == 24
    assert {"date": "2026-10-26", "name": "Labour Day", "region": None} in of_2026
    assert {"date": "2027-06-25", "name": "Matariki", "region": None} in of_2027
    assert [h["date"] for h in every] == sorted(h["date"] for h in every)


def test_holiday_year_out_of_range_is_a_parameter_error(client: TestClient) -> None:
    for body in ({"year": 1800}, {"year": "next"}, {"year": 2026.5}):
        answer = call(client, "/show/holiday/list", body)
        assert answer["rtn_code"] == 1000, body
