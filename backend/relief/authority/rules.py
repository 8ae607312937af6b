"""The pure rules of staff authority."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

# Level 1 is the most powerful role; a role's level is at most this.
LOWEST_LEVEL = 99
# A permission string: `resource:action`.
PERMISSION = re.compile(r"[a-z][a-z0-9-]*:[a-z][a-z0-9-]*")


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


def may_manage_member(holder: Held, member_level: int | None) -> bool:
    """Whether the holder may change a staff member (their name, e-mail,
    password, whether they can sign in) whose most powerful role has this
    level: one at the holder's level or below; a member without a role is
    below everyone who has one."""
    return holder.level is not None and (member_level is None or member_level >= holder.level)


# -- Data scope ----------------------------------------------------------------

ALL = "all"
REGIONS = "regions"
# A data scope: None for every region, else the regions seen.
Scope = frozenset[str] | None
# What `widened` answers for a change that opens every region.
ALL_REGIONS: frozenset[str] = frozenset({"*"})


def scope(roles: Iterable[tuple[str, Iterable[str], bool]]) -> Scope:
    """What a staff member's roles (data scope, regions, every permission)
    let them see: every region when any role sees all (the super
    administrator's always does), else the union of the roles' regions."""
    seen: set[str] = set()
    for data_scope, regions, every_permission in roles:
        if every_permission or data_scope == ALL:
            return None
        seen.update(regions)
    return frozenset(seen)


def widened(wanted: Scope, before: Scope) -> frozenset[str] | None:
    """What a change of a role's scope from `before` to `wanted` adds (a new
    role's `before` is the empty set): None when it adds nothing,
    `ALL_REGIONS` when it opens every region, else the regions it adds."""
    if wanted is None:
        return None if before is None else ALL_REGIONS
    if before is None:
        return None
    added = wanted - before
    return added or None


def beyond_scope(holder: Scope, added: frozenset[str] | None) -> list[str]:
    """What, of a scope a role gains, the holder does not see themselves:
    nothing when they see every region; "all regions" when the role would
    see every region and they do not."""
    if added is None or holder is None:
        return []
    if added == ALL_REGIONS:
        return ["all regions"]
    return sorted(added - holder)


# -- Menu items ------------------------------------------------------------------


def placement_allowed(item_type: int, parent_type: int | None) -> bool:
    """A directory or a menu sits at the top or in a directory (type 0); a
    button (type 2) sits on a menu (type 1)."""
    if item_type == 2:
        return parent_type == 1
    return parent_type is None or parent_type == 0


def under_itself(
    item_id: int | None, parent_id: int | None, parents: dict[int, int | None]
) -> bool:
    """Whether placing the item under `parent_id` would make it its own
    ancestor (`parents` maps each existing item to its parent)."""
    if item_id is None:
        return False
    seen: set[int] = set()
    current = parent_id
    while current is not None and current not in seen:
        if current == item_id:
            return True
        seen.add(current)
        current = parents.get(current)
    return False


def route_problem(item_type: int, route: str | None, external_link: bool) -> bool:
    """Whether a menu's route is missing or of the wrong form: a path from /,
    or for an external link an http(s) address."""
    if item_type != 1:
        return False
    if not route:
        return True
    if external_link:
        return not route.startswith(("https://", "http://"))
    return not route.startswith("/")


def permission_well_formed(permission: str) -> bool:
    return PERMISSION.fullmatch(permission) is not None
