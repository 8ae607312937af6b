"""The staff calls of authority management: what the signed-in staff member
may see and do, the roles, the menus, and who holds which role."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentStaff
from relief.auth.service import Principal
from relief.authority import service
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.authority.schemas import (
    MenuIdIn,
    MenuItem,
    MenuListOut,
    MenuSaveIn,
    MineOut,
    RoleIdIn,
    RoleItem,
    RoleListOut,
    RoleSaveIn,
    StaffRolesIn,
    StaffRolesOut,
)
from relief.kit.envelope import Empty, Envelope, ok

router = APIRouter(tags=["admin console"])


@router.post("/admin/authority/mine", response_model=Envelope[MineOut])
def authority_mine(caller: CurrentStaff, db: DB) -> Envelope[MineOut]:
    """The signed-in staff member's permissions and the console's menus and
    buttons they may use: the console builds its menu from it. Open to every
    staff account."""
    return ok(service.mine(db, caller.user))


@router.post("/admin/role/list", response_model=Envelope[RoleListOut])
def role_list(
    caller: Annotated[Principal, May(Permission.role_list)], db: DB
) -> Envelope[RoleListOut]:
    """Every role, most powerful first, with its menus, and the menu tree to
    choose from."""
    return ok(service.role_list(db))


@router.post("/admin/role/save", response_model=Envelope[RoleItem])
def role_save(
    payload: RoleSaveIn, caller: Annotated[Principal, May(Permission.role_edit)], db: DB
) -> Envelope[RoleItem]:
    """Create a role (no id) or change one. Refused for a role above the
    caller's level, and for permissions the caller does not hold."""
    return ok(service.save_role(db, caller.user.id, payload))


@router.post("/admin/role/delete", response_model=Envelope[Empty])
def role_delete(
    payload: RoleIdIn, caller: Annotated[Principal, May(Permission.role_edit)], db: DB
) -> Envelope[Empty]:
    """Remove a role nobody holds, at the caller's level or below."""
    service.delete_role(db, caller.user.id, payload.id)
    return ok(Empty())


@router.post("/admin/menu/list", response_model=Envelope[MenuListOut])
def menu_list(
    caller: Annotated[Principal, May(Permission.menu_list)], db: DB
) -> Envelope[MenuListOut]:
    """The console's directories, menus and buttons, parents first."""
    return ok(service.menu_list(db))


@router.post("/admin/menu/save", response_model=Envelope[MenuItem])
def menu_save(
    payload: MenuSaveIn, caller: Annotated[Principal, May(Permission.menu_edit)], db: DB
) -> Envelope[MenuItem]:
    """Add a directory, menu or button (no id) or change one. A built-in item
    changes only its titles, icon, order, place, visibility and cache."""
    return ok(service.save_menu(db, payload))


@router.post("/admin/menu/delete", response_model=Envelope[Empty])
def menu_delete(
    payload: MenuIdIn, caller: Annotated[Principal, May(Permission.menu_edit)], db: DB
) -> Envelope[Empty]:
    """Remove a menu item that nothing sits under and that is not built in."""
    service.delete_menu(db, payload.id)
    return ok(Empty())


@router.post("/admin/staff/roles", response_model=Envelope[StaffRolesOut])
def staff_roles(
    payload: StaffRolesIn, caller: Annotated[Principal, May(Permission.staff_edit)], db: DB
) -> Envelope[StaffRolesOut]:
    """Set a staff member's roles: each role added or taken away at the
    caller's level or below, and none carrying a permission the caller lacks."""
    return ok(service.grant(db, caller.user.id, payload))
