"""Staff authority: what a staff member may do, the roles, and who holds them.

Every staff call declares a permission (`deps.May`); `require` checks it
against the caller's roles on each call. Roles are changed only by staff at
their level or below, and never to give away a permission the changer does
not hold (`rules`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.authority import repository, rules
from relief.authority.catalogue import MENUS, SEEDED_ROLES, SUPER_ADMINISTRATOR, Item
from relief.authority.errors import (
    MenuMissing,
    PermissionMissing,
    PermissionNotYours,
    RoleAboveYours,
    RoleInUse,
    RoleLevelInvalid,
    RoleMissing,
    RoleNameLength,
    RoleNameTaken,
    StaffMissing,
)
from relief.authority.rules import LOWEST_LEVEL, Held
from relief.authority.schemas import (
    ROLE_NAME_LENGTH,
    MenuItem,
    MenuListOut,
    MineOut,
    RoleItem,
    RoleListOut,
    RoleSaveIn,
    StaffRolesIn,
    StaffRolesOut,
)
from relief.models import StaffMenu, StaffRole, User


def held(db: Session, user_id: int) -> Held:
    roles = repository.roles_of(db, user_id)
    if not roles:
        return rules.NOTHING
    return rules.held(
        ((role.level, role.every_permission) for role in roles),
        repository.permissions_of(db, user_id),
    )


def require(db: Session, user_id: int, permission: str) -> None:
    """Refuse unless the staff member's roles hold the permission."""
    if not held(db, user_id).may(permission):
        raise PermissionMissing(permission=permission)


# -- The catalogue --------------------------------------------------------


def install(db: Session) -> None:
    """Bring the menus and roles of the catalogue into the database: the
    menu items a new version brings (what staff changed stays), the seeded
    roles on a database that has none, and, the first time, the super
    administrator's role to every staff account that exists already."""
    rows = list(repository.menus(db))
    _place(db, MENUS, None, rows)
    if repository.role_count(db) == 0:
        menus = list(repository.menus(db))
        for seeded in SEEDED_ROLES:
            role = StaffRole(
                name=seeded.name,
                level=seeded.level,
                description=seeded.description,
                every_permission=seeded.every_permission,
            )
            db.add(role)
            db.flush()
            chosen = [menu for menu in menus if menu.permission in seeded.permissions]
            repository.set_role_menus(db, role.id, _with_parents(chosen, menus))
    if not repository.anyone_holds_a_role(db):
        for user_id in repository.staff_ids(db):
            grant_named(db, user_id, SUPER_ADMINISTRATOR)
    db.flush()


def _same(item: Item, row: StaffMenu) -> bool:
    if item.permission is not None:
        return row.permission == item.permission
    return row.permission is None and row.type == item.type and row.route == item.route


def _place(
    db: Session, items: Iterable[Item], parent: StaffMenu | None, rows: list[StaffMenu]
) -> None:
    for sort, item in enumerate(items, start=1):
        row = next((row for row in rows if _same(item, row)), None)
        if row is None:
            row = StaffMenu(
                parent_id=parent.id if parent else None,
                type=item.type,
                title=item.title,
                title_zh=item.title_zh,
                icon=item.icon,
                sort=sort,
                route=item.route,
                component=item.component,
                permission=item.permission,
                visible=True,
                cache=False,
                external_link=False,
            )
            db.add(row)
            db.flush()
            rows.append(row)
        _place(db, item.children, row, rows)


def _with_parents(chosen: Iterable[StaffMenu], menus: Sequence[StaffMenu]) -> set[int]:
    """The chosen items' ids and those of every directory or menu above them."""
    by_id = {menu.id: menu for menu in menus}
    found: set[int] = set()
    for menu in chosen:
        current: StaffMenu | None = menu
        while current is not None and current.id not in found:
            found.add(current.id)
            current = by_id.get(current.parent_id) if current.parent_id else None
    return found


def grant_named(db: Session, user_id: int, role_name: str) -> None:
    """Give a staff account one more role, by name (set-up and the command line)."""
    role = repository.role_named(db, role_name)
    if role is None:
        raise RoleMissing()
    current = [r.id for r in repository.roles_of(db, user_id)]
    repository.set_user_roles(db, user_id, [*current, role.id])
    db.flush()


def role_names(db: Session) -> list[str]:
    return [role.name for role in repository.roles(db)]


# -- What the console shows ------------------------------------------------


def _menu_item(menu: StaffMenu) -> MenuItem:
    return MenuItem(
        id=menu.id,
        parentId=menu.parent_id,
        type=menu.type,
        title=menu.title,
        titleZh=menu.title_zh,
        icon=menu.icon,
        sort=menu.sort,
        route=menu.route,
        component=menu.component,
        permission=menu.permission,
        visible=menu.visible,
        cache=menu.cache,
        externalLink=menu.external_link,
    )


def _parents_first(menus: Sequence[StaffMenu]) -> list[StaffMenu]:
    children: dict[int | None, list[StaffMenu]] = {}
    for menu in menus:
        children.setdefault(menu.parent_id, []).append(menu)
    ordered: list[StaffMenu] = []

    def walk(parent_id: int | None) -> None:
        for menu in sorted(children.get(parent_id, []), key=lambda m: (m.sort, m.id)):
            ordered.append(menu)
            walk(menu.id)

    walk(None)
    return ordered


