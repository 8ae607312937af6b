"""A new centre signs itself up."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from relief.auth import passwords
from relief.auth.service import open_session
from relief.auth.session_user import session_user
from relief.centre import details
from relief.codes import service as codes
from relief.config import Settings
from relief.errors import Conflict
from relief.models import AccountKind, Centre, User
from relief.signup.schemas import SignupIn, SignupOut, VoucherOut
from relief.vouchers import service as vouchers


def sign_up(
    db: Session, settings: Settings, payload: SignupIn, address: str, at: datetime
) -> SignupOut:
    """Create the centre's account from its verified phone and e-mail; the new
    centre is signed in and gets its signup voucher."""
    phone = codes.ticket_target(settings, payload.phoneTicket, "signup", "sms", at)
    email = codes.ticket_target(settings, payload.emailTicket, "signup", "email", at)
    if codes.account_for(db, "email", email) is not None:
        raise Conflict("This e-mail address is already registered.")
    if codes.account_for(db, "sms", phone) is not None:
        raise Conflict("This mobile number is already registered.")
    user = User(kind=AccountKind.centre, email=email, phone=phone, password_hash="", agreed=False)
    passwords.assign(user, payload.password)
    db.add(user)
    db.flush()
    centre = Centre(user_id=user.id, email=email, phone=phone, latitude=0.0, longitude=0.0)
    details.apply(centre, payload)
    db.add(centre)
    db.flush()
    voucher = vouchers.issue_signup(db, centre, at)
    token = open_session(db, settings, user, address=address, device_type="web", at=at)
    return SignupOut(
        token=token,
        user=session_user(user, centre, settings.secret_key, at),
        voucher=VoucherOut(
            name=voucher.name, parValue=voucher.par_value, validityEndTime=voucher.expires_at
        ),
    )
