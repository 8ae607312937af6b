"""The booking a booking voucher was earned for (one voucher per booking)

Revision ID: 0006n
Revises: 0005
Create Date: 2026-11-23 09:00:00
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006n"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _root(parents: dict[int, int | None], booking_id: int) -> int:
    seen = {booking_id}
    while (parent := parents.get(booking_id)) is not None and parent not in seen:
        seen.add(parent)
        booking_id = parent
    return booking_id


def upgrade() -> None:
    with op.batch_alter_table("vouchers") as batch:
        batch.add_column(sa.Column("earned_for_booking_id", sa.Integer(), nullable=True))
        batch.create_foreign_key(
            op.f("fk_vouchers_earned_for_booking_id_bookings"),
            "bookings",
            ["earned_for_booking_id"],
            ["id"],
        )
        batch.create_unique_constraint(
            op.f("uq_vouchers_earned_for_booking_id"), ["earned_for_booking_id"]
        )
    # Vouchers already earned: the booking (as created) whose timeline records it.
    connection = op.get_bind()
    parents: dict[int, int | None] = {
        row.id: row.parent_id
        for row in connection.execute(sa.text("SELECT id, parent_id FROM bookings"))
    }
    taken: set[int] = set()
    for row in connection.execute(
        sa.text(
            "SELECT booking_id, data FROM booking_events "
            "WHERE kind = 'voucher_earned' ORDER BY at, id"
        )
    ):
        voucher_id = json.loads(row.data or "{}").get("voucherId")
        root = _root(parents, row.booking_id)
        if voucher_id is None or root in taken:
            continue
        taken.add(root)
        connection.execute(
            sa.text("UPDATE vouchers SET earned_for_booking_id = :root WHERE id = :id"),
            {"root": root, "id": int(voucher_id)},
        )


def downgrade() -> None:
    with op.batch_alter_table("vouchers") as batch:
        batch.drop_constraint(op.f("uq_vouchers_earned_for_booking_id"), type_="unique")
        batch.drop_constraint(
            op.f("fk_vouchers_earned_for_booking_id_bookings"), type_="foreignkey"
        )
        batch.drop_column("earned_for_booking_id")
