from __future__ import annotations

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
