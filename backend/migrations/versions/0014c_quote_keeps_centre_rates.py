"""A live quote keeps the centre's own rates and discounts it was given at,
so a staff change to them does not change a quote already given.

Revision ID: 0014c
Revises: 0013d
Create Date: 2026-11-24 21:40:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0014c"
down_revision: str | None = "0014m"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

COLUMNS = ("qualified_rate", "unqualified_rate", "qualified_discount", "unqualified_discount")


def upgrade() -> None:
    with op.batch_alter_table("live_quotes", schema=None) as batch_op:
        for name in COLUMNS:
            batch_op.add_column(sa.Column(name, relief.kit.types.Money(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("live_quotes", schema=None) as batch_op:
        for name in reversed(COLUMNS):
            batch_op.drop_column(name)
