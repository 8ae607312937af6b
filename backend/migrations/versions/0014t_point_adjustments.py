"""Staff adjusting a teacher's working points by hand, with the reason.

Revision ID: 0014t
Revises: 0013d
Create Date: 2026-11-24 21:30:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0014t"
down_revision: str | None = "0014k"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "point_adjustments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("teacher_id", sa.Integer(), nullable=False),
        sa.Column("staff_user_id", sa.Integer(), nullable=True),
        sa.Column("change", sa.Integer(), nullable=False),
        sa.Column("points_before", sa.Integer(), nullable=False),
        sa.Column("points_after", sa.Integer(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("created_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["teacher_id"],
            ["teachers.id"],
            name=op.f("fk_point_adjustments_teacher_id_teachers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["staff_user_id"],
            ["users.id"],
            name=op.f("fk_point_adjustments_staff_user_id_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_point_adjustments")),
    )
    op.create_index(
        op.f("ix_point_adjustments_teacher_id"), "point_adjustments", ["teacher_id"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_point_adjustments_teacher_id"), table_name="point_adjustments")
    op.drop_table("point_adjustments")
