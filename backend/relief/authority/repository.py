"""The SQL of staff authority: roles, menus, and who holds which role."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from relief.models import AccountKind, StaffMenu, StaffRole, StaffRoleMenu, StaffUserRole, User


def roles_of(db: Session, user_id: int) -> Sequence[StaffRole]:
    return db.scalars(
        select(StaffRole)
        .join(StaffUserRole, StaffUserRole.role_id == StaffRole.id)
        .where(StaffUserRole.user_id == user_id)
        .order_by(StaffRole.level, StaffRole.name)
    ).all()


def permissions_of(db: Session, user_id: int) -> list[str]:
    """The permission strings of the menu items the user's roles hold."""
    return list(
        db.scalars(
            select(StaffMenu.permission)
            .distinct()
            .join(StaffRoleMenu, StaffRoleMenu.menu_id == StaffMenu.id)
            .join(StaffUserRole, StaffUserRole.role_id == StaffRoleMenu.role_id)
            .where(StaffUserRole.user_id == user_id, StaffMenu.permission.is_not(None))
        )
    )


def menus(db: Session) -> Sequence[StaffMenu]:
    return db.scalars(select(StaffMenu).order_by(StaffMenu.sort, StaffMenu.id)).all()


def menu_ids_of(db: Session, role_ids: Iterable[int]) -> dict[int, list[int]]:
    """Each role's menu items."""
    found: dict[int, list[int]] = {}
    rows = db.execute(
        select(StaffRoleMenu.role_id, StaffRoleMenu.menu_id)
        .where(StaffRoleMenu.role_id.in_(list(role_ids)))
        .order_by(StaffRoleMenu.menu_id)
    )
    for role_id, menu_id in rows:
        found.setdefault(role_id, []).append(menu_id)
    return found


def menus_by_id(db: Session, menu_ids: Iterable[int]) -> Sequence[StaffMenu]:
    return db.scalars(select(StaffMenu).where(StaffMenu.id.in_(list(menu_ids)))).all()


def menus_by_permission(db: Session, permissions: Iterable[str]) -> Sequence[StaffMenu]:
    return db.scalars(select(StaffMenu).where(StaffMenu.permission.in_(list(permissions)))).all()


def known_permissions(db: Session) -> set[str]:
    return set(db.scalars(select(StaffMenu.permission).where(StaffMenu.permission.is_not(None))))


def role_count(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(StaffRole)) or 0


def roles(db: Session) -> Sequence[StaffRole]:
    return db.scalars(select(StaffRole).order_by(StaffRole.level, StaffRole.name)).all()


def role(db: Session, role_id: int, *, lock: bool = False) -> StaffRole | None:
    query = select(StaffRole).where(StaffRole.id == role_id)
    if lock:
        query = query.with_for_update()
    return db.scalar(query)


def role_named(db: Session, name: str) -> StaffRole | None:
    return db.scalar(select(StaffRole).where(func.lower(StaffRole.name) == name.lower()))


def roles_by_id(db: Session, role_ids: Iterable[int]) -> Sequence[StaffRole]:
    return db.scalars(select(StaffRole).where(StaffRole.id.in_(list(role_ids)))).all()


def holders(db: Session, role_id: int) -> int:
    return (
        db.scalar(
            select(func.count()).select_from(StaffUserRole).where(StaffUserRole.role_id == role_id)
        )
        or 0
    )


def set_role_menus(db: Session, role_id: int, menu_ids: Iterable[int]) -> None:
    db.execute(delete(StaffRoleMenu).where(StaffRoleMenu.role_id == role_id))
    db.add_all(StaffRoleMenu(role_id=role_id, menu_id=menu_id) for menu_id in sorted(set(menu_ids)))


def set_user_roles(db: Session, user_id: int, role_ids: Iterable[int]) -> None:
    db.execute(delete(StaffUserRole).where(StaffUserRole.user_id == user_id))
    db.add_all(StaffUserRole(user_id=user_id, role_id=role_id) for role_id in sorted(set(role_ids)))


def anyone_holds_a_role(db: Session) -> bool:
    return db.scalar(select(StaffUserRole.user_id).limit(1)) is not None


def staff_ids(db: Session) -> list[int]:
    return list(db.scalars(select(User.id).where(User.kind == AccountKind.staff)))


def staff_member(db: Session, user_id: int, *, lock: bool = False) -> User | None:
    query = select(User).where(User.id == user_id, User.kind == AccountKind.staff)
    if lock:
        query = query.with_for_update()
    return db.scalar(query)


def role_names_by_user(db: Session, user_ids: Iterable[int]) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {}
    rows = db.execute(
        select(StaffUserRole.user_id, StaffRole.name)
        .join(StaffRole, StaffRole.id == StaffUserRole.role_id)
        .where(StaffUserRole.user_id.in_(list(user_ids)))
        .order_by(StaffRole.level, StaffRole.name)
    )
    for user_id, name in rows:
        found.setdefault(user_id, []).append(name)
    return found


def roles_by_user(db: Session, user_ids: Iterable[int]) -> dict[int, list[StaffRole]]:
    """Each staff member's roles, the most powerful first."""
    found: dict[int, list[StaffRole]] = {}
    rows = db.execute(
        select(StaffUserRole.user_id, StaffRole)
        .join(StaffRole, StaffRole.id == StaffUserRole.role_id)
        .where(StaffUserRole.user_id.in_(list(user_ids)))
        .order_by(StaffRole.level, StaffRole.name)
    )
    for user_id, role in rows:
        found.setdefault(user_id, []).append(role)
    return found


def menu(db: Session, menu_id: int, *, lock: bool = False) -> StaffMenu | None:
    query = select(StaffMenu).where(StaffMenu.id == menu_id)
    if lock:
        query = query.with_for_update()
    return db.scalar(query)


def menu_parents(db: Session) -> dict[int, int | None]:
    """Every menu item's parent."""
    found: dict[int, int | None] = {}
    for menu_id, parent_id in db.execute(select(StaffMenu.id, StaffMenu.parent_id)):
        found[menu_id] = parent_id
    return found


def has_children(db: Session, menu_id: int) -> bool:
    return (
        db.scalar(select(StaffMenu.id).where(StaffMenu.parent_id == menu_id).limit(1)) is not None
    )


def menu_with_permission(db: Session, permission: str) -> StaffMenu | None:
    return db.scalar(select(StaffMenu).where(StaffMenu.permission == permission))


def forget_menu(db: Session, menu_id: int) -> None:
    """Take a menu item away from every role that holds it."""
    db.execute(delete(StaffRoleMenu).where(StaffRoleMenu.menu_id == menu_id))
