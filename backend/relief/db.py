"""Engine, sessions and the request-owned transaction."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.orm import Session, sessionmaker

from relief.config import get_settings
from relief.errors import AppError
from relief.kit.geo import distance_km


def make_engine(url: str, *, pool_size: int = 10, max_overflow: int = 10, **kwargs: Any) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(
            url, connect_args={"check_same_thread": False, "timeout": 30}, **kwargs
        )

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
            # Let SQLAlchemy, not the driver, open transactions, so that
            # savepoints work; see the SQLAlchemy SQLite dialect notes.
            dbapi_connection.isolation_level = None
            # The same great-circle distance PostgreSQL has as a SQL function.
            dbapi_connection.create_function("distance_km", 4, distance_km, deterministic=True)
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA busy_timeout=30000")
            cursor.close()

        @event.listens_for(engine, "begin")
        def _sqlite_begin(connection: Any) -> None:
            # One writer at a time: take the write lock at the start rather
            # than fail to upgrade a read lock half-way through.
            connection.exec_driver_sql("BEGIN IMMEDIATE")

        return engine
    # Short OLTP queries: a parallel plan's start-up costs more than it saves.
    return create_engine(
        url,
        pool_pre_ping=True,
        pool_size=pool_size,
        max_overflow=max_overflow,
        connect_args={"options": "-c max_parallel_workers_per_gather=0"},
        **kwargs,
    )


@lru_cache
def get_engine() -> Engine:
    settings = get_settings()
    return make_engine(
        settings.database_url,
        pool_size=settings.db_pool_size,
        max_overflow=settings.db_max_overflow,
    )


@lru_cache
def get_sessionmaker() -> sessionmaker[Session]:
    return sessionmaker(bind=get_engine(), expire_on_commit=False, autoflush=True)


def transaction(session: Session) -> Iterator[Session]:
    """Commit when the caller finishes, roll back when it raises.

    An `AppError` raised with `keep_changes` commits what was flushed before
    it (a failed sign-in is recorded), and is raised on.
    """
    try:
        yield session
    except AppError as error:
        if error.keep_changes:
            session.commit()
        else:
            session.rollback()
        raise
    except BaseException:
        session.rollback()
        raise
    else:
        session.commit()


def get_db() -> Iterator[Session]:
    """FastAPI dependency: the request owns the transaction; services only flush."""
    session = get_sessionmaker()()
    try:
        yield from transaction(session)
    finally:
        session.close()
