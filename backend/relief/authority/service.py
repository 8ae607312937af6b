"""Staff authority: what a staff member may do, the roles, and who holds them.

Every staff call declares a permission (`deps.May`); `require` checks it
against the caller's roles on each call. Roles are changed only by staff at
their level or below, and never to give away a permission the changer does
not hold (`rules`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.authority import repository, rules
from relief.authority.catalogue import (
    MENUS,
    SEEDED_ROLES,
    SUPER_ADMINISTRATOR,
    Item,
    Permission,
)
from relief.authority.errors import (
    MenuBuiltIn,
    MenuBuiltInKept,
    MenuButtonRoute,
    MenuCycle,
    MenuDirectoryPermission,
    MenuHasChildren,
    MenuMissing,
    MenuPermissionInvalid,
    MenuPermissionTaken,
    MenuPlacement,
    MenuRouteRequired,
    PermissionMissing,
    PermissionNotYours,
    RegionsNotYours,
    RegionsRequired,
    RegionUnknown,
    RoleAboveYours,
    RoleInUse,
    RoleLevelInvalid,
    RoleMissing,
    RoleNameLength,
    RoleNameTaken,
    StaffAboveYours,
    StaffMissing,
)
from relief.authority.rules import LOWEST_LEVEL, Held, Scope
from relief.authority.schemas import (
    ROLE_NAME_LENGTH,
    MenuItem,
    MenuListOut,
    MenuSaveIn,
    MineOut,
    RegionItem,
    RoleItem,
    RoleListOut,
    RoleSaveIn,
    StaffRolesIn,
    StaffRolesOut,
)
from relief.kit import regions
from relief.models import MenuType, StaffMenu, StaffRole, User

# The permissions the server checks: the menu items that carry one are built in.
ENFORCED = frozenset(p.value for p in Permission)


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
    menu items a new version brings (what staff changed stays), given to the
    seeded roles the catalogue gives them; the seeded roles on a database
    that has none; and, the first time, the super administrator's role to
    every staff account that exists already."""
    rows = list(repository.menus(db))
    added: list[StaffMenu] = []
    _place(db, MENUS, None, rows, added)
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
    elif added:
        _give_new_items(db, added)
    if not repository.anyone_holds_a_role(db):
        for user_id in repository.staff_ids(db):
            grant_named(db, user_id, SUPER_ADMINISTRATOR)
    db.flush()


def _give_new_items(db: Session, added: Sequence[StaffMenu]) -> None:
    """Give the items a new version brings to the seeded roles that the
    catalogue gives them, where a role of that name still exists: after an
    upgrade Operations holds the new operations pages as a new installation's
    would. What staff took away before is not given back (only new items)."""
    menus = list(repository.menus(db))
    for seeded in SEEDED_ROLES:
        role = repository.role_named(db, seeded.name)
        if role is None or role.every_permission:
            continue
        chosen = [menu for menu in added if menu.permission in seeded.permissions]
        if not chosen:
            continue
        held = repository.menu_ids_of(db, [role.id]).get(role.id, [])
        repository.set_role_menus(db, role.id, {*held, *_with_parents(chosen, menus)})


def _same(item: Item, row: StaffMenu) -> bool:
    if item.permission is not None:
        return row.permission == item.permission
    return row.permission is None and row.type == item.type and row.route == item.route


def _place(
    db: Session,
    items: Iterable[Item],
    parent: StaffMenu | None,
    rows: list[StaffMenu],
    added: list[StaffMenu],
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
            added.append(row)
        _place(db, item.children, row, rows, added)


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
        builtIn=_built_in(menu),
    )


def _built_in(menu: StaffMenu) -> bool:
    return menu.permission in ENFORCED


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
        passwordIsDefault=user.password_is_default,
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
            dataScope=rules.REGIONS if role.data_scope == rules.REGIONS else rules.ALL,
            regions=_regions(role),
        )
        for role in roles
    ]


def _regions(role: StaffRole) -> list[str]:
    return list(json.loads(role.regions or "[]")) if role.data_scope == rules.REGIONS else []


def _scope_of(role: StaffRole) -> Scope:
    return rules.scope([(role.data_scope, _regions(role), role.every_permission)])


def menu_list(db: Session) -> MenuListOut:
    return MenuListOut(menus=[_menu_item(menu) for menu in _parents_first(repository.menus(db))])


def role_list(db: Session) -> RoleListOut:
    return RoleListOut(
        roles=_role_items(db, repository.roles(db)),
        menus=menu_list(db).menus,
        regions=[RegionItem(name=name, nameZh=name_zh) for name, name_zh in regions.REGIONS],
    )


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
    wanted_scope = _wanted_scope(payload)
    role: StaffRole | None = None
    before: set[str] = set()
    scope_before: Scope = frozenset()
    if payload.id is not None:
        role = repository.role(db, payload.id, lock=True)
        if role is None:
            raise RoleMissing()
        _manageable(holder, role.level)
        before = _permissions(
            repository.menus_by_id(db, repository.menu_ids_of(db, [role.id]).get(role.id, []))
        )
        scope_before = _scope_of(role)
    beyond = rules.beyond(holder, _permissions(chosen) - before)
    if beyond:
        raise PermissionNotYours(permissions=", ".join(beyond))
    outside = rules.beyond_scope(
        data_scope(db, holder_id), rules.widened(wanted_scope, scope_before)
    )
    if outside:
        raise RegionsNotYours(regions=", ".join(outside))
    same_name = repository.role_named(db, name)
    if same_name is not None and (role is None or same_name.id != role.id):
        raise RoleNameTaken()
    if role is None:
        role = StaffRole(name=name, level=payload.level, every_permission=False)
        db.add(role)
    role.name = name
    role.level = payload.level
    role.description = (payload.description or "").strip() or None
    role.data_scope = payload.dataScope
    role.regions = json.dumps(sorted(wanted_scope) if wanted_scope is not None else [])
    try:
        with db.begin_nested():
            db.flush()
    except IntegrityError:
        raise RoleNameTaken() from None
    repository.set_role_menus(db, role.id, _with_parents(chosen, repository.menus(db)))
    db.flush()
    return _role_items(db, [role])[0]


