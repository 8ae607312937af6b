"""The three web apps are served from one port beside the API: the centre
portal at `/`, the teacher app at `/teacher/` and the admin console at
`/admin/`, each its own built page; the API's addresses never fall through to
a web app."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from relief.config import Settings
from relief.main import create_app

PAGES = {
    "index.html": "centre portal",
    "teacher/index.html": "teacher app",
    "admin/index.html": "admin console",
}


@pytest.fixture
def web(settings: Settings, tmp_path: Path) -> TestClient:
    dist = tmp_path / "dist"
    for name, text in PAGES.items():
        page = dist / name
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(
            f'<!doctype html><title>{text}</title><script type="module" src="/a.js"></script>'
        )
    (dist / "assets").mkdir()
    (dist / "assets" / "admin-1a2b.js").write_text("export {}")
    return TestClient(create_app(settings.model_copy(update={"web_dist": dist})))


@pytest.mark.parametrize(
    ("path", "text"),
    [("/", "centre portal"), ("/teacher/", "teacher app"), ("/admin/", "admin console")],
)
def test_each_app_is_its_own_page(web: TestClient, path: str, text: str) -> None:
    response = web.get(path)
    assert response.status_code == 200
    assert f"<title>{text}</title>" in response.text
    assert response.headers["content-type"].startswith("text/html")
    # Served under the same strict policy as every page.
    assert "script-src 'self'" in response.headers["content-security-policy"]


def test_the_admin_console_without_its_slash_leads_to_it(web: TestClient) -> None:
    response = web.get("/admin", follow_redirects=False)
    assert response.status_code in (301, 307, 308)
    assert response.headers["location"].endswith("/admin/")
    assert "admin console" in web.get("/admin").text


def test_the_built_assets_are_served(web: TestClient) -> None:
    assert web.get("/assets/admin-1a2b.js").text == "export {}"


def test_the_staff_calls_are_not_web_pages(web: TestClient) -> None:
    response = web.post("/api/admin/no/such/call", json={})
    assert response.json()["rtn_code"] == 1007
