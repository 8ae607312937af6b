"""Alembic environment: the database comes from the connection handed over by
`relief.migrate`, or from the settings when run from the command line."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from relief.config import get_settings
from relief.db import make_engine
from relief.models import Base

target_metadata = Base.metadata


def run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


connection = context.config.attributes.get("connection")
if connection is not None:
    run(connection)
else:
    engine = make_engine(get_settings().database_url)
    with engine.connect() as conn:
        run(conn)
    engine.dispose()
