"""One-time codes by SMS or e-mail (sign-up and password recovery)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from relief.auth.deps import DB, client_address
from relief.codes import service
from relief.codes.schemas import SendIn, SentOut, TicketOut, VerifyIn
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, ok

router = APIRouter(tags=["codes"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/code/send", response_model=Envelope[SentOut])
def send_code(
    payload: SendIn, request: Request, db: DB, settings: SettingsDep
) -> Envelope[SentOut]:
    """Send a 6-digit code (valid 10 minutes) by SMS or e-mail; needs the
    graphical captcha, or the sign-up phone's ticket for the e-mail step."""
    return ok(service.send(db, settings, payload, client_address(request), now()))


@router.post("/code/verify", response_model=Envelope[TicketOut])
def verify_code(payload: VerifyIn, db: DB, settings: SettingsDep) -> Envelope[TicketOut]:
    """Check a code (single use, 5 wrong tries at most); answers a ticket."""
    return ok(TicketOut(ticket=service.verify(db, settings, payload, now())))
