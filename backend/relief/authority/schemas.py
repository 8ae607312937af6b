"""Staff authority: shapes in and out."""

from __future__ import annotations

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


class MineOut(BaseModel):
    """The signed-in staff member: what the console shows them."""

    userId: int
    name: str | None
    email: str
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


class RoleListOut(BaseModel):
    roles: list[RoleItem]
    menus: list[MenuItem]


class RoleSaveIn(Input):
    """A new role (no id) or the changes to one."""

    id: Id | None = None
    name: Line = Field(max_length=ROLE_NAME_LENGTH)
    level: int = Field(ge=-(2**31), le=2**31 - 1, description=f"1 (highest) to {LOWEST_LEVEL}")
    description: Text | None = Field(default=None, max_length=500)
    menuIds: list[Id] = Field(default_factory=list, max_length=500)


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
