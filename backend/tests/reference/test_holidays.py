"""Operations > Holidays over HTTP: a year's list, staff's additions, changes
and removals (validated, audited), the year loaded from the library (on both
databases), and the next quote priced by the table as it is at once."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import Holiday
from relief.reference import repository
from relief.reference.rules import new_zealand
from relief.settings import service as settings
from tests.booking_helpers import AUCKLAND, quote
from tests.factories import call, make_centre, sign_in
from tests.reference.helpers import last_entry, ok, refusal, staff_token

FAR_YEAR = 2031


def holidays_of(db: Session, year: int) -> list[tuple[date, str, str | None]]:
    rows = db.scalars(
        select(Holiday).where(Holiday.day >= date(year, 1, 1), Holiday.day <= date(year, 12, 31))
    )
    return sorted((h.day, h.name, h.region) for h in rows)


def test_loading_a_year_adds_what_is_missing_and_leaves_staff_edits(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db, "Operations")
    computed = new_zealand(FAR_YEAR)
    assert holidays_of(db, FAR_YEAR) == []

    loaded = ok(call(client, "/admin/holiday/load", {"year": FAR_YEAR}, token=token))
    assert loaded == {"year": FAR_YEAR, "added": len(computed), "existing": 0}
    assert holidays_of(db, FAR_YEAR) == sorted((h.day, h.name, h.region) for h in computed)
    entry, changes = last_entry(db, "/admin/holiday/load")
    assert (entry.permission, entry.rtn_code, entry.target_table) == ("holiday:edit", 0, "holidays")
    assert len(changes) == len(computed)
    assert all(c["action"] == "created" for c in changes)

    # Loading again adds nothing.
    again = ok(call(client, "/admin/holiday/load", {"year": FAR_YEAR}, token=token))
    assert again == {"year": FAR_YEAR, "added": 0, "existing": len(computed)}

    # Staff rename one, move one and remove one: loading puts back only the removed.
    listed = ok(call(client, "/admin/holiday/list", {"year": FAR_YEAR}, token=token))["list"]
    by_name = {(h["name"], h["region"]): h for h in listed}
    new_year = by_name[("New Year's Day", None)]
    labour = by_name[("Labour Day", None)]
    auckland = by_name[("Auckland Anniversary Day", "Auckland")]
    ok(call(client, "/admin/holiday/update", {**new_year, "name": "New Year"}, token=token))
    moved_to = (date.fromisoformat(labour["date"]) + timedelta(days=1)).isoformat()
    ok(call(client, "/admin/holiday/update", {**labour, "date": moved_to}, token=token))
    ok(call(client, "/admin/holiday/delete", {"holidayId": auckland["holidayId"]}, token=token))

    reloaded = ok(call(client, "/admin/holiday/load", {"year": FAR_YEAR}, token=token))
    assert reloaded == {"year": FAR_YEAR, "added": 1, "existing": len(computed) - 1}
    after = {
        (h["name"], h["region"]): h
        for h in ok(call(client, "/admin/holiday/list", {"year": FAR_YEAR}, token=token))["list"]
    }
    assert ("New Year's Day", None) not in after
    assert after[("New Year", None)]["date"] == new_year["date"]
    assert after[("Labour Day", None)]["date"] == moved_to
    assert after[("Auckland Anniversary Day", "Auckland")]["date"] == auckland["date"]


def test_the_list_is_a_years_national_first_with_the_regions(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db, "Operations")
    ok(call(client, "/admin/holiday/load", {"year": FAR_YEAR}, token=token))
    data = ok(call(client, "/admin/holiday/list", {"year": FAR_YEAR}, token=token))
    assert data["year"] == FAR_YEAR
    assert len(data["regions"]) == 16
    assert data["regions"][0] == {"name": "Northland", "nameZh": "北地大区"}
    days = [(h["date"], h["region"] is not None) for h in data["list"]]
    assert days == sorted(days)
    assert all(h["date"].startswith(str(FAR_YEAR)) for h in data["list"])
    assert ok(call(client, "/admin/holiday/list", {"year": 2099}, token=token))["list"] == []
    for body in ({}, {"year": 1999}, {"year": 2101}, {"year": "next"}):
        assert call(client, "/admin/holiday/list", body, token=token)["rtn_code"] == 1000, body


def test_additions_and_changes_are_checked_audited_and_refusals_change_nothing(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db, "Operations")
    added = ok(
        call(
            client,
            "/admin/holiday/add",
            {"date": f"{FAR_YEAR}-03-17", "name": "  Show day ", "region": "Canterbury"},
            token=token,
        )
    )
    assert (added["date"], added["name"], added["region"]) == (
        f"{FAR_YEAR}-03-17",
        "Show day",
        "Canterbury",
    )
    national = ok(
        call(
            client,
            "/admin/holiday/add",
            {"date": f"{FAR_YEAR}-03-17", "name": "Flood day", "region": ""},
            token=token,
        )
    )
    assert national["region"] is None
    entry, [change] = last_entry(db, "/admin/holiday/add")
    assert (entry.permission, change["table"], change["action"]) == (
        "holiday:edit",
        "holidays",
        "created",
    )
    assert change["fields"]["name"] == [None, "Flood day"]

    before = holidays_of(db, FAR_YEAR)
    for body, expected in (
        ({"date": f"{FAR_YEAR}-03-17", "name": "Again"}, (1004, 45004, "date")),
        (
            {"date": f"{FAR_YEAR}-03-17", "name": "Again", "region": "Canterbury"},
            (1004, 45005, "date"),
        ),
        ({"date": f"{FAR_YEAR}-03-18", "name": " "}, (1000, 45002, "name")),
        ({"date": f"{FAR_YEAR}-03-18", "name": "N" * 65}, (1000, 45002, "name")),
        (
            {"date": f"{FAR_YEAR}-03-18", "name": "Day", "region": "Christchurch"},
            (1000, 45003, "region"),
        ),
        ({"date": "2101-01-03", "name": "Day"}, (1000, 45006, "date")),
    ):
        answer = call(client, "/admin/holiday/add", body, token=token)
        assert refusal(answer) == expected, body
    for body in (
        {"name": "Day"},
        {"date": "someday", "name": "Day"},
        {"date": f"{FAR_YEAR}-03-18", "name": "Line\nbreak"},
    ):
        assert call(client, "/admin/holiday/add", body, token=token)["rtn_code"] == 1000, body

    # A change into a taken day is refused too; a change keeps its before and after.
    moved = {**added, "region": None}
    assert refusal(call(client, "/admin/holiday/update", moved, token=token))[:2] == (1004, 45004)
    assert holidays_of(db, FAR_YEAR) == before
    renamed = ok(call(client, "/admin/holiday/update", {**added, "name": "Show Day"}, token=token))
    assert renamed["name"] == "Show Day"
    entry, [change] = last_entry(db, "/admin/holiday/update")
    assert (change["action"], change["fields"]) == (
        "changed",
        {"name": ["Show day", "Show Day"]},
    )
    # Keeping its own day is no clash.
    ok(call(client, "/admin/holiday/update", {**renamed, "name": "Show day"}, token=token))

    ok(call(client, "/admin/holiday/delete", {"holidayId": added["holidayId"]}, token=token))
    entry, [change] = last_entry(db, "/admin/holiday/delete")
    assert (change["action"], change["fields"]["name"]) == ("deleted", ["Show day", None])
    for path, body in (
        ("/admin/holiday/delete", {"holidayId": added["holidayId"]}),
        ("/admin/holiday/update", {**added, "holidayId": 999_999}),
    ):
        assert refusal(call(client, path, body, token=token))[:2] == (1003, 45001)


def _free_weekday(db: Session) -> datetime:
    """A weekday inside the standard booking window with no holiday."""
    window = settings.current(db).pre_booking_window_days
    day = (now().astimezone(AUCKLAND) + timedelta(days=2)).date()
    taken = set(db.scalars(select(Holiday.day)))
    while day.isoweekday() >= 6 or day in taken:
        day += timedelta(days=1)
    assert day <= now().astimezone(AUCKLAND).date() + timedelta(days=window)
    return datetime(day.year, day.month, day.day, 8, 30, tzinfo=AUCKLAND)


def test_a_change_prices_the_next_quote_at_once(client: TestClient, db: Session) -> None:
    token = staff_token(client, db, "Operations")
    user, centre = make_centre(db)
    assert centre.region == "Auckland"
    centre_token = sign_in(client, user.email)
    start = _free_weekday(db)
    day: dict[str, Any] = {
        "jobStartTime": start.isoformat(),
        "jobEndTime": start.replace(hour=15).isoformat(),
    }
    loading = settings.current(db).holiday_loading_percent

    def priced() -> tuple[bool, Decimal]:
        [quoted] = quote(client, centre_token, **day)["days"]
        return quoted["holiday"], Decimal(quoted["hourlyRate"])

    ordinary = priced()
    assert ordinary[0] is False
    holiday_rate = (ordinary[1] * (1 + loading / 100)).quantize(Decimal("0.01"))

    added = ok(
        call(
            client,
            "/admin/holiday/add",
            {"date": start.date().isoformat(), "name": "Storm day"},
            token=token,
        )
    )
    assert priced() == (True, holiday_rate)
    # Another region's holiday is not the Auckland centre's...
    wellington = {**added, "region": "Wellington"}
    ok(call(client, "/admin/holiday/update", wellington, token=token))
    assert priced() == ordinary
    # ...its own region's is.
    ok(call(client, "/admin/holiday/update", {**added, "region": "Auckland"}, token=token))
    assert priced() == (True, holiday_rate)
    ok(call(client, "/admin/holiday/delete", {"holidayId": added["holidayId"]}, token=token))
    assert priced() == ordinary


def test_calls_need_their_permission(client: TestClient, db: Session) -> None:
    body = {"year": FAR_YEAR}
    finance = staff_token(client, db, "Finance")
    content = staff_token(client, db, "Content")
    auditor = staff_token(client, db, "Auditor")
    for token in (finance, content):
        assert refusal(call(client, "/admin/holiday/list", body, token=token))[:2] == (1002, 42601)
    ok(call(client, "/admin/holiday/list", body, token=auditor))
    for path in ("/admin/holiday/load", "/admin/holiday/add", "/admin/holiday/delete"):
        answer = call(
            client,
            path,
            {**body, "date": f"{FAR_YEAR}-05-05", "name": "X", "holidayId": 1},
            token=auditor,
        )
        assert refusal(answer)[:2] == (1002, 42601), path
    user, _ = make_centre(db)
    centre_token = sign_in(client, user.email)
    assert call(client, "/admin/holiday/list", body, token=centre_token)["rtn_code"] == 1002
    assert (
        db.scalar(
            select(func.count()).select_from(Holiday).where(Holiday.day >= date(FAR_YEAR, 1, 1))
        )
        == 0
    )


def test_a_load_or_an_addition_racing_another_keeps_what_the_other_wrote(
    client: TestClient, db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two loads of a year at once, or a staff member adding a day while a load
    runs: the later writer finds the day taken only when it writes (the other
    committed after its check). It is told so, and nothing fails."""
    token = staff_token(client, db, "Operations")
    computed = new_zealand(FAR_YEAR)
    ok(call(client, "/admin/holiday/load", {"year": FAR_YEAR}, token=token))
    before = holidays_of(db, FAR_YEAR)

    # The racing load read the year before the other's holidays were there.
    monkeypatch.setattr(repository, "of_year", lambda _db, _year: [])
    again = ok(call(client, "/admin/holiday/load", {"year": FAR_YEAR}, token=token))
    assert again == {"year": FAR_YEAR, "added": 0, "existing": len(computed)}
    assert holidays_of(db, FAR_YEAR) == before

    # The racing addition checked the day before the load wrote it.
    monkeypatch.setattr(repository, "on_day", lambda _db, _day, _region: None)
    new_year = next(h for h in computed if h.name == "New Year's Day")
    taken = call(
        client,
        "/admin/holiday/add",
        {"date": new_year.day.isoformat(), "name": "Second New Year", "region": None},
        token=token,
    )
    assert refusal(taken) == (1004, 45004, "date")
    assert holidays_of(db, FAR_YEAR) == before
