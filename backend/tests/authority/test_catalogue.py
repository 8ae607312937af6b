"""The catalogue: every permission on one menu item, installed once, and what
a new version brings added without touching what staff changed."""

from __future__ import annotations

from collections import Counter

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from relief.authority import repository, service
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


def test_an_item_a_new_version_brings_goes_to_the_seeded_roles_that_hold_it(db: Session) -> None:
    operations = make_staff(db, role="Operations")
    auditor = make_staff(db, role="Auditor")
    finance = make_staff(db, role="Finance")
    # As if the version before had no "Move job records" button.
    db.execute(delete(StaffMenu).where(StaffMenu.permission == Permission.booking_move.value))
    assert Permission.booking_move.value not in service.mine(db, operations).permissions
    # Staff took "Remove bookings" away from Operations: that stays taken.
    mine = service.mine(db, operations)
    held = [m.id for m in mine.menus if m.permission != Permission.booking_delete.value]
    role = db.scalars(select(StaffRole).where(StaffRole.name == "Operations")).one()
    repository.set_role_menus(db, role.id, held)
    service.install(db)
    now_held = set(service.mine(db, operations).permissions)
    assert Permission.booking_move.value in now_held
    assert Permission.booking_delete.value not in now_held
    assert Permission.booking_move.value not in service.mine(db, finance).permissions
    # The Auditor reads only: a button that changes is not theirs.
    assert Permission.booking_move.value not in service.mine(db, auditor).permissions


def test_a_renamed_seeded_role_is_not_given_new_items(db: Session) -> None:
    operations = make_staff(db, role="Operations")
    role = db.scalars(select(StaffRole).where(StaffRole.name == "Operations")).one()
    role.name = "Bookings desk"
    db.execute(delete(StaffMenu).where(StaffMenu.permission == Permission.booking_move.value))
    service.install(db)
    assert Permission.booking_move.value not in service.mine(db, operations).permissions
