"""What platform staff may do: roles, the console's menus and buttons, and
which roles each staff member holds."""

from __future__ import annotations

from enum import IntEnum

from sqlalchemy import Boolean, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from relief.models.base import Base, Timestamped


class MenuType(IntEnum):
    """The spec's menu types: a directory groups menus, a menu opens a page,
    a button is an action on a page."""

    directory = 0
    menu = 1
    button = 2


class StaffRole(Timestamped, Base):
    """A named set of permissions. Level 1 is the most powerful; nobody
    creates, edits or grants a role whose level is above their own."""

    __tablename__ = "staff_roles"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(60), unique=True)
    level: Mapped[int] = mapped_column(Integer)
    description: Mapped[str | None] = mapped_column(Text)
    # The super administrator's wildcard: every permission, present and future.
    every_permission: Mapped[bool] = mapped_column(Boolean, default=False)
    # Which teachers and centres its holders read: "all", or "regions" (the
    # New Zealand regions listed in `regions`, a JSON list of names).
    data_scope: Mapped[str] = mapped_column(String(16), default="all", server_default="all")
    regions: Mapped[str] = mapped_column(Text, default="[]", server_default="[]")


class StaffMenu(Timestamped, Base):
    """A directory, menu or button of the admin console. A menu or button
    that carries a permission string grants it to the roles that hold it."""

    __tablename__ = "staff_menus"

    id: Mapped[int] = mapped_column(primary_key=True)
    parent_id: Mapped[int | None] = mapped_column(ForeignKey("staff_menus.id"), index=True)
    type: Mapped[int] = mapped_column(Integer)
    title: Mapped[str] = mapped_column(String(60))
    title_zh: Mapped[str] = mapped_column(String(60))
    icon: Mapped[str | None] = mapped_column(String(60))
    sort: Mapped[int] = mapped_column(Integer, default=0)
    route: Mapped[str | None] = mapped_column(String(120))
    component: Mapped[str | None] = mapped_column(String(120))
    permission: Mapped[str | None] = mapped_column(String(60), unique=True)
    visible: Mapped[bool] = mapped_column(Boolean, default=True)
    cache: Mapped[bool] = mapped_column(Boolean, default=False)
    external_link: Mapped[bool] = mapped_column(Boolean, default=False)


class StaffRoleMenu(Base):
    __tablename__ = "staff_role_menus"

    role_id: Mapped[int] = mapped_column(
        ForeignKey("staff_roles.id", ondelete="CASCADE"), primary_key=True
    )
    menu_id: Mapped[int] = mapped_column(
        ForeignKey("staff_menus.id", ondelete="CASCADE"), primary_key=True, index=True
    )


class StaffUserRole(Base):
    __tablename__ = "staff_user_roles"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), primary_key=True)
    role_id: Mapped[int] = mapped_column(
        ForeignKey("staff_roles.id", ondelete="CASCADE"), primary_key=True, index=True
    )
