"""The catalogue: every permission on one menu item, installed once, and what
a new version brings added without touching what staff changed."""

from __future__ import annotations

from collections import Counter

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from relief.authority import service
from relief.authority.catalogue import SEEDED_ROLES, Permission, items
from relief.models import StaffMenu, StaffRole, StaffUserRole
from tests.factories import make_staff


def test_every_permission_sits_on_exactly_one_menu_item() -> None:
    carried = Counter(item.permission for item, _ in items() if item.permission)
    assert set(carried) == set(Permission)
    assert max(carried.values()) == 1


def test_the_seeded_roles_are_installed_with_their_menus(db: Session) -> None:
    names = list(db.scalars(select(StaffRole.name).order_by(StaffRole.id)))
    assert names[: len(SEEDED_ROLES)] == [role.name for role in SEEDED_ROLES]
    operations = make_staff(db, role="Operations")
    mine = service.mine(db, operations)
    assert set(mine.permissions) == {p.value for p in SEEDED_ROLES[1].permissions}
    # Each permission's directory comes with it, so the console can show the tree.
    titles = [menu.title for menu in mine.menus]
    assert titles.index("Users") < titles.index("Teachers")
    assert "Settings" not in titles


def test_installing_again_changes_nothing_and_brings_back_a_missing_item(db: Session) -> None:
    def count() -> int:
        return db.scalar(select(func.count()).select_from(StaffMenu)) or 0

    before = count()
    service.install(db)
    assert count() == before
    db.execute(delete(StaffMenu).where(StaffMenu.permission == Permission.work_retry.value))
    renamed = db.scalars(select(StaffMenu).where(StaffMenu.permission == "health:read")).one()
    renamed.title = "Platform health"
    service.install(db)
    assert count() == before
    back = db.scalars(select(StaffMenu).where(StaffMenu.permission == "work:retry")).one()
    assert back.parent_id == renamed.id
    assert renamed.title == "Platform health"


def test_the_first_install_makes_existing_staff_super_administrators(db: Session) -> None:
    db.execute(delete(StaffUserRole))
    earlier = make_staff(db, role=None)
    service.install(db)
    assert service.held(db, earlier.id).every_permission
