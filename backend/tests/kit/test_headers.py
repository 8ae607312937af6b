"""The Content-Security-Policy and the other security headers, on the web
apps, the API and its documentation; HSTS when served over HTTPS; the API
documentation only when turned on, with every asset from the platform."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from relief.config import Environment, Settings
from relief.kit.headers import content_security_policy, origin_of
from relief.main import create_app


def directives(policy: str) -> dict[str, list[str]]:
    return {name: values for name, *values in (part.split() for part in policy.split("; "))}


def test_the_policy_is_strict() -> None:
    policy = directives(content_security_policy())
    assert policy["default-src"] == ["'self'"]
    assert policy["script-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["base-uri"] == ["'self'"]
    assert policy["frame-ancestors"] == ["'none'"]
    assert policy["form-action"] == ["'self'"]
    assert policy["connect-src"] == ["'self'"]
    assert policy["img-src"] == ["'self'", "data:", "blob:"]
    assert "'unsafe-inline'" not in policy["script-src"]
    assert "'unsafe-eval'" not in content_security_policy()


def test_the_map_tile_and_geocoder_origins_are_the_only_others() -> None:
    policy = directives(
        content_security_policy(
            "https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://nominatim.openstreetmap.org/"
        )
    )
    assert policy["img-src"] == ["'self'", "data:", "blob:", "https://tile.openstreetmap.org"]
    assert policy["connect-src"] == ["'self'", "https://nominatim.openstreetmap.org"]
    assert policy["script-src"] == ["'self'"]


@pytest.mark.parametrize(
    ("url", "origin"),
    [
        ("https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"),
        ("https://{s}.tile.example.nz/{z}/{x}/{y}.png", "https://*.tile.example.nz"),
        ("http://127.0.0.1:8089/tiles/{z}/{x}/{y}.png", "http://127.0.0.1:8089"),
        ("https://user:pw@geo.example.nz/search", "https://geo.example.nz"),
        ("javascript:alert(1)", None),
        ("https://a.example.nz; script-src *", None),
        ("https://例子.nz/tiles", None),
        ("/relative/{z}.png", None),
        ("https://tile-{s}.example.nz/{z}/{x}/{y}.png", "https://*.example.nz"),
        ("https://tiles.{s}.example.nz/{z}.png", None),
        ("https://*.example.nz/", "https://*.example.nz"),
        ("https://a*.example.nz/", None),
        ("https://*/", None),
        ("https://{s}/", None),
    ],
)
def test_origins_of_map_urls(url: str, origin: str | None) -> None:
    assert origin_of(url) == origin


def app_client(settings: Settings, tmp_path: Path, **changes: object) -> TestClient:
    web = tmp_path / "web"
    web.mkdir(exist_ok=True)
    (web / "index.html").write_text('<!doctype html><script type="module" src="/a.js"></script>')
    return TestClient(create_app(settings.model_copy(update={"web_dist": web, **changes})))


def test_every_answer_carries_the_policy(settings: Settings, tmp_path: Path) -> None:
    client = app_client(
        settings,
        tmp_path,
        map_tile_url="https://tiles.example.nz/{z}/{x}/{y}.png",
        map_geocoder_url="https://geo.example.nz",
    )
    for response in (
        client.get("/"),
        client.get("/api/no/such/call"),
        client.get("/api/docs"),
    ):
        policy = directives(response.headers["content-security-policy"])
        assert policy["frame-ancestors"] == ["'none'"]
        assert "https://tiles.example.nz" in policy["img-src"]
        assert "https://geo.example.nz" in policy["connect-src"]
        assert response.headers["x-content-type-options"] == "nosniff"
        assert "strict-transport-security" not in response.headers


def test_api_answers_carry_the_policy(client: TestClient) -> None:
    response = client.post("/api/show/system/config", json={})
    assert response.json()["rtn_code"] == 0
    assert directives(response.headers["content-security-policy"])["object-src"] == ["'none'"]


def test_https_deployments_send_hsts_and_production_is_one(
    settings: Settings, tmp_path: Path
) -> None:
    on = app_client(settings, tmp_path, https=True)
    assert on.get("/").headers["strict-transport-security"] == "max-age=31536000"
    production = settings.model_copy(
        update={"environment": Environment.production, "demo_data": False}
    )
    assert production.serves_https
    assert not production.model_copy(update={"https": False}).serves_https
    assert not settings.serves_https


def test_api_docs_are_served_from_the_platform_without_inline_script(
    settings: Settings, tmp_path: Path
) -> None:
    client = app_client(settings, tmp_path)
    page = client.get("/api/docs")
    assert page.status_code == 200
    html = page.text
    sources = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert sources
    assert all(source.startswith("/api/docs/") for source in sources)
    # Every script is a file of the platform's: none inline.
    assert re.findall(r"<script([^>]*)>\s*</script>", html) == re.findall(r"<script([^>]*)>", html)
    assert 'data-openapi="/api/openapi.json"' in html
    for source in sources:
        asset = client.get(source)
        assert asset.status_code == 200, source
        assert len(asset.content) > 100
    assert "SwaggerUIBundle" in client.get("/api/docs/swagger-ui-bundle.js").text
    assert client.get("/api/docs/../../config.py").status_code == 404
    assert client.get("/api/docs/swagger-editor.js").json()["rtn_code"] == 1007
    document = client.get("/api/openapi.json").json()
    assert document["info"]["title"] == "Relief API"
    assert "/docs" not in document["paths"]


def test_api_docs_are_off_in_production_unless_turned_on(
    settings: Settings, production: Settings, tmp_path: Path
) -> None:
    off = app_client(production, tmp_path)
    for path in ("/api/docs", "/api/openapi.json", "/api/docs/swagger-ui-bundle.js"):
        answer = off.get(path)
        assert (answer.status_code, answer.json()["rtn_code"]) == (404, 1007), path
    on = app_client(production, tmp_path, api_docs=True)
    assert on.get("/api/docs").status_code == 200
    assert on.get("/api/openapi.json").status_code == 200
    development_off = app_client(settings, tmp_path, api_docs=False)
    assert development_off.get("/api/docs").status_code == 404