def mine(db: Session, user: User) -> MineOut:
    holder = held(db, user.id)
    menus = repository.menus(db)
    if holder.every_permission:
        shown = list(menus)
    else:
        role_ids = [role.id for role in repository.roles_of(db, user.id)]
        menu_ids = {i for ids in repository.menu_ids_of(db, role_ids).values() for i in ids}
        shown = [
            menu
            for menu in menus
            if menu.id in _with_parents([m for m in menus if m.id in menu_ids], menus)
        ]
    every = sorted(repository.known_permissions(db)) if holder.every_permission else []
    return MineOut(
        userId=user.id,
        name=user.name,
        email=user.email,
        level=holder.level,
        everyPermission=holder.every_permission,
        permissions=every or sorted(holder.permissions),
        menus=[_menu_item(menu) for menu in _parents_first(shown)],
    )


# -- Roles ------------------------------------------------------------------


def _role_items(db: Session, roles: Sequence[StaffRole]) -> list[RoleItem]:
    menu_ids = repository.menu_ids_of(db, [role.id for role in roles])
    return [
        RoleItem(
            id=role.id,
            name=role.name,
            level=role.level,
            description=role.description,
            everyPermission=role.every_permission,
            menuIds=menu_ids.get(role.id, []),
            holders=repository.holders(db, role.id),
        )
        for role in roles
    ]


def menu_list(db: Session) -> MenuListOut:
    return MenuListOut(menus=[_menu_item(menu) for menu in _parents_first(repository.menus(db))])


def role_list(db: Session) -> RoleListOut:
    return RoleListOut(roles=_role_items(db, repository.roles(db)), menus=menu_list(db).menus)


def roles_by_user(db: Session, user_ids: Iterable[int]) -> dict[int, list[str]]:
    """The names of each staff member's roles."""
    return repository.role_names_by_user(db, user_ids)


def _manageable(holder: Held, level: int) -> None:
    if not rules.may_manage(holder, level):
        raise RoleAboveYours(level=holder.level if holder.level is not None else "-")


def _permissions(menus: Iterable[StaffMenu]) -> set[str]:
    return {menu.permission for menu in menus if menu.permission}


def save_role(db: Session, holder_id: int, payload: RoleSaveIn) -> RoleItem:
    """Create a role or change one: its name, level, description and menus."""
    name = " ".join(payload.name.split())
    if not 1 <= len(name) <= ROLE_NAME_LENGTH:
        raise RoleNameLength(length=ROLE_NAME_LENGTH)
    if rules.level_problem(payload.level):
        raise RoleLevelInvalid(lowest=LOWEST_LEVEL)
    holder = held(db, holder_id)
    _manageable(holder, payload.level)
    chosen = repository.menus_by_id(db, payload.menuIds)
    if len(chosen) != len(set(payload.menuIds)):
        raise MenuMissing()
    role: StaffRole | None = None
    before: set[str] = set()
    if payload.id is not None:
        role = repository.role(db, payload.id, lock=True)
        if role is None:
            raise RoleMissing()
        _manageable(holder, role.level)
        before = _permissions(
            repository.menus_by_id(db, repository.menu_ids_of(db, [role.id]).get(role.id, []))
        )
    beyond = rules.beyond(holder, _permissions(chosen) - before)
    if beyond:
        raise PermissionNotYours(permissions=", ".join(beyond))
    same_name = repository.role_named(db, name)
    if same_name is not None and (role is None or same_name.id != role.id):
        raise RoleNameTaken()
    if role is None:
        role = StaffRole(name=name, level=payload.level, every_permission=False)
        db.add(role)
    role.name = name
    role.level = payload.level
    role.description = (payload.description or "").strip() or None
    try:
        with db.begin_nested():
            db.flush()
    except IntegrityError:
        raise RoleNameTaken() from None
    repository.set_role_menus(db, role.id, _with_parents(chosen, repository.menus(db)))
    db.flush()
    return _role_items(db, [role])[0]


def delete_role(db: Session, holder_id: int, role_id: int) -> None:
    role = repository.role(db, role_id, lock=True)
    if role is None:
        raise RoleMissing()
    _manageable(held(db, holder_id), role.level)
    if repository.holders(db, role.id):
        raise RoleInUse()
    db.delete(role)
    db.flush()


# -- Who holds which role ----------------------------------------------------


def grant(db: Session, holder_id: int, payload: StaffRolesIn) -> StaffRolesOut:
    """Set a staff member's roles. Every role added or taken away must be at
    the changer's level or below, and an added role may carry only
    permissions the changer holds."""
    if repository.staff_member(db, payload.userId) is None:
        raise StaffMissing()
    wanted = repository.roles_by_id(db, payload.roleIds)
    if len(wanted) != len(set(payload.roleIds)):
        raise RoleMissing()
    holder = held(db, holder_id)
    current = repository.roles_of(db, payload.userId)
    current_ids = {role.id for role in current}
    wanted_ids = {role.id for role in wanted}
    changed = [role for role in wanted if role.id not in current_ids] + [
        role for role in current if role.id not in wanted_ids
    ]
    for role in changed:
        _manageable(holder, role.level)
    added = [role for role in wanted if role.id not in current_ids]
    if any(role.every_permission for role in added) and not holder.every_permission:
        raise PermissionNotYours(permissions="*")
    menu_ids = repository.menu_ids_of(db, [role.id for role in added])
    given = _permissions(repository.menus_by_id(db, {i for ids in menu_ids.values() for i in ids}))
    beyond = rules.beyond(holder, given)
    if beyond:
        raise PermissionNotYours(permissions=", ".join(beyond))
    repository.set_user_roles(db, payload.userId, wanted_ids)
    db.flush()
    return StaffRolesOut(userId=payload.userId, roleIds=sorted(wanted_ids))
