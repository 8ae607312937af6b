"""Live events: the changes the signed-in apps are told about as they happen.

Revision ID: 0018l
Revises: 0017f
Create Date: 2026-11-28 16:30:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0018l"
down_revision: str | None = "0017f"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "live_events",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("centre_id", sa.Integer(), nullable=True),
        sa.Column("teacher_id", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("subject_id", sa.Integer(), nullable=False),
        sa.Column("created_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["centre_id"],
            ["centres.id"],
            name=op.f("fk_live_events_centre_id_centres"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["teacher_id"],
            ["teachers.id"],
            name=op.f("fk_live_events_teacher_id_teachers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_live_events_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_live_events")),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_live_events_user_id_id", "live_events", ["user_id", "id"])
    op.create_index("ix_live_events_centre_id_id", "live_events", ["centre_id", "id"])
    op.create_index("ix_live_events_teacher_id_id", "live_events", ["teacher_id", "id"])
    op.create_index(op.f("ix_live_events_created_at"), "live_events", ["created_at"])


def downgrade() -> None:
    op.drop_table("live_events")
