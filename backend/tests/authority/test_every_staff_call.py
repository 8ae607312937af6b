"""Every staff call checks a permission on the server: the API document names
it for each one, and a staff member without it is refused on every one."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.authority.catalogue import Permission
from tests.factories import PASSWORD, call, make_staff

# Staff calls every staff account may make: signing in, and learning what
# one may do.
OPEN_TO_EVERY_STAFF = {("post", "/admin/login"), ("post", "/admin/authority/mine")}


def staff_call(method: str, path: str) -> bool:
    """The console's calls, the spec's statistics calls, and its dictionary form but
    for its open lookup."""
    return path.startswith(("/admin/", "/statistical/")) or (
        path.startswith("/dictDetail") and method != "get"
    )


def staff_calls(client: TestClient) -> dict[tuple[str, str], str | None]:
    document: dict[str, Any] = client.get("/api/openapi.json").json()
    return {
        (method, path): operation.get("x-permission")
        for path, methods in document["paths"].items()
        for method, operation in methods.items()
        if staff_call(method, path)
    }


def request(client: TestClient, method: str, path: str, token: str) -> dict[str, Any]:
    response = client.request(
        method.upper(),
        "/api" + path.replace("{entry_id}", "1"),
        json={},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def sign_in_staff(client: TestClient, email: str) -> str:
    answer = call(client, "/admin/login", {"userName": email, "password": PASSWORD})
    assert answer["rtn_code"] == 0, answer
    token: str = answer["rtn_data"]["token"]
    return token


def test_every_staff_call_names_a_permission_of_the_catalogue(client: TestClient) -> None:
    calls = staff_calls(client)
    assert len(calls) > 20
    unguarded = sorted(call for call, permission in calls.items() if permission is None)
    assert unguarded == sorted(OPEN_TO_EVERY_STAFF)
    known = {p.value for p in Permission}
    assert {permission for permission in calls.values() if permission} <= known


def test_a_staff_member_without_the_permission_is_refused_on_every_call(
    client: TestClient, db: Session
) -> None:
    nobody = make_staff(db, role=None)
    token = sign_in_staff(client, nobody.email)
    guarded = {each: p for each, p in staff_calls(client).items() if p}
    assert ("delete", "/dictDetail/{entry_id}") in guarded
    for (method, path), permission in guarded.items():
        answer = request(client, method, path, token)
        assert answer["rtn_code"] == 1002, (path, answer)
        assert answer["rtn_data"]["code"] == 42601, (path, answer)
        assert answer["rtn_data"]["values"] == {"permission": permission}
    mine = call(client, "/admin/authority/mine", {}, token=token)["rtn_data"]
    assert (mine["permissions"], mine["menus"], mine["level"]) == ([], [], None)


def test_a_role_opens_exactly_its_own_calls(client: TestClient, db: Session) -> None:
    auditor = make_staff(db, role="Auditor")
    token = sign_in_staff(client, auditor.email)
    assert call(client, "/admin/setting/list", {}, token=token)["rtn_code"] == 0
    refused = call(
        client,
        "/admin/setting/update",
        {"key": "boost_duration_minutes", "value": "30"},
        token=token,
    )
    assert (refused["rtn_code"], refused["rtn_data"]["code"]) == (1002, 42601)
    assert "setting:edit" in refused["rtn_msg"]
