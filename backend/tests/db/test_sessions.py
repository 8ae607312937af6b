"""The database layer: reading sessions and pinging idle pooled connections."""

from __future__ import annotations

import os
from typing import Any

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.orm import Session

from relief import db as database
from relief.db import READING, make_engine
from relief.models import Centre
from tests.factories import make_centre

ON_POSTGRES = os.environ.get("TEST_DATABASE_URL", "").startswith("postgresql")


def test_a_reading_session_refuses_to_write(db: Session) -> None:
    _, centre = make_centre(db, name="Reading Centre")
    db.commit()
    db.info[READING] = True
    try:
        centre.name = "Changed"
        with pytest.raises(RuntimeError, match="reading session"):
            db.flush()
    finally:
        del db.info[READING]
        db.rollback()
    db.expire_all()
    assert db.get(Centre, centre.id).name == "Reading Centre"  # type: ignore[union-attr]


def test_a_reading_session_reads(db: Session) -> None:
    _, centre = make_centre(db, name="Read Me")
    db.commit()
    db.info[READING] = True
    try:
        assert db.scalar(text("SELECT name FROM centres WHERE id = :id"), {"id": centre.id}) == (
            "Read Me"
        )
        db.flush()  # nothing to write: allowed
    finally:
        del db.info[READING]


@pytest.mark.skipif(not ON_POSTGRES, reason="the idle ping is for PostgreSQL's pool")
def test_an_idle_connection_that_died_is_replaced(engine: Engine) -> None:
    pool_engine = make_engine(engine.url.render_as_string(hide_password=False), pool_size=1)
    try:
        with pool_engine.connect() as conn:
            first = conn.scalar(text("SELECT pg_backend_pid()"))
        with engine.connect() as other:
            other.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": first})
            other.commit()
        # Returned long enough ago to be pinged: the dead connection is
        # noticed before use and a new one takes its place.
        record = pool_engine.pool._pool.queue[0]  # type: ignore[attr-defined]
        record.info["returned_at"] -= database.IDLE_PING_SECONDS + 1
        with pool_engine.connect() as conn:
            second = conn.scalar(text("SELECT pg_backend_pid()"))
        assert second != first
    finally:
        pool_engine.dispose()


@pytest.mark.skipif(not ON_POSTGRES, reason="the idle ping is for PostgreSQL's pool")
def test_a_connection_in_steady_use_is_not_pinged(engine: Engine) -> None:
    pool_engine = make_engine(engine.url.render_as_string(hide_password=False), pool_size=1)
    pings: list[Any] = []
    original = pool_engine.dialect.do_ping

    def counted_ping(dbapi_connection: Any) -> bool:
        pings.append(dbapi_connection)
        return original(dbapi_connection)

    pool_engine.dialect.do_ping = counted_ping  # type: ignore[method-assign]
    try:
        for _ in range(3):
            with pool_engine.connect() as conn:
                conn.execute(text("SELECT 1"))
        assert pings == []
        record = pool_engine.pool._pool.queue[0]  # type: ignore[attr-defined]
        record.info["returned_at"] -= database.IDLE_PING_SECONDS + 1
        with pool_engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        assert len(pings) == 1
    finally:
        pool_engine.dispose()
