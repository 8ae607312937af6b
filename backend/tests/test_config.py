from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from relief.config import DEFAULT_SECRET, Settings

STRONG = "k" * 48


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
        make(RELIEF_ENV="production", **env)


def test_production_starts_with_safe_settings() -> None:
    assert make(RELIEF_ENV="production", SECRET_KEY=STRONG, DEMO_DATA=False).is_production
