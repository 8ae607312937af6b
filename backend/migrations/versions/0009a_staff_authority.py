"""Staff authority: roles, the console's menus and buttons with their
permission strings, and who holds which role. The catalogue's menus and
roles are installed with the reference data, which gives the staff accounts
that exist already the super administrator's role.

Revision ID: 0009a
Revises: 0008n
Create Date: 2026-11-24 11:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from relief.kit.types import UTCDateTime

revision: str = "0009a"
down_revision: str | None = "0008n"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "staff_roles",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=60), nullable=False),
        sa.Column("level", sa.Integer(), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("every_permission", sa.Boolean(), nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_staff_roles")),
        sa.UniqueConstraint("name", name=op.f("uq_staff_roles_name")),
    )
    op.create_table(
        "staff_menus",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("parent_id", sa.Integer(), nullable=True),
        sa.Column("type", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=60), nullable=False),
        sa.Column("title_zh", sa.String(length=60), nullable=False),
        sa.Column("icon", sa.String(length=60), nullable=True),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("route", sa.String(length=120), nullable=True),
        sa.Column("component", sa.String(length=120), nullable=True),
        sa.Column("permission", sa.String(length=60), nullable=True),
        sa.Column("visible", sa.Boolean(), nullable=False),
        sa.Column("cache", sa.Boolean(), nullable=False),
        sa.Column("external_link", sa.Boolean(), nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["parent_id"], ["staff_menus.id"], name=op.f("fk_staff_menus_parent_id_staff_menus")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_staff_menus")),
        sa.UniqueConstraint("permission", name=op.f("uq_staff_menus_permission")),
    )
    op.create_index(op.f("ix_staff_menus_parent_id"), "staff_menus", ["parent_id"])
    op.create_table(
        "staff_role_menus",
        sa.Column("role_id", sa.Integer(), nullable=False),
        sa.Column("menu_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["role_id"],
            ["staff_roles.id"],
            name=op.f("fk_staff_role_menus_role_id_staff_roles"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["menu_id"],
            ["staff_menus.id"],
            name=op.f("fk_staff_role_menus_menu_id_staff_menus"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("role_id", "menu_id", name=op.f("pk_staff_role_menus")),
    )
    op.create_index(op.f("ix_staff_role_menus_menu_id"), "staff_role_menus", ["menu_id"])
    op.create_table(
        "staff_user_roles",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("role_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_staff_user_roles_user_id_users")
        ),
        sa.ForeignKeyConstraint(
            ["role_id"],
            ["staff_roles.id"],
            name=op.f("fk_staff_user_roles_role_id_staff_roles"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", "role_id", name=op.f("pk_staff_user_roles")),
    )
    op.create_index(op.f("ix_staff_user_roles_role_id"), "staff_user_roles", ["role_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_staff_user_roles_role_id"), table_name="staff_user_roles")
    op.drop_table("staff_user_roles")
    op.drop_index(op.f("ix_staff_role_menus_menu_id"), table_name="staff_role_menus")
    op.drop_table("staff_role_menus")
    op.drop_index(op.f("ix_staff_menus_parent_id"), table_name="staff_menus")
    op.drop_table("staff_menus")
    op.drop_table("staff_roles")
