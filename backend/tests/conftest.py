"""Fixtures: a migrated database per run, a rolled-back transaction per test,
and an HTTP client against the real application.

The database is SQLite in a temporary file unless TEST_DATABASE_URL names a
PostgreSQL server, in which case a fresh database `relief_test` is created on it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from hypothesis import settings as hypothesis_settings
from sqlalchemy import Engine
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from relief import setup
from relief.auth.deps import reading_sessions, writing_sessions
from relief.config import Environment, Settings, get_settings
from relief.db import READING, get_db, make_engine, transaction
from relief.main import create_app
from relief.migrate import upgrade
from relief.seed.reference import load_reference_data
from tests.live import empty_database

# Property tests judge answers, not speed: on a busy machine a single example
# may take longer than Hypothesis's default deadline of 200 ms.
hypothesis_settings.register_profile("relief", deadline=None)
hypothesis_settings.load_profile("relief")


def _database_url(tmp: Path) -> str:
    url = os.environ.get("TEST_DATABASE_URL")
    if not url:
        return f"sqlite:///{tmp / 'test.db'}"
    parsed = make_url(url)
    return empty_database(parsed.set(database=parsed.database or "relief_test"))


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    return _database_url(tmp_path_factory.mktemp("db"))


@pytest.fixture(scope="session")
def settings(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return Settings(
        _env_file=None,
        RELIEF_ENV="test",
        DATABASE_URL=database_url,
        DEMO_DATA=False,
        WEB_DIST=str(tmp_path_factory.mktemp("no-web")),
        FILES_DIR=str(tmp_path_factory.mktemp("files")),
    )


@pytest.fixture
def production(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Settings:
    """The suite's settings as a production deployment whose platform invoice
    details are set: production refuses to start on the demo placeholders (as
    tests/test_start.py proves), which is not what the tests using this are about."""
    monkeypatch.setattr(setup, "placeholder_refusal", lambda _db: None)
    return settings.model_copy(update={"environment": Environment.production, "demo_data": False})


@pytest.fixture(scope="session")
def engine(settings: Settings) -> Iterator[Engine]:
    engine = make_engine(settings.database_url)
    upgrade(engine)
    with Session(engine) as db, db.begin():
        load_reference_data(db)
    yield engine
    engine.dispose()


@pytest.fixture
def db(engine: Engine) -> Iterator[Session]:
    """A session whose work is rolled back after the test.

    Commits inside the application become savepoint releases, so a request
    behaves as in production while the test leaves nothing behind.
    """
    connection = engine.connect()
    outer = connection.begin()
    session = Session(
        bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False
    )
    try:
        yield session
    finally:
        session.close()
        outer.rollback()
        connection.close()


@pytest.fixture
def client(db: Session, settings: Settings) -> Iterator[TestClient]:
    app = create_app(settings)

    def test_db() -> Iterator[Session]:
        # Keep what the test set up so far; the request then runs in a
        # savepoint of its own, committed or rolled back as in production.
        db.commit()
        yield from transaction(db)

    @contextmanager
    def test_reading() -> Iterator[Session]:
        # A reading call sees what the test set up and must write nothing.
        db.commit()
        db.info[READING] = True
        try:
            yield db
        finally:
            del db.info[READING]

    @contextmanager
    def test_writing() -> Iterator[Session]:
        # Work in a session of its own (the audit log's entries, a reading
        # call's "last seen") goes into the test's transaction too.
        yield db

    app.state.api.dependency_overrides[writing_sessions] = lambda: test_writing
    app.state.api.dependency_overrides[get_db] = test_db
    app.state.api.dependency_overrides[reading_sessions] = lambda: test_reading
    app.state.api.dependency_overrides[get_settings] = lambda: settings
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client
