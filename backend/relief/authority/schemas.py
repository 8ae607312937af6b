"""Staff authority: shapes in and out."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from relief.authority.rules import LOWEST_LEVEL
from relief.kit.envelope import Input
from relief.kit.inputs import Id, Line, Text

ROLE_NAME_LENGTH = 60


class MenuItem(BaseModel):
    id: int
    parentId: int | None
    type: int = Field(description="0 directory, 1 menu, 2 button")
    title: str
    titleZh: str
    icon: str | None
    sort: int
    route: str | None
    component: str | None
    permission: str | None
    visible: bool
    cache: bool
    externalLink: bool
    builtIn: bool = Field(
        description="Carries a permission the server checks: it cannot be removed, and keeps "
        "its type, route, component, permission and external link"
    )


DataScope = Literal["all", "regions"]


class MineOut(BaseModel):
    """The signed-in staff member: what the console shows them."""

    userId: int
    name: str | None
    email: str
    passwordIsDefault: bool = Field(
        description="The password is a first or reset one: the console asks to change it"
    )
    level: int | None = Field(description="Their most powerful role's level; 1 is the highest")
    everyPermission: bool
    permissions: list[str]
    menus: list[MenuItem] = Field(
        description="The directories, menus and buttons they may use, parents first"
    )


class RoleItem(BaseModel):
    id: int
    name: str
    level: int
    description: str | None
    everyPermission: bool
    menuIds: list[int]
    holders: int
    dataScope: DataScope = Field(
        description="Which teachers and centres its holders read: all, or those of `regions`"
    )
    regions: list[str]


class RegionItem(BaseModel):
    """One of New Zealand's sixteen regions: its name is what roles keep."""

    name: str
    nameZh: str


class RoleListOut(BaseModel):
    roles: list[RoleItem]
    menus: list[MenuItem]
    regions: list[RegionItem] = Field(description="The regions a role's data scope chooses from")


class RoleSaveIn(Input):
    """A new role (no id) or the changes to one."""

    id: Id | None = None
    name: Line = Field(max_length=ROLE_NAME_LENGTH)
    level: int = Field(ge=-(2**31), le=2**31 - 1, description=f"1 (highest) to {LOWEST_LEVEL}")
    description: Text | None = Field(default=None, max_length=500)
    menuIds: list[Id] = Field(default_factory=list, max_length=500)
    dataScope: DataScope = "all"
    regions: list[Line] = Field(
        default_factory=list,
        max_length=16,
        description="For the `regions` data scope: region names as `/admin/role/list` gives them",
    )


class RoleIdIn(Input):
    id: Id


class StaffRolesIn(Input):
    userId: Id
    roleIds: list[Id] = Field(max_length=50)


class StaffRolesOut(BaseModel):
    userId: int
    roleIds: list[int]


class MenuListOut(BaseModel):
    menus: list[MenuItem]


class MenuSaveIn(Input):
    """A new menu item (no id) or the changes to one. A built-in item (one
    whose permission the server checks) keeps its type, route, component,
    permission and external link."""

    id: Id | None = None
    parentId: Id | None = None
    type: Literal[0, 1, 2] = Field(description="0 directory, 1 menu, 2 button")
    title: Line = Field(min_length=1, max_length=60)
    titleZh: Line = Field(min_length=1, max_length=60)
    icon: Line | None = Field(default=None, max_length=60)
    sort: int = Field(default=0, ge=0, le=9999)
    route: Line | None = Field(default=None, max_length=120)
    component: Line | None = Field(default=None, max_length=120)
    permission: Line | None = Field(default=None, max_length=60)
    visible: bool = True
    cache: bool = False
    externalLink: bool = False


class MenuIdIn(Input):
    id: Id