def _wanted_scope(payload: RoleSaveIn) -> Scope:
    """The regions a role is to see (None: all), or a refusal for regions
    that are none of New Zealand's or a regional scope without one."""
    if payload.dataScope == rules.ALL:
        return None
    unknown = regions.unknown(payload.regions)
    if unknown:
        raise RegionUnknown(regions=", ".join(unknown))
    if not payload.regions:
        raise RegionsRequired()
    return frozenset(payload.regions)


def data_scope(db: Session, user_id: int) -> Scope:
    """The regions whose teachers and centres the staff member reads (the
    union of their roles'), or None for every region."""
    return rules.scope(
        (role.data_scope, _regions(role), role.every_permission)
        for role in repository.roles_of(db, user_id)
    )


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
    mine = data_scope(db, holder_id)
    for role in added:
        outside = rules.beyond_scope(mine, rules.widened(_scope_of(role), frozenset()))
        if outside:
            raise RegionsNotYours(regions=", ".join(outside))
    repository.set_user_roles(db, payload.userId, wanted_ids)
    db.flush()
    return StaffRolesOut(userId=payload.userId, roleIds=sorted(wanted_ids))


# -- Staff members -------------------------------------------------------------


def roles_of_staff(db: Session, user_ids: Iterable[int]) -> dict[int, list[StaffRole]]:
    """Each staff member's roles, the most powerful first."""
    return repository.roles_by_user(db, user_ids)


def manageable_member(db: Session, holder_id: int, user_id: int, *, lock: bool = False) -> User:
    """A staff account the holder may change: refused when it does not exist
    (or is no staff account) or when its most powerful role is above the
    holder's level."""
    member = repository.staff_member(db, user_id, lock=lock)
    if member is None:
        raise StaffMissing()
    holder = held(db, holder_id)
    levels = [role.level for role in repository.roles_of(db, user_id)]
    if not rules.may_manage_member(holder, min(levels, default=None)):
        raise StaffAboveYours(level=holder.level if holder.level is not None else "-")
    return member


# -- Menu items -------------------------------------------------------------------


def save_menu(db: Session, payload: MenuSaveIn) -> MenuItem:
    """Add a menu item or change one, placed where its type may sit and never
    under itself. A built-in item keeps what the console and the server rely
    on (type, route, component, permission, external link)."""
    menu: StaffMenu | None = None
    if payload.id is not None:
        menu = repository.menu(db, payload.id, lock=True)
        if menu is None:
            raise MenuMissing()
    permission = payload.permission or None
    route = payload.route or None
    component = payload.component or None
    if menu is not None and _built_in(menu):
        kept = (menu.type, menu.route, menu.component, menu.permission, menu.external_link)
        if (payload.type, route, component, permission, payload.externalLink) != kept:
            raise MenuBuiltIn()
    else:
        _check_menu(db, payload, menu, permission, route, component)
    parent = None
    if payload.parentId is not None:
        parent = repository.menu(db, payload.parentId)
        if parent is None:
            raise MenuMissing()
    if not rules.placement_allowed(payload.type, parent.type if parent else None):
        raise MenuPlacement()
    if menu is not None and rules.under_itself(
        menu.id, payload.parentId, repository.menu_parents(db)
    ):
        raise MenuCycle()
    if menu is None:
        menu = StaffMenu(type=payload.type)
        db.add(menu)
    menu.parent_id = payload.parentId
    menu.type = payload.type
    menu.title = payload.title
    menu.title_zh = payload.titleZh
    menu.icon = payload.icon or None
    menu.sort = payload.sort
    menu.route = route
    menu.component = component
    menu.permission = permission
    menu.visible = payload.visible
    menu.cache = payload.cache
    menu.external_link = payload.externalLink
    try:
        with db.begin_nested():
            db.flush()
    except IntegrityError:
        raise MenuPermissionTaken() from None
    return _menu_item(menu)


def _check_menu(
    db: Session,
    payload: MenuSaveIn,
    menu: StaffMenu | None,
    permission: str | None,
    route: str | None,
    component: str | None,
) -> None:
    """The rules of an item staff made: a button has no route, component,
    cache or link; a menu has a route; a directory no permission; a
    permission is well formed, none the server checks, and no other item's."""
    if payload.type == MenuType.button.value and (
        route or component or payload.cache or payload.externalLink
    ):
        raise MenuButtonRoute()
    if rules.route_problem(payload.type, route, payload.externalLink):
        raise MenuRouteRequired()
    if permission is None:
        return
    if payload.type == MenuType.directory.value:
        raise MenuDirectoryPermission()
    if not rules.permission_well_formed(permission):
        raise MenuPermissionInvalid()
    other = repository.menu_with_permission(db, permission)
    if permission in ENFORCED or (other is not None and (menu is None or other.id != menu.id)):
        raise MenuPermissionTaken()


def delete_menu(db: Session, menu_id: int) -> None:
    """Remove a menu item nothing sits under; a built-in one stays. Roles
    that held it no longer do."""
    menu = repository.menu(db, menu_id, lock=True)
    if menu is None:
        raise MenuMissing()
    if _built_in(menu):
        raise MenuBuiltInKept()
    if repository.has_children(db, menu.id):
        raise MenuHasChildren()
    repository.forget_menu(db, menu.id)
    db.delete(menu)
    db.flush()
