"""Engine, sessions and the request-owned transaction."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from sqlalchemy import Engine, create_engine, event, exc
from sqlalchemy.orm import Session, sessionmaker

from relief.config import get_settings
from relief.errors import AppError
from relief.kit import trail
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
    engine = create_engine(
        url,
        pool_size=pool_size,
        max_overflow=max_overflow,
        connect_args={"options": "-c max_parallel_workers_per_gather=0"},
        **kwargs,
    )
    ping_when_idle(engine)
    return engine


# A pooled connection unused for longer than this is checked before use.
IDLE_PING_SECONDS = 10.0


def ping_when_idle(engine: Engine) -> None:
    """Check a pooled connection before use only when it has lain idle.

    A connection in steady use is known to be alive, so a busy server spends
    no round trip on pinging; one that waited in the pool (across a database
    restart, say) is pinged, and replaced when the ping fails.
    """

    @event.listens_for(engine, "checkin")
    def _returned(_dbapi_connection: Any, record: Any) -> None:
        record.info["returned_at"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _ping_if_idle(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        returned = record.info.get("returned_at")
        if returned is None or time.monotonic() - returned < IDLE_PING_SECONDS:
            return
        try:
            alive = engine.dialect.do_ping(dbapi_connection)
        except engine.dialect.loaded_dbapi.Error as error:
            raise exc.DisconnectionError() from error
        if not alive:
            raise exc.DisconnectionError()


def database_unavailable(error: BaseException) -> bool:
    """Whether an error means the database is out of reach (down, restarting,
    a failover, the connection cut, the pool exhausted) rather than refusing
    the work itself (a bug, a constraint)."""
    if isinstance(error, exc.DBAPIError):
        return error.connection_invalidated or isinstance(
            error, exc.OperationalError | exc.InterfaceError
        )
    return isinstance(error, exc.DisconnectionError | exc.TimeoutError)


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
            trail.before_commit(session, error)
            session.commit()
        else:
            session.rollback()
        raise
    except BaseException:
        session.rollback()
        raise
    else:
        trail.before_commit(session)
        session.commit()


@lru_cache
def get_reading_sessionmaker() -> sessionmaker[Session]:
    """Sessions for calls that change nothing.

    On PostgreSQL each query runs on its own (autocommit), which spares the
    BEGIN and COMMIT round trips of a transaction; SQLite, in-process, keeps
    its transaction. Either way a reading session refuses to write.
    """
    engine = get_engine()
    if engine.dialect.name == "postgresql":
        engine = engine.execution_options(isolation_level="AUTOCOMMIT")
    return sessionmaker(bind=engine, expire_on_commit=False, autoflush=False, info={READING: True})


# `Session.info` key marking a session that must not write.
READING = "reading"


@event.listens_for(Session, "before_flush")
def _refuse_writes_when_reading(session: Session, _context: Any, _instances: Any) -> None:
    if session.info.get(READING) and (session.new or session.dirty or session.deleted):
        raise RuntimeError("a reading session cannot write")


@contextmanager
def reading() -> Iterator[Session]:
    """A reading session, closed at the end of the block."""
    session = get_reading_sessionmaker()()
    try:
        yield session
    finally:
        session.close()


@contextmanager
def writing() -> Iterator[Session]:
    """A session of its own for work outside a call's transaction (the audit
    log's entries), closed at the end of the block; the caller commits."""
    session = get_sessionmaker()()
    try:
        yield session
    finally:
        session.close()


def get_db() -> Iterator[Session]:
    """FastAPI dependency: the request owns the transaction; services only flush."""
    session = get_sessionmaker()()
    try:
        yield from transaction(session)
    finally:
        session.close()
