"""Support desk: the staff member a ticket is assigned to, and staff-only notes.

Revision ID: 0014k
Revises: 0013d
Create Date: 2026-11-24 21:20:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0014k"
down_revision: str | None = "0013d"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("support_tickets", schema=None) as batch_op:
        batch_op.add_column(sa.Column("assignee_user_id", sa.Integer(), nullable=True))
        batch_op.create_index(
            batch_op.f("ix_support_tickets_assignee_user_id"), ["assignee_user_id"], unique=False
        )
        batch_op.create_foreign_key(
            batch_op.f("fk_support_tickets_assignee_user_id_users"),
            "users",
            ["assignee_user_id"],
            ["id"],
        )
    op.create_table(
        "ticket_notes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("ticket_id", sa.Integer(), nullable=False),
        sa.Column("author_user_id", sa.Integer(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("created_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["author_user_id"], ["users.id"], name=op.f("fk_ticket_notes_author_user_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["ticket_id"],
            ["support_tickets.id"],
            name=op.f("fk_ticket_notes_ticket_id_support_tickets"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ticket_notes")),
    )
    with op.batch_alter_table("ticket_notes", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_ticket_notes_ticket_id"), ["ticket_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("ticket_notes", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_ticket_notes_ticket_id"))
    op.drop_table("ticket_notes")
    with op.batch_alter_table("support_tickets", schema=None) as batch_op:
        batch_op.drop_constraint(
            batch_op.f("fk_support_tickets_assignee_user_id_users"), type_="foreignkey"
        )
        batch_op.drop_index(batch_op.f("ix_support_tickets_assignee_user_id"))
        batch_op.drop_column("assignee_user_id")
