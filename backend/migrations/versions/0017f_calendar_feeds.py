"""Calendar feeds: a centre's or a teacher's private iCalendar feed, and the
sequence of each job record's event in it.

Revision ID: 0017f
Revises: 0016v
Create Date: 2026-11-28 13:10:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0017f"
down_revision: str | None = "0016v"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "calendar_feeds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("seed", sa.String(length=64), nullable=False),
        sa.Column("token_digest", sa.String(length=64), nullable=False),
        sa.Column("created_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_calendar_feeds_user_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_calendar_feeds")),
        sa.UniqueConstraint("token_digest", name=op.f("uq_calendar_feeds_token_digest")),
        sa.UniqueConstraint("user_id", name=op.f("uq_calendar_feeds_user_id")),
    )
    with op.batch_alter_table("job_records", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("sequence", sa.Integer(), server_default="0", nullable=False)
        )


def downgrade() -> None:
    with op.batch_alter_table("job_records", schema=None) as batch_op:
        batch_op.drop_column("sequence")
    op.drop_table("calendar_feeds")
