"""Centre sign-up."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from relief.auth.deps import DB, client_address
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, ok
from relief.signup import service
from relief.signup.schemas import SignupIn, SignupOut

router = APIRouter(tags=["sign-up"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/center/signup", response_model=Envelope[SignupOut])
def sign_up(
    payload: SignupIn, request: Request, db: DB, settings: SettingsDep
) -> Envelope[SignupOut]:
    """Create a centre from the tickets of its checked phone and e-mail codes;
    answers a session and the signup voucher."""
    return ok(service.sign_up(db, settings, payload, client_address(request), now()))
