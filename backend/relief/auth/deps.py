"""FastAPI dependencies that turn the bearer token into the caller."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session

from relief.auth import service
from relief.auth.service import Principal
from relief.db import get_db
from relief.errors import NotPermitted
from relief.models import AccountKind, Centre

DB = Annotated[Session, Depends(get_db)]


def bearer_token(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def client_address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def current_principal(request: Request, db: DB) -> Principal:
    return service.authenticate(db, bearer_token(request))


CurrentPrincipal = Annotated[Principal, Depends(current_principal)]


class CentreCaller:
    """A signed-in centre and its centre row."""

    def __init__(self, principal: Principal, centre: Centre) -> None:
        self.principal = principal
        self.user = principal.user
        self.centre = centre


def current_centre(request: Request, db: DB) -> CentreCaller:
    principal, centre = service.authenticate_centre(db, bearer_token(request))
    if principal.user.kind != AccountKind.centre:
        raise NotPermitted("This call is for centre accounts.")
    if centre is None:
        raise NotPermitted("This account has no centre.")
    return CentreCaller(principal, centre)


CurrentCentre = Annotated[CentreCaller, Depends(current_centre)]


def current_staff(principal: CurrentPrincipal) -> Principal:
    """Platform staff: the admin console and the staff calls of the API."""
    if principal.user.kind != AccountKind.staff:
        raise NotPermitted("This call is for platform staff.")
    return principal


CurrentStaff = Annotated[Principal, Depends(current_staff)]
