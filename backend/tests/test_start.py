"""Production refuses to serve while the settings every invoice prints (the
platform's legal name, address, GST number and bank account) are still the
demo placeholders, naming them; `python -m relief settings set` gives it its
own, and then it starts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy.orm import Session

from relief.__main__ import main
from relief.config import Environment, Settings, get_settings
from relief.db import get_engine, make_engine
from relief.main import create_app
from relief.settings import service
from relief.settings.catalogue import CATALOGUE, placeholders_in_use
from relief.setup import StartRefused, placeholder_refusal, prepare_database
from tests.live import drop_database, fresh_database, on_postgresql

PLATFORM = (
    "platform_legal_name",
    "platform_address",
    "platform_gst_number",
    "platform_bank_account",
)
OWN = {
    "platform_legal_name": "Kaiako Relief Limited",
    "platform_address": "5 Queen Street, Auckland 1010",
    "platform_gst_number": "98-765-432",
    "platform_bank_account": "06-0101-0123456-00",
}
STRONG = "k" * 48


def test_the_placeholders_are_the_defaults_and_the_earlier_defaults() -> None:
    defaults = {key: setting.default for key, setting in CATALOGUE.items()}
    assert placeholders_in_use(defaults) == list(PLATFORM)
    assert placeholders_in_use({**defaults, **OWN}) == []
    earlier = {
        **defaults,
        **OWN,
        "platform_legal_name": "Relief Teachers Limited",
        "platform_address": " Level 2, 10 Customs Street East, Auckland 1010, New Zealand ",
    }
    assert placeholders_in_use(earlier) == ["platform_legal_name", "platform_address"]


def test_the_refusal_names_what_is_left_to_change(db: Session) -> None:
    message = placeholder_refusal(db)
    assert message == (
        "platform_legal_name, platform_address, platform_gst_number, platform_bank_account "
        "still hold the demo placeholders printed on invoices; set the platform's own with "
        "`python -m relief settings set KEY VALUE` before serving in production"
    )
    for key in PLATFORM[:3]:
        service.put(db, key, OWN[key])
    assert (placeholder_refusal(db) or "").startswith("platform_bank_account still hold")
    service.put(db, "platform_bank_account", OWN["platform_bank_account"])
    assert placeholder_refusal(db) is None


@pytest.fixture
def installation(settings: Settings, tmp_path: Path) -> Iterator[str]:
    """A migrated database of its own with the reference data (and so the
    placeholders): PostgreSQL beside the suite's, or a SQLite file."""
    if on_postgresql():
        yield fresh_database("start")
        drop_database("start")
        return
    url = f"sqlite:///{tmp_path / 'start.db'}"
    engine = make_engine(url)
    prepare_database(engine, settings.model_copy(update={"database_url": url}))
    engine.dispose()
    yield url


@pytest.fixture
def environment(installation: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The command line's environment naming the installation (production on
    PostgreSQL; SQLite is refused there, so the commands run as `test` on it)."""
    monkeypatch.setenv("DATABASE_URL", installation)
    monkeypatch.setenv("DEMO_DATA", "false")
    monkeypatch.setenv("SECRET_KEY", STRONG)
    monkeypatch.setenv("RELIEF_ENV", "production" if on_postgresql() else "test")
    get_settings.cache_clear()
    get_engine.cache_clear()
    yield
    get_engine().dispose()
    get_settings.cache_clear()
    get_engine.cache_clear()


def production(settings: Settings, url: str) -> Settings:
    """Production's settings on the installation (copied: on SQLite the
    check that production runs on PostgreSQL is not what is tested here)."""
    return settings.model_copy(
        update={"environment": Environment.production, "database_url": url, "secret_key": STRONG}
    )


def test_production_refuses_the_placeholders_and_starts_once_they_are_changed(
    settings: Settings,
    installation: str,
    environment: None,
    capsys: pytest.CaptureFixture[str],
) -> None:
    config = production(settings, installation)
    with pytest.raises(StartRefused) as refused:
        create_app(config)
    assert str(refused.value).startswith(", ".join(PLATFORM) + " still hold the demo placeholders")
    if on_postgresql():
        # `serve` migrates, then refuses before it serves.
        assert main(["serve"]) == 2
        assert capsys.readouterr().err == f"relief: refusing to start: {refused.value}\n"

    # The command line checks each value as the console does.
    assert main(["settings", "set", "platform_legal_name", "   "]) == 1
    assert capsys.readouterr().err == (
        "relief: platform_legal_name not changed: This setting cannot be left blank.\n"
    )
    assert main(["settings", "set", "platform_nickname", "Relief"]) == 1
    assert "no setting is called 'platform_nickname'" in capsys.readouterr().err
    for key in PLATFORM[:3]:
        assert main(["settings", "set", key, OWN[key]]) == 0
        assert capsys.readouterr().out == f"relief: {key} set\n"
    with pytest.raises(StartRefused, match=r"^platform_bank_account still hold"):
        create_app(config)
    assert main(["settings", "set", "platform_bank_account", OWN["platform_bank_account"]]) == 0
    assert main(["settings", "set", "bill_due_days", "14"]) == 0

    app = create_app(config)
    assert app.state.api is not None
    engine = make_engine(installation)
    with Session(engine) as db:
        values = service.current(db)
    engine.dispose()
    assert (values.platform_legal_name, values.platform_bank_account, values.bill_due_days) == (
        "Kaiako Relief Limited",
        "06-0101-0123456-00",
        14,
    )


def test_outside_production_the_placeholders_are_served(settings: Settings) -> None:
    assert not settings.is_production
    assert create_app(settings).state.api is not None
