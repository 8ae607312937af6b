"""The signed-in centre as the portal keeps it (spec section 3)."""

from __future__ import annotations

from datetime import datetime, timedelta

from relief.auth.schemas import SessionUser
from relief.kit import file_links
from relief.models import Centre, User

AVATAR_LINK_LIFETIME = timedelta(days=1)


def avatar_url(user: User, secret: str, at: datetime) -> str | None:
    """A day-long signed link to the user's avatar, if they have one."""
    if not user.avatar or not user.avatar.startswith("file:"):
        return None
    file_id = user.avatar[5:]
    if not (file_id.isascii() and file_id.isdigit()):
        return None
    token = file_links.sign_avatar(user.id, int(file_id), at + AVATAR_LINK_LIFETIME, secret)
    return f"/api/file/private/{token}"


def session_user(user: User, centre: Centre, secret: str, at: datetime) -> SessionUser:
    return SessionUser(
        avatar=avatar_url(user, secret, at),
        phone=user.phone,
        email=user.email,
        userName=user.email,
        account=user.email,
        deviceToken=user.device_token,
        deviceType=user.device_type,
        realName=centre.name,
        level=user.level,
        agreed=1 if user.agreed else 0,
        centerContactPerson=centre.contact_person,
        deactiveNotice=user.deactive_notice,
        deactiveReason=user.deactive_reason,
        deactiveType=user.deactive_type,
        roles=["centre"],
        passwordIsDefault=user.password_is_default,
    )
