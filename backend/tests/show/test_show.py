from __future__ import annotations

from zoneinfo import ZoneInfo

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.reference.rules import new_zealand
from relief.settings import service as settings
from tests.factories import call


def test_system_config_answers_the_terms_and_privacy_html(client: TestClient, db: Session) -> None:
    settings.put(db, "agreement", "<p>Our terms</p>")
    data = call(client, "/show/system/config")["rtn_data"]
    assert data["agreement"] == "<p>Our terms</p>"
    assert "<h2>Privacy Policy</h2>" in data["privacyPolicy"]


def test_holidays_of_this_year_and_the_next_are_loaded(client: TestClient) -> None:
    this_year = now().astimezone(ZoneInfo("Pacific/Auckland")).year
    every = call(client, "/show/holiday/list")["rtn_data"]["list"]
    for year in (this_year, this_year + 1):
        listed = call(client, "/show/holiday/list", {"year": year})["rtn_data"]["list"]
        computed = new_zealand(year)
        assert sorted(listed, key=str) == sorted(
            ({"date": h.day.isoformat(), "name": h.name, "region": h.region} for h in computed),
            key=str,
        )
        assert {"Labour Day", "Matariki", "Good Friday"} <= {h["name"] for h in listed}
        assert "Auckland" in {h["region"] for h in listed}
    assert len(every) >= 2 * 20
    assert [h["date"] for h in every] == sorted(h["date"] for h in every)


def test_holiday_year_out_of_range_is_a_parameter_error(client: TestClient) -> None:
    for body in ({"year": 1800}, {"year": "next"}, {"year": 2026.5}):
        answer = call(client, "/show/holiday/list", body)
        assert answer["rtn_code"] == 1000, body
