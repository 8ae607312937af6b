"""The pure rules of staff authority."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

# Level 1 is the most powerful role; a role's level is at most this.
LOWEST_LEVEL = 99


@dataclass(frozen=True)
class Held:
    """What a staff member holds through their roles."""

    #: Their most powerful role's level (1 is the highest), None without a role.
    level: int | None
    every_permission: bool
    permissions: frozenset[str]

    def may(self, permission: str) -> bool:
        return self.every_permission or permission in self.permissions


NOTHING = Held(level=None, every_permission=False, permissions=frozenset())


def held(roles: Iterable[tuple[int, bool]], permissions: Iterable[str]) -> Held:
    """What the roles (level, every permission) and their menus' permission
    strings add up to."""
    roles = list(roles)
    return Held(
        level=min((level for level, _ in roles), default=None),
        every_permission=any(every for _, every in roles),
        permissions=frozenset(permissions),
    )


def may_manage(holder: Held, role_level: int) -> bool:
    """Whether the holder may create, edit, delete or grant a role of this
    level: only one at their own level or below (a larger number)."""
    return holder.level is not None and role_level >= holder.level


def beyond(holder: Held, wanted: Iterable[str]) -> list[str]:
    """The permissions among those wanted that the holder cannot give away,
    because they do not hold them."""
    if holder.every_permission:
        return []
    return sorted(set(wanted) - holder.permissions)


def level_problem(level: int) -> bool:
    return not 1 <= level <= LOWEST_LEVEL
