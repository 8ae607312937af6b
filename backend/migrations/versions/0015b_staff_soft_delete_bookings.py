"""Staff remove bookings, invites and job records softly: the row stays, with
when it was removed and by whom, so its audit trail and timeline stay whole.

Revision ID: 0015b
Revises: 0014c
Create Date: 2026-11-24 22:10:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0015b"
down_revision: str | None = "0014c"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = ("bookings", "invites", "job_records")


def upgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(
                sa.Column("deleted_at", relief.kit.types.UTCDateTime(), nullable=True)
            )
            batch_op.add_column(sa.Column("deleted_by", sa.Integer(), nullable=True))
            batch_op.create_foreign_key(
                f"fk_{table}_deleted_by_users", "users", ["deleted_by"], ["id"]
            )


def downgrade() -> None:
    for table in reversed(TABLES):
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_constraint(f"fk_{table}_deleted_by_users", type_="foreignkey")
            batch_op.drop_column("deleted_by")
            batch_op.drop_column("deleted_at")
