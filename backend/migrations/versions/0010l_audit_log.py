"""The audit log, append-only: the database itself refuses to change or
remove a row, on PostgreSQL and on SQLite.

Revision ID: 0010l
Revises: 0009a
Create Date: 2026-11-24 11:20:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0010l"
down_revision: str | None = "0009a"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

REFUSAL = "the audit log is append-only"


def upgrade() -> None:
    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", relief.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("actor_user_id", sa.Integer(), nullable=True),
        sa.Column("account", sa.String(length=254), nullable=True),
        sa.Column("call", sa.String(length=120), nullable=False),
        sa.Column("permission", sa.String(length=60), nullable=True),
        sa.Column("target_table", sa.String(length=60), nullable=True),
        sa.Column("target_id", sa.String(length=60), nullable=True),
        sa.Column("changes", sa.Text(), nullable=False),
        sa.Column("address", sa.String(length=64), nullable=False),
        sa.Column("user_agent", sa.String(length=300), nullable=True),
        sa.Column("duration_ms", sa.Integer(), nullable=False),
        sa.Column("rtn_code", sa.Integer(), nullable=False),
        sa.Column("refusal_code", sa.Integer(), nullable=True),
        sa.Column("message", sa.String(length=300), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_log")),
    )
    op.create_index("ix_audit_log_at", "audit_log", ["at"])
    op.create_index("ix_audit_log_actor", "audit_log", ["actor_user_id", "at"])
    op.create_index("ix_audit_log_target", "audit_log", ["target_table", "target_id"])
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            f"""
            CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
            BEGIN
                RAISE EXCEPTION '{REFUSAL}';
            END;
            $$ LANGUAGE plpgsql
            """
        )
        op.execute(
            "CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log "
            "FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()"
        )
    else:
        for event in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER audit_log_no_{event.lower()} BEFORE {event} ON audit_log "
                f"BEGIN SELECT RAISE(ABORT, '{REFUSAL}'); END"
            )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER audit_log_append_only ON audit_log")
        op.execute("DROP FUNCTION audit_log_append_only()")
    else:
        op.execute("DROP TRIGGER audit_log_no_update")
        op.execute("DROP TRIGGER audit_log_no_delete")
    op.drop_index("ix_audit_log_target", table_name="audit_log")
    op.drop_index("ix_audit_log_actor", table_name="audit_log")
    op.drop_index("ix_audit_log_at", table_name="audit_log")
    op.drop_table("audit_log")
