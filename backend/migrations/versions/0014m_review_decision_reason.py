"""Why staff disapproved a review, shown in the console's review queue.

Revision ID: 0014m
Revises: 0013d
Create Date: 2026-11-24 21:15:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014m"
down_revision: str | None = "0013d"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("reviews", schema=None) as batch_op:
        batch_op.add_column(sa.Column("decision_reason", sa.String(length=500), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("reviews", schema=None) as batch_op:
        batch_op.drop_column("decision_reason")
