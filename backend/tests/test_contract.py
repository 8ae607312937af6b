"""The API contract: the envelope on every answer, never a 500, and docs/api.md
describing every call."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.config import REPO_ROOT, Settings
from relief.errors import CATALOGUE
from relief.main import create_app
from relief.worker.heartbeat import Heartbeat
from tests.booking_helpers import worker_sessions
from tests.factories import make_centre, sign_in

GARBAGE_BODIES: list[Any] = [
    None,
    [],
    "text",
    12,
    {"pageNo": "one", "pageSize": -4},
    {"year": 10**30, "userName": {"nested": [1, 2, 3]}, "password": None},
    {"uuid": "x" * 5000, "captcha": "\u0000\u2028"},
]


def api_routes(client: TestClient) -> list[tuple[str, str]]:
    schema = client.get("/api/openapi.json").json()
    return [
        (method.upper(), "/api" + path) for path, ops in schema["paths"].items() for method in ops
    ]


def assert_envelope(response: Any) -> dict[str, Any]:
    assert response.status_code < 500, response.text
    body: dict[str, Any] = response.json()
    assert set(body) == {"rtn_code", "rtn_msg", "rtn_data"}
    assert "Traceback" not in response.text
    return body


def test_every_route_survives_garbage_with_and_without_a_session(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    heartbeat = Heartbeat(worker_sessions(db))
    for method, path in api_routes(client):
        # A worker is alive, so the health check answers 200 (its 503 is not a
        # fault): it beats before each route, however long the routes before took.
        heartbeat.beat()
        for auth in ({}, {"Authorization": f"Bearer {token}"}):
            for body in GARBAGE_BODIES:
                response = client.request(method, path, json=body, headers=auth)
                assert_envelope(response)
            raw = client.request(
                method,
                path,
                content=b"{not json",
                headers={**auth, "Content-Type": "application/json"},
            )
            assert_envelope(raw)


def test_invalid_json_is_a_parameter_error(client: TestClient) -> None:
    response = client.post(
        "/api/user/password/login", content=b"{oops", headers={"Content-Type": "application/json"}
    )
    body = assert_envelope(response)
    assert body["rtn_code"] == 1000
    assert body["rtn_msg"] == "Parameter error: the body is not valid JSON."


def test_unknown_route_and_wrong_method(client: TestClient) -> None:
    unknown = client.post("/api/no/such/call", json={})
    assert unknown.status_code == 404
    assert assert_envelope(unknown)["rtn_code"] == 1007
    wrong = client.get("/api/user/password/login")
    assert wrong.status_code == 405
    assert assert_envelope(wrong)["rtn_code"] == 1008


@pytest.mark.parametrize("declared", [True, False])
def test_oversize_bodies_are_refused(client: TestClient, declared: bool) -> None:
    big = b'{"userName": "' + b"a" * 1_100_000 + b'", "password": "x"}'
    if declared:
        response = client.post(
            "/api/user/password/login", content=big, headers={"Content-Type": "application/json"}
        )
    else:
        response = client.post(
            "/api/user/password/login",
            content=iter([big[i : i + 65536] for i in range(0, len(big), 65536)]),
            headers={"Content-Type": "application/json"},
        )
    assert response.status_code == 413
    assert response.json()["rtn_code"] == 1005


def test_every_route_answers_the_envelope_schema(client: TestClient) -> None:
    schema = client.get("/api/openapi.json").json()
    assert schema["servers"] == [{"url": "/api"}]
    for path, ops in schema["paths"].items():
        for op in ops.values():
            content = op["responses"]["200"]["content"]
            if "application/json" not in content:
                # The file behind a signed link, a staff member's export and a
                # calendar feed answer the file itself; the live updates'
                # stream answers Server-Sent Events (a refusal is the envelope).
                assert path in (
                    "/live/stream",
                    "/file/private/{token}",
                    "/center/invoice/pdf/{token}",
                    "/invoice/accounting/{token}",
                    "/admin/export/file/{id}",
                    "/calendar/feed/{token}.ics",
                )
                continue
            ref = content["application/json"]["schema"]["$ref"]
            component = schema["components"]["schemas"][ref.rsplit("/", 1)[1]]
            assert set(component["properties"]) == {"rtn_code", "rtn_msg", "rtn_data"}, path


def test_docs_describe_every_call_and_code(settings: Settings) -> None:
    doc = (REPO_ROOT / "docs" / "api.md").read_text()
    headings = set(re.findall(r"^### (?:GET|POST|PUT|DELETE) (/api/\S+)", doc, re.MULTILINE))
    # With demo data on, the development calls are there too.
    app = create_app(settings.model_copy(update={"demo_data": True}))
    paths = {"/api" + path for path in app.state.api.openapi()["paths"]}
    assert paths <= headings, f"undocumented calls: {sorted(paths - headings)}"
    assert headings <= paths, f"documented calls that do not exist: {sorted(headings - paths)}"
    for error in CATALOGUE:
        assert f"| {error.code} |" in doc, f"code {error.code} is not in docs/api.md"
