"""Sign-up of centres and teachers."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from relief.auth.deps import DB, client_address
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, ok
from relief.signup import service
from relief.signup.schemas import SignupIn, SignupOut, TeacherSignupIn, TeacherSignupOut

router = APIRouter(tags=["sign-up"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/center/signup", response_model=Envelope[SignupOut])
def sign_up(
    payload: SignupIn, request: Request, db: DB, settings: SettingsDep
) -> Envelope[SignupOut]:
    """Create a centre from the tickets of its checked phone and e-mail codes;
    answers a session and the signup voucher."""
    return ok(service.sign_up(db, settings, payload, client_address(request), now()))


@router.post("/teacher/signup", response_model=Envelope[TeacherSignupOut])
def teacher_sign_up(
    payload: TeacherSignupIn, request: Request, db: DB, settings: SettingsDep
) -> Envelope[TeacherSignupOut]:
    """Create a teacher from the tickets of the checked mobile and e-mail codes;
    answers a session and the profile, awaiting staff's approval."""
    return ok(service.sign_up_teacher(db, settings, payload, client_address(request), now()))
