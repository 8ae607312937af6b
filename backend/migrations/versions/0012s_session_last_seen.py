"""When each session last made a call, for the staff's list of online sessions.

Revision ID: 0012s
Revises: 0011m
Create Date: 2026-11-24 11:50:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0012s"
down_revision: str | None = "0011m"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("auth_sessions", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("last_seen_at", relief.kit.types.UTCDateTime(timezone=True), nullable=True)
        )


def downgrade() -> None:
    with op.batch_alter_table("auth_sessions", schema=None) as batch_op:
        batch_op.drop_column("last_seen_at")
