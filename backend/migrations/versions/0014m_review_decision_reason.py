"""Why staff disapproved a review, shown in the console's review queue; the
Invoices and Reviews pages read with `invoice:list` / `review:list`, paying and
deciding become their buttons.

An installation that has those pages on `invoice:pay` / `review:decide` keeps
its menu rows: the page's permission becomes the reading one, a button with the
old permission is put under it, and every role that held the page holds the
button too, so nobody gains or loses anything.

Revision ID: 0014m
Revises: 0013d
Create Date: 2026-11-24 21:15:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from relief.kit.clock import now
from relief.kit.types import UTCDateTime

revision: str = "0014m"
down_revision: str | None = "0014t"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


MENU, BUTTON = 1, 2
# (the page's permission before, after, and the button's titles)
SPLITS = (
    ("invoice:pay", "invoice:list", "Mark invoices paid", "标记发票已付款"),
    ("review:decide", "review:list", "Approve and disapprove reviews", "批准和驳回评价"),
)

menus = sa.table(
    "staff_menus",
    sa.column("id", sa.Integer),
    sa.column("parent_id", sa.Integer),
    sa.column("type", sa.Integer),
    sa.column("title", sa.String),
    sa.column("title_zh", sa.String),
    sa.column("sort", sa.Integer),
    sa.column("permission", sa.String),
    sa.column("visible", sa.Boolean),
    sa.column("cache", sa.Boolean),
    sa.column("external_link", sa.Boolean),
    sa.column("created_at", UTCDateTime(timezone=True)),
    sa.column("updated_at", UTCDateTime(timezone=True)),
)
role_menus = sa.table("staff_role_menus", sa.column("role_id", sa.Integer), sa.column("menu_id", sa.Integer))


def split_pages(connection: sa.Connection) -> None:
    """Each page on an acting permission reads instead, with that permission as its button."""
    at = now()
    for acting, reading, title, title_zh in SPLITS:
        page = connection.execute(
            sa.select(menus.c.id).where(menus.c.permission == acting, menus.c.type == MENU)
        ).scalar()
        taken = connection.execute(
            sa.select(menus.c.id).where(menus.c.permission == reading)
        ).scalar()
        if page is None or taken is not None:
            continue
        connection.execute(menus.update().where(menus.c.id == page).values(permission=reading))
        button = connection.execute(
            menus.insert()
            .values(
                parent_id=page,
                type=BUTTON,
                title=title,
                title_zh=title_zh,
                sort=1,
                permission=acting,
                visible=True,
                cache=False,
                external_link=False,
                created_at=at,
                updated_at=at,
            )
            .returning(menus.c.id)
        ).scalar_one()
        holders = connection.execute(
            sa.select(role_menus.c.role_id).where(role_menus.c.menu_id == page)
        ).scalars()
        rows = [{"role_id": role_id, "menu_id": button} for role_id in holders]
        if rows:
            connection.execute(role_menus.insert(), rows)


def join_pages(connection: sa.Connection) -> None:
    """The page back on the acting permission, its button gone."""
    for acting, reading, _, _ in SPLITS:
        page = connection.execute(
            sa.select(menus.c.id).where(menus.c.permission == reading, menus.c.type == MENU)
        ).scalar()
        button = connection.execute(
            sa.select(menus.c.id).where(menus.c.permission == acting, menus.c.type == BUTTON)
        ).scalar()
        if page is None or button is None:
            continue
        connection.execute(role_menus.delete().where(role_menus.c.menu_id == button))
        connection.execute(menus.delete().where(menus.c.id == button))
        connection.execute(menus.update().where(menus.c.id == page).values(permission=acting))


def upgrade() -> None:
    with op.batch_alter_table("reviews", schema=None) as batch_op:
        batch_op.add_column(sa.Column("decision_reason", sa.String(length=500), nullable=True))
    split_pages(op.get_bind())


def downgrade() -> None:
    join_pages(op.get_bind())
    with op.batch_alter_table("reviews", schema=None) as batch_op:
        batch_op.drop_column("decision_reason")
