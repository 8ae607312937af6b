"""Session calls: captcha, sign in, the session user, agreement, sign out."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, Field

from relief.auth import captcha, passwords, service
from relief.auth.deps import DB, CurrentCentre, CurrentPrincipal, client_address
from relief.auth.schemas import AgreedOut, CaptchaOut, LoginIn, LoginOut, SessionUser
from relief.auth.session_user import session_user
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Empty, Envelope, Input, ok
from relief.kit.inputs import Line
from relief.models import AccountKind

router = APIRouter(tags=["session"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/captcha/image", response_model=Envelope[CaptchaOut])
def captcha_image(request: Request, db: DB, settings: SettingsDep) -> Envelope[CaptchaOut]:
    """A fresh graphical captcha, and whether sign-in from this address needs one now."""
    uuid, img = captcha.issue(db)
    required = service.captcha_required_for_address(db, settings, client_address(request))
    return ok(CaptchaOut(uuid=uuid, img=img, required=required))


@router.post("/user/password/login", response_model=Envelope[LoginOut])
def password_login(
    payload: LoginIn, request: Request, db: DB, settings: SettingsDep
) -> Envelope[LoginOut]:
    """Centre sign-in with e-mail and password (captcha when asked for)."""
    token, user, centre = service.centre_login(
        db, settings, payload, address=client_address(request)
    )
    return ok(LoginOut(token=token, user=session_user(user, centre, settings.secret_key, now())))


class StaffLoginOut(BaseModel):
    token: str
    email: str
    name: str | None
    passwordIsDefault: bool = Field(
        description="The password is a first or reset one: the console asks to change it"
    )


@router.post("/admin/login", response_model=Envelope[StaffLoginOut])
def staff_login(
    payload: LoginIn, request: Request, db: DB, settings: SettingsDep
) -> Envelope[StaffLoginOut]:
    """Platform staff sign-in, with the graphical captcha after failures as
    for centres."""
    token, user = service.login(
        db, settings, payload, kind=AccountKind.staff, address=client_address(request)
    )
    return ok(
        StaffLoginOut(
            token=token,
            email=user.email,
            name=user.name,
            passwordIsDefault=user.password_is_default,
        )
    )


@router.post("/user/center/detail", response_model=Envelope[SessionUser])
def centre_detail(caller: CurrentCentre, settings: SettingsDep) -> Envelope[SessionUser]:
    """The signed-in centre as the portal keeps it."""
    return ok(session_user(caller.user, caller.centre, settings.secret_key, now()))


@router.post("/user/logout", response_model=Envelope[Empty])
def logout(principal: CurrentPrincipal, db: DB) -> Envelope[Empty]:
    """End this session on the server; the token stops working at once."""
    service.logout(db, principal)
    return ok(Empty())


@router.post("/user/agree/agreement", response_model=Envelope[AgreedOut])
def agree_agreement(caller: CurrentCentre, db: DB) -> Envelope[AgreedOut]:
    """Record that the centre accepted the Terms of Use and Privacy Policy."""
    service.agree(db, caller.user)
    return ok(AgreedOut(agreed=1))


class PasswordChangeIn(Input):
    oldPassword: Line = Field(min_length=1, max_length=128)
    newPassword: Line = Field(min_length=1, max_length=128)


class PasswordResetIn(Input):
    ticket: Line = Field(min_length=1, max_length=512)
    password: Line = Field(min_length=1, max_length=128)


@router.post("/user/password/change", response_model=Envelope[Empty])
def password_change(
    payload: PasswordChangeIn, principal: CurrentPrincipal, db: DB
) -> Envelope[Empty]:
    """Change the signed-in user's password; their other sessions end."""
    passwords.change(db, principal, payload.oldPassword, payload.newPassword, now())
    return ok(Empty())


@router.post("/user/password/reset", response_model=Envelope[Empty])
def password_reset(payload: PasswordResetIn, db: DB, settings: SettingsDep) -> Envelope[Empty]:
    """Set a new password with the ticket of a checked reset code; every session ends."""
    passwords.reset(db, settings, payload.ticket, payload.password, now())
    return ok(Empty())
