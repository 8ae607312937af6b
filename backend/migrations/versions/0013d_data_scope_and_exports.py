"""Regions of centres and teachers with the data scope of staff roles, and
background exports of the admin lists.

Revision ID: 0013d
Revises: 0012s
Create Date: 2026-11-25 10:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types
from relief.kit.regions import region_at

revision: str = "0013d"
down_revision: str | None = "0012s"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PLACED = ("centres", "teachers")


def _place_existing_rows(table_name: str) -> None:
    """Each existing row's region, read from its map point as the models do."""
    table = sa.table(
        table_name,
        sa.column("id", sa.Integer),
        sa.column("latitude", sa.Float),
        sa.column("longitude", sa.Float),
        sa.column("region", sa.String),
    )
    connection = op.get_bind()
    rows = connection.execute(sa.select(table.c.id, table.c.latitude, table.c.longitude)).all()
    for row_id, latitude, longitude in rows:
        region = region_at(latitude, longitude)
        if region is not None:
            connection.execute(
                sa.update(table).where(table.c.id == row_id).values(region=region)
            )


def upgrade() -> None:
    for table_name in PLACED:
        with op.batch_alter_table(table_name, schema=None) as batch_op:
            batch_op.add_column(sa.Column("region", sa.String(length=32), nullable=True))
            batch_op.create_index(op.f(f"ix_{table_name}_region"), ["region"], unique=False)
        _place_existing_rows(table_name)

    with op.batch_alter_table("staff_roles", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("data_scope", sa.String(length=16), server_default="all", nullable=False)
        )
        batch_op.add_column(sa.Column("regions", sa.Text(), server_default="[]", nullable=False))

    op.create_table(
        "export_jobs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("owner_user_id", sa.Integer(), nullable=False),
        sa.Column("list_name", sa.String(length=32), nullable=False),
        sa.Column("filters", sa.Text(), nullable=False),
        sa.Column("columns", sa.Text(), nullable=False),
        sa.Column("time_zone", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("done", sa.Integer(), nullable=False),
        sa.Column("total", sa.Integer(), nullable=False),
        sa.Column("file_name", sa.String(length=120), nullable=False),
        sa.Column("created_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("finished_at", relief.kit.types.UTCDateTime(timezone=True), nullable=True),
        sa.Column("expires_at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("content", sa.LargeBinary(), nullable=True),
        sa.ForeignKeyConstraint(
            ["owner_user_id"],
            ["users.id"],
            name=op.f("fk_export_jobs_owner_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_export_jobs")),
    )
    op.create_index(op.f("ix_export_jobs_owner_user_id"), "export_jobs", ["owner_user_id"])
    op.create_table(
        "export_rows",
        sa.Column("job_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("row_id", sa.Integer(), nullable=False),
        sa.Column("cells", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(
            ["job_id"],
            ["export_jobs.id"],
            name=op.f("fk_export_rows_job_id_export_jobs"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("job_id", "seq", name=op.f("pk_export_rows")),
    )


def downgrade() -> None:
    op.drop_table("export_rows")
    op.drop_index(op.f("ix_export_jobs_owner_user_id"), table_name="export_jobs")
    op.drop_table("export_jobs")
    with op.batch_alter_table("staff_roles", schema=None) as batch_op:
        batch_op.drop_column("regions")
        batch_op.drop_column("data_scope")
    for table_name in PLACED:
        with op.batch_alter_table(table_name, schema=None) as batch_op:
            batch_op.drop_index(op.f(f"ix_{table_name}_region"))
            batch_op.drop_column("region")
