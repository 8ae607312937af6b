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
