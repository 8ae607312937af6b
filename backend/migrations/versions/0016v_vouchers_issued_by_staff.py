"""Vouchers staff issue (type 3) with the conditions the centre is told, who
issued them, and who expired one early, when and why; the list of every
voucher sorts by the day of issue and finds the invoice that applied one.

Revision ID: 0016v
Revises: 0016c
Create Date: 2026-11-25 10:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0016v"
down_revision: str | None = "0016c"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("vouchers", schema=None) as batch_op:
        batch_op.add_column(sa.Column("conditions", sa.String(length=500), nullable=True))
        batch_op.add_column(sa.Column("issued_by", sa.Integer(), nullable=True))
        batch_op.add_column(
            sa.Column("expired_early_at", relief.kit.types.UTCDateTime(), nullable=True)
        )
        batch_op.add_column(sa.Column("expired_by", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("expiry_reason", sa.String(length=500), nullable=True))
        batch_op.create_foreign_key(
            op.f("fk_vouchers_issued_by_users"), "users", ["issued_by"], ["id"]
        )
        batch_op.create_foreign_key(
            op.f("fk_vouchers_expired_by_users"), "users", ["expired_by"], ["id"]
        )
        batch_op.create_index(batch_op.f("ix_vouchers_issued_at"), ["issued_at"], unique=False)
    with op.batch_alter_table("invoices", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_invoices_voucher_id"), ["voucher_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("invoices", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_invoices_voucher_id"))
    with op.batch_alter_table("vouchers", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_vouchers_issued_at"))
        batch_op.drop_constraint(op.f("fk_vouchers_expired_by_users"), type_="foreignkey")
        batch_op.drop_constraint(op.f("fk_vouchers_issued_by_users"), type_="foreignkey")
        batch_op.drop_column("expiry_reason")
        batch_op.drop_column("expired_by")
        batch_op.drop_column("expired_early_at")
        batch_op.drop_column("issued_by")
        batch_op.drop_column("conditions")
