"""Notices kept as their kind and typed facts (worded when read or sent), and
each account's language.

Earlier notices whose facts already hold everything their kind now needs keep
their kind; the others become `written` notices that keep the title and body
they were worded with, so every notice stays readable.

Revision ID: 0008n
Revises: 0007g
Create Date: 2026-11-24 08:00:00.000000
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008n"
down_revision: str | None = "0007g"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The facts of each kind at this revision: (required, optional).
FACTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "booking_confirmed": (("bookingId",), ()),
    "timesheet_to_confirm": (
        (
            "timeSheetId",
            "jobRecordId",
            "bookingId",
            "teacher",
            "date",
            "hours",
            "amount",
            "confirmBy",
        ),
        (),
    ),
    "rank_changed": (("rank", "points"), ()),
    "voucher_earned": (("voucherId", "voucherType", "value", "expiresAt"), ("bookingId",)),
    "document_requested": (("document", "note"), ()),
    "profile_approved": ((), ()),
    "profile_rejected": (("reason",), ()),
    "offer_application": (("offerId", "applicationId", "offerTitle", "teacher"), ()),
    "offer_hired": (("offerId", "applicationId", "offerTitle", "centre"), ()),
    "offer_declined": (("offerId", "applicationId", "offerTitle", "centre"), ()),
    "offer_ended": (("offerId", "applicationId", "offerTitle", "centre", "offerStatus"), ()),
}

notices = sa.table(
    "notices",
    sa.column("id", sa.Integer),
    sa.column("kind", sa.String),
    sa.column("title", sa.String),
    sa.column("body", sa.Text),
    sa.column("data", sa.Text),
)


def typed(kind: str, title: str, body: str, data: str | None) -> tuple[str, dict[str, object]]:
    """The kind and facts an earlier notice is kept with."""
    try:
        facts = json.loads(data or "{}")
    except ValueError:
        facts = None
    if isinstance(facts, dict) and kind in FACTS:
        required, optional = FACTS[kind]
        if all(key in facts for key in required):
            return kind, {key: facts[key] for key in (*required, *optional) if key in facts}
    return "written", {"title": title, "body": body}


def upgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("language", sa.String(length=8), server_default="en", nullable=False)
        )
    bind = op.get_bind()
    rows = bind.execute(
        sa.select(notices.c.id, notices.c.kind, notices.c.title, notices.c.body, notices.c.data)
    ).all()
    for row in rows:
        kind, facts = typed(row.kind, row.title, row.body, row.data)
        bind.execute(
            notices.update()
            .where(notices.c.id == row.id)
            .values(kind=kind, data=json.dumps(facts))
        )
    with op.batch_alter_table("notices", schema=None) as batch_op:
        batch_op.drop_column("title")
        batch_op.drop_column("body")


def downgrade() -> None:
    with op.batch_alter_table("notices", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("title", sa.String(length=255), server_default="", nullable=False)
        )
        batch_op.add_column(sa.Column("body", sa.Text(), server_default="", nullable=False))
    bind = op.get_bind()
    rows = bind.execute(sa.select(notices.c.id, notices.c.kind, notices.c.data)).all()
    for row in rows:
        facts = json.loads(row.data or "{}")
        if row.kind == "written":
            bind.execute(
                notices.update()
                .where(notices.c.id == row.id)
                .values(title=facts.get("title", ""), body=facts.get("body", ""))
            )
        else:
            bind.execute(notices.update().where(notices.c.id == row.id).values(title=row.kind))
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_column("language")
