"""Platform messages from staff to centres, teachers or chosen accounts.

Revision ID: 0011m
Revises: 0010l
Create Date: 2026-11-24 11:40:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0011m"
down_revision: str | None = "0010l"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "announcements",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("subject", sa.String(length=100), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("audience", sa.String(length=16), nullable=False),
        sa.Column("account_ids", sa.Text(), nullable=False),
        sa.Column("send_email", sa.Boolean(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("author_id", sa.Integer(), nullable=False),
        sa.Column("published_at", relief.kit.types.UTCDateTime(timezone=True), nullable=True),
        sa.Column("delivered_up_to", sa.Integer(), nullable=False),
        sa.Column("delivered", sa.Integer(), nullable=False),
        sa.Column("delivered_at", relief.kit.types.UTCDateTime(timezone=True), nullable=True),
        sa.Column("created_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["author_id"], ["users.id"], name=op.f("fk_announcements_author_id_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_announcements")),
    )


def downgrade() -> None:
    op.drop_table("announcements")
