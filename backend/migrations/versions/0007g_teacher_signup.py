"""Teacher sign-up and vetting: age groups, the rejection reason and staff's
requests for documents.

Revision ID: 0007g
Revises: 0005
Create Date: 2026-11-23 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types


revision: str = "0007g"
down_revision: str | None = "0006w"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("teachers", schema=None) as batch_op:
        batch_op.add_column(sa.Column("age_groups", sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column("rejection_reason", sa.Text(), nullable=True))

    op.create_table(
        "document_requests",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("teacher_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("note", sa.Text(), nullable=True),
        sa.Column("requested_by", sa.Integer(), nullable=True),
        sa.Column("requested_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["teacher_id"], ["teachers.id"], name=op.f("fk_document_requests_teacher_id_teachers")
        ),
        sa.ForeignKeyConstraint(
            ["requested_by"], ["users.id"], name=op.f("fk_document_requests_requested_by_users")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_document_requests")),
    )
    with op.batch_alter_table("document_requests", schema=None) as batch_op:
        batch_op.create_index("ix_document_requests_teacher", ["teacher_id", "kind"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("document_requests", schema=None) as batch_op:
        batch_op.drop_index("ix_document_requests_teacher")
    op.drop_table("document_requests")
    with op.batch_alter_table("teachers", schema=None) as batch_op:
        batch_op.drop_column("rejection_reason")
        batch_op.drop_column("age_groups")
