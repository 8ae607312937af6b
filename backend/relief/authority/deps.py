"""`May(permission)`: what every staff call declares, checked on each call.

    @router.post("/admin/setting/update")
    def update(caller: Annotated[Principal, May(Permission.setting_edit)], db: DB): ...

The caller must be a staff account whose roles hold the permission; anyone
else is refused (1002). `document_permissions` writes each call's permission
into the API document as `x-permission`, where a test checks that no staff
call lacks one.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute

from relief.auth.deps import DB, CurrentStaff
from relief.auth.service import Principal
from relief.authority import service
from relief.authority.catalogue import Permission
from relief.kit import trail


class Requirement:
    def __init__(self, permission: Permission) -> None:
        self.permission = permission

    def __call__(self, caller: CurrentStaff, db: DB) -> Principal:
        trail.note_caller(caller.user.id, self.permission)
        service.require(db, caller.user.id, self.permission)
        return caller


def May(permission: Permission) -> Any:  # noqa: N802 - reads as a type in a signature
    return Depends(Requirement(permission))


def permission_of(dependant: Dependant) -> Permission | None:
    for sub in dependant.dependencies:
        if isinstance(sub.call, Requirement):
            return sub.call.permission
        found = permission_of(sub)
        if found is not None:
            return found
    return None


def document_permissions(router: APIRouter) -> None:
    for route in router.routes:
        if isinstance(route, APIRoute):
            permission = permission_of(route.dependant)
            if permission is not None:
                route.openapi_extra = {
                    **(route.openapi_extra or {}),
                    "x-permission": permission.value,
                }
