"""A live quote also holds the platform's rates it was given at (the entry
rank's qualified and unqualified rates and the pay parity step in force), so
staff editing the ranks or the pay parity steps do not change a quote already
given; and no day has two national holidays (a partial unique index: the
unique constraint on day and region lets NULL regions repeat).

Revision ID: 0016h
Revises: 0015b
Create Date: 2026-11-28 13:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0016h"
down_revision: str | None = "0015b"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

COLUMNS = ("platform_qualified_rate", "platform_unqualified_rate", "parity_floor")
NATIONAL_DAY = "uq_holidays_national_day"


def upgrade() -> None:
    with op.batch_alter_table("live_quotes", schema=None) as batch_op:
        for name in COLUMNS:
            batch_op.add_column(sa.Column(name, relief.kit.types.Money(), nullable=True))
    op.create_index(
        NATIONAL_DAY,
        "holidays",
        ["day"],
        unique=True,
        sqlite_where=sa.text("region IS NULL"),
        postgresql_where=sa.text("region IS NULL"),
    )


def downgrade() -> None:
    op.drop_index(NATIONAL_DAY, table_name="holidays")
    with op.batch_alter_table("live_quotes", schema=None) as batch_op:
        for name in reversed(COLUMNS):
            batch_op.drop_column(name)
