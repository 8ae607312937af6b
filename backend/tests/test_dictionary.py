from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.factories import make_centre, sign_in


def get(client: TestClient, query: str, token: str | None) -> dict[str, object]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = client.get(f"/api/dictDetail?{query}", headers=headers)
    assert response.status_code == 200
    return response.json()  # type: ignore[no-any-return]


def test_dictionary_lookup_by_name(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    answer = get(client, "dictName=cancel_reason&page=0&size=9999", token)
    assert answer["rtn_code"] == 0
    data = answer["rtn_data"]
    assert isinstance(data, dict)
    assert data["totalElements"] == 5
    assert [e["label"] for e in data["content"]][:2] == ["Ratio covered", "Wait time was too long"]
    assert all(e["labelZh"] for e in data["content"])

    second_page = get(client, "dictName=cancel_reason&page=1&size=2", token)["rtn_data"]
    assert isinstance(second_page, dict)
    assert [e["value"] for e in second_page["content"]] == ["3", "4"]


def test_dictionary_refusals(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    # Reference data: open without a session (the teacher sign-up reads it).
    assert get(client, "dictName=gender", None)["rtn_code"] == 0
    assert get(client, "dictName=unknown", token)["rtn_code"] == 1003
    for query in (
        "",
        "dictName=",
        "dictName=gender&page=-1",
        "dictName=gender&size=0",
        "dictName=gender&size=abc",
    ):
        assert get(client, query, token)["rtn_code"] == 1000, query


def test_staff_keep_the_dictionaries(client: TestClient, db: Session) -> None:
    from tests.authority.test_every_staff_call import sign_in_staff
    from tests.factories import make_staff

    token = sign_in_staff(client, make_staff(db).email)
    headers = {"Authorization": f"Bearer {token}"}

    def send(method: str, path: str, body: Any = None) -> dict[str, Any]:
        response = client.request(method, f"/api{path}", json=body, headers=headers)
        assert response.status_code == 200, response.text
        answer: dict[str, Any] = response.json()
        return answer

    entry = {
        "dictName": "age_group",
        "value": "9",
        "label": "Kindy",
        "labelZh": "幼儿园",
        "dictSort": 9,
    }
    added = send("POST", "/dictDetail", entry)["rtn_data"]
    assert (added["value"], added["label"], added["labelZh"]) == ("9", "Kindy", "幼儿园")
    assert send("POST", "/dictDetail", entry)["rtn_data"]["code"] == 42303
    missing = send("POST", "/dictDetail", {**entry, "dictName": "colours", "value": "10"})
    assert missing["rtn_data"]["code"] == 42301
    blank = send("POST", "/dictDetail", {**entry, "value": "11", "labelZh": "  "})
    assert (blank["rtn_code"], blank["rtn_data"]["field"]) == (1000, "labelZh")
    change = {"id": added["id"], "label": "Kindergarten", "labelZh": "幼儿园", "dictSort": 1}
    assert send("PUT", "/dictDetail", change)["rtn_data"]["label"] == "Kindergarten"
    looked_up = client.get("/api/dictDetail", params={"dictName": "age_group"}).json()
    assert "Kindergarten" in [item["label"] for item in looked_up["rtn_data"]["content"]]
    assert send("DELETE", f"/dictDetail/{added['id']}")["rtn_code"] == 0
    assert send("DELETE", f"/dictDetail/{added['id']}")["rtn_data"]["code"] == 42302
    assert send("PUT", "/dictDetail", change)["rtn_data"]["code"] == 42302
    after = client.get("/api/dictDetail", params={"dictName": "age_group"}).json()
    assert "Kindergarten" not in [item["label"] for item in after["rtn_data"]["content"]]


def test_staff_see_every_dictionary_with_its_entries_counted(
    client: TestClient, db: Session
) -> None:
    from tests.authority.test_every_staff_call import sign_in_staff
    from tests.factories import make_staff

    token = sign_in_staff(client, make_staff(db, role="Content").email)
    headers = {"Authorization": f"Bearer {token}"}
    answer = client.get("/api/admin/dictionary/list", headers=headers).json()
    assert answer["rtn_code"] == 0, answer
    listed = answer["rtn_data"]["list"]
    names = [item["name"] for item in listed]
    assert names == sorted(names)
    assert {"cancel_reason", "gender", "age_group"} <= set(names)
    by_name = {item["name"]: item for item in listed}
    assert by_name["cancel_reason"] == {
        "name": "cancel_reason",
        "description": "Reasons offered when a centre cancels",
        "entries": 5,
    }

    auditor = sign_in_staff(client, make_staff(db, role="Auditor").email)
    refused = client.get(
        "/api/admin/dictionary/list", headers={"Authorization": f"Bearer {auditor}"}
    ).json()
    assert (refused["rtn_code"], refused["rtn_data"]["code"]) == (1002, 42601)
