"""The Personal Center: the centre's own details and avatar."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel
from sqlalchemy.orm import Session

from relief.auth.session_user import avatar_url
from relief.centre import details
from relief.centre.schemas import CentreDetailsIn
from relief.config import Settings
from relief.files import rules as file_rules
from relief.files import service as files
from relief.models import Centre, User

AVATAR_MAX_BYTES = 1_048_576


class ProfileOut(BaseModel):
    name: str
    licenceNumber: str | None
    companyName: str | None
    gstNumber: str | None
    contactPerson: str | None
    email: str
    phone: str | None
    latitude: float
    longitude: float
    address: str | None
    city: str | None
    suburb: str | None
    postalCode: str | None
    country: str | None
    avatarUrl: str | None
    passwordIsDefault: bool


def render(user: User, centre: Centre, settings: Settings, at: datetime) -> ProfileOut:
    return ProfileOut(
        name=centre.name,
        licenceNumber=centre.licence_number,
        companyName=centre.company_name,
        gstNumber=centre.gst_number,
        contactPerson=centre.contact_person,
        email=user.email,
        phone=user.phone,
        latitude=centre.latitude,
        longitude=centre.longitude,
        address=centre.address,
        city=centre.city,
        suburb=centre.suburb,
        postalCode=centre.postal_code,
        country=centre.country,
        avatarUrl=avatar_url(user, settings.secret_key, at),
        passwordIsDefault=user.password_is_default,
    )


def update(db: Session, centre: Centre, payload: CentreDetailsIn) -> None:
    details.apply(centre, payload)
    db.flush()


def upload_avatar(db: Session, settings: Settings, user: User, file_name: str, data: bytes) -> None:
    """A JPG or PNG of at most 1 MB, checked by content; the last one is the
    cover, and the one it replaces is removed (its links die)."""
    content_type = files.check(
        file_name, data, file_rules.IMAGES, AVATAR_MAX_BYTES, settings.upload_max_image_pixels
    )
    stored = files.keep(db, files.storage(settings), user.id, file_name, data, content_type)
    db.refresh(user, with_for_update=True)  # one avatar change at a time
    previous = files.avatar_file(db, user)
    user.avatar = f"file:{stored.id}"
    db.flush()
    if previous is not None:
        files.discard(db, settings, previous)
