from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from relief.config import DEFAULT_SECRET, Settings

STRONG = "k" * 48
POSTGRES = "postgresql+psycopg://relief:secret@db.internal:5432/relief"


def make(**env: Any) -> Settings:
    return Settings(_env_file=None, **env)


def test_defaults() -> None:
    settings = make()
    assert settings.time_zone == "Pacific/Auckland"
    assert settings.database_url.startswith("sqlite:///")
    assert settings.database_url.endswith("var/relief.db")
    assert settings.demo_data is True
    assert settings.port == 8000


def test_environment_variables_are_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PORT", "9100")
    monkeypatch.setenv("DATABASE_URL", "postgresql+psycopg://postgres@127.0.0.1/relief")
    monkeypatch.setenv("CAPTCHA_POLICY", "always")
    monkeypatch.setenv("DEMO_DATA", "false")
    settings = make()
    assert settings.port == 9100
    assert not settings.is_sqlite
    assert settings.captcha_policy == "always"
    assert settings.demo_data is False


@pytest.mark.parametrize(
    ("env", "problem"),
    [
        ({"SECRET_KEY": DEFAULT_SECRET, "DEMO_DATA": False}, "SECRET_KEY"),
        ({"SECRET_KEY": "short", "DEMO_DATA": False}, "SECRET_KEY"),
        ({"SECRET_KEY": STRONG, "DEMO_DATA": True}, "DEMO_DATA"),
    ],
)
def test_production_refuses_unsafe_settings(env: dict[str, Any], problem: str) -> None:
    with pytest.raises(ValidationError, match=problem):
        make(RELIEF_ENV="production", DATABASE_URL=POSTGRES, **env)


@pytest.mark.parametrize("url", [None, "sqlite:////srv/relief.db", "sqlite+pysqlite:///x.db"])
def test_production_refuses_sqlite(url: str | None) -> None:
    env = {"DATABASE_URL": url} if url else {}
    with pytest.raises(ValidationError) as refused:
        make(RELIEF_ENV="production", SECRET_KEY=STRONG, DEMO_DATA=False, **env)
    assert refused.value.errors()[0]["msg"] == (
        "Value error, DATABASE_URL must name a PostgreSQL database in production "
        "(postgresql+psycopg://user:password@host:5432/name); SQLite is for development "
        "and tests only"
    )


def test_production_starts_with_safe_settings() -> None:
    settings = make(
        RELIEF_ENV="production", SECRET_KEY=STRONG, DEMO_DATA=False, DATABASE_URL=POSTGRES
    )
    assert settings.is_production
    assert settings.serves_https
    assert not settings.serves_api_docs


def test_https_and_api_docs_follow_the_environment_unless_set() -> None:
    development = make()
    assert (development.serves_https, development.serves_api_docs) == (False, True)
    chosen = make(HTTPS="true", API_DOCS="false")
    assert (chosen.serves_https, chosen.serves_api_docs) == (True, False)
    production = make(
        RELIEF_ENV="production",
        SECRET_KEY=STRONG,
        DEMO_DATA=False,
        DATABASE_URL=POSTGRES,
        HTTPS="false",
        API_DOCS="true",
    )
    assert (production.serves_https, production.serves_api_docs) == (False, True)
