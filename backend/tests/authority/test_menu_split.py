"""Installations whose Invoices and Reviews pages carried the acting
permission get the reading one on the page and the acting one as its button,
every role keeping what it could do (migration 0014m)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.authority import service as authority
from relief.models import MenuType, StaffMenu, StaffRole, StaffRoleMenu

MIGRATION = (
    Path(__file__).resolve().parents[2] / "migrations/versions/0014m_review_decision_reason.py"
)


def migration() -> ModuleType:
    spec = importlib.util.spec_from_file_location("migration_0014m", MIGRATION)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def held(db: Session, role_id: int) -> set[tuple[str | None, int]]:
    rows = db.execute(
        select(StaffMenu.permission, StaffMenu.type)
        .join(StaffRoleMenu, StaffRoleMenu.menu_id == StaffMenu.id)
        .where(StaffRoleMenu.role_id == role_id, StaffMenu.permission.like("%:%"))
    ).all()
    return {(permission, kind) for permission, kind in rows}


def test_old_pages_are_split_and_their_holders_keep_both(db: Session) -> None:
    authority.install(db)
    module = migration()
    connection = db.connection()
    module.join_pages(connection)
    db.expire_all()
    pay_page = db.scalar(select(StaffMenu).where(StaffMenu.permission == "invoice:pay"))
    assert pay_page is not None
    assert pay_page.type == MenuType.menu
    assert db.scalar(select(StaffMenu).where(StaffMenu.permission == "invoice:list")) is None
    role = StaffRole(name="Old finance", level=3, every_permission=False)
    db.add(role)
    db.flush()
    db.add(StaffRoleMenu(role_id=role.id, menu_id=pay_page.id))
    db.flush()

    module.split_pages(connection)
    db.expire_all()
    page = db.scalar(select(StaffMenu).where(StaffMenu.permission == "invoice:list"))
    button = db.scalar(select(StaffMenu).where(StaffMenu.permission == "invoice:pay"))
    assert page is not None
    assert button is not None
    assert page.id == pay_page.id
    assert page.type == MenuType.menu
    assert (button.type, button.parent_id) == (MenuType.button, page.id)
    assert held(db, role.id) == {
        ("invoice:list", MenuType.menu),
        ("invoice:pay", MenuType.button),
    }
    review_page = db.scalar(select(StaffMenu).where(StaffMenu.permission == "review:list"))
    assert review_page is not None
    assert review_page.type == MenuType.menu

    # Running it again, or on a new installation, changes nothing.
    count = len(list(db.scalars(select(StaffMenu))))
    module.split_pages(connection)
    assert len(list(db.scalars(select(StaffMenu)))) == count
