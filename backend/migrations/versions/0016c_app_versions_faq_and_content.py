"""The apps' versions, the FAQ, and help articles in categories.

Revision ID: 0016c
Revises: 0016h
Create Date: 2026-11-28 13:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0016c"
down_revision: str | None = "0016h"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _stamps() -> list[sa.Column[object]]:
    return [
        sa.Column("created_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    ]


def upgrade() -> None:
    op.create_table(
        "app_versions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("platform", sa.String(length=16), nullable=False),
        sa.Column("number", sa.String(length=32), nullable=False),
        sa.Column("sort_key", sa.String(length=32), nullable=False),
        sa.Column("type", sa.String(length=16), nullable=False),
        sa.Column("package", sa.String(length=500), nullable=False),
        sa.Column("release_date", sa.Date(), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        *_stamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_app_versions")),
        sa.UniqueConstraint("platform", "number", name="uq_app_versions_platform_number"),
    )
    op.create_index(op.f("ix_app_versions_sort_key"), "app_versions", ["sort_key"])
    op.create_table(
        "faqs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("title_zh", sa.String(length=200), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("content_zh", sa.Text(), nullable=False),
        sa.Column("description", sa.String(length=500), nullable=False),
        sa.Column("description_zh", sa.String(length=500), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("shown", sa.Boolean(), nullable=False),
        sa.Column("audience", sa.String(length=16), nullable=False),
        *_stamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_faqs")),
    )
    op.create_index(op.f("ix_faqs_audience"), "faqs", ["audience"])
    op.create_table(
        "content_categories",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("name_zh", sa.String(length=100), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("audience", sa.String(length=16), nullable=False),
        *_stamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_content_categories")),
    )
    op.create_index(op.f("ix_content_categories_audience"), "content_categories", ["audience"])
    op.create_table(
        "articles",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("category_id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("title_zh", sa.String(length=200), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("body_zh", sa.Text(), nullable=False),
        sa.Column("words", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("published_at", relief.kit.types.UTCDateTime(timezone=True), nullable=True),
        *_stamps(),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["content_categories.id"],
            name=op.f("fk_articles_category_id_content_categories"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_articles")),
    )
    op.create_index(op.f("ix_articles_category_id"), "articles", ["category_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_articles_category_id"), table_name="articles")
    op.drop_table("articles")
    op.drop_index(op.f("ix_content_categories_audience"), table_name="content_categories")
    op.drop_table("content_categories")
    op.drop_index(op.f("ix_faqs_audience"), table_name="faqs")
    op.drop_table("faqs")
    op.drop_index(op.f("ix_app_versions_sort_key"), table_name="app_versions")
    op.drop_table("app_versions")
