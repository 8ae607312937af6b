"""The refusals of staff authority: codes 42601 to 42699 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, NotPermitted, ParameterError


class PermissionMissing(NotPermitted):
    code = 42601
    message = "Your role does not allow this ({permission})."


class RoleAboveYours(NotPermitted):
    code = 42602
    message = "You cannot create, change or grant a role above your own level ({level})."


class PermissionNotYours(NotPermitted):
    code = 42603
    message = "You cannot give a role permissions you do not hold: {permissions}."


class RoleNameTaken(ParameterError):
    code = 42604
    message = "A role with this name already exists."
    field = "name"


class RoleMissing(NotFound):
    code = 42605
    message = "The role does not exist."


class RoleLevelInvalid(ParameterError):
    code = 42606
    message = "The level must be a whole number from 1 to {lowest}."
    field = "level"


class RoleInUse(Conflict):
    code = 42607
    message = "Staff still hold this role; give them another role first."


class RoleNameLength(ParameterError):
    code = 42608
    message = "The role's name needs 1 to {length} characters."
    field = "name"


class MenuMissing(NotFound):
    code = 42609
    message = "The menu item does not exist."


class StaffMissing(NotFound):
    code = 42610
    message = "The staff account does not exist."


class StaffAboveYours(NotPermitted):
    code = 42611
    message = "You cannot change a staff member whose role is above your own level ({level})."


class RegionUnknown(ParameterError):
    code = 42612
    message = "These are not New Zealand regions: {regions}."
    field = "regions"


class RegionsRequired(ParameterError):
    code = 42613
    message = "Choose at least one region, or let the role see every region."
    field = "regions"


class RegionsNotYours(NotPermitted):
    code = 42614
    message = "You cannot give a role regions you do not see yourself: {regions}."


class MenuPlacement(ParameterError):
    code = 42615
    message = "A directory or a menu sits at the top or in a directory; a button sits on a menu."
    field = "parentId"


class MenuCycle(ParameterError):
    code = 42616
    message = "A menu item cannot be placed under itself or under one of its own items."
    field = "parentId"


class MenuButtonRoute(ParameterError):
    code = 42617
    message = "A button has no route, component, cache or external link."
    field = "route"


class MenuRouteRequired(ParameterError):
    code = 42618
    message = (
        "A menu needs a route: a path starting with /, or for an external link an address "
        "starting with https:// or http://."
    )
    field = "route"


class MenuDirectoryPermission(ParameterError):
    code = 42619
    message = "A directory carries no permission; put it on a menu or a button."
    field = "permission"


class MenuPermissionInvalid(ParameterError):
    code = 42620
    message = "A permission is written resource:action in lower-case letters, digits and dashes."
    field = "permission"


class MenuPermissionTaken(Conflict):
    code = 42621
    message = "Another menu item carries this permission already."
    field = "permission"


class MenuBuiltIn(NotPermitted):
    code = 42622
    message = (
        "This menu item is built in: only its titles, icon, order, place, visibility and "
        "cache can change."
    )


class MenuBuiltInKept(NotPermitted):
    code = 42623
    message = "This menu item is built in: the console needs it, so it cannot be removed."


class MenuHasChildren(Conflict):
    code = 42624
    message = "Remove or move the items under this one first."
