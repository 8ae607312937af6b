"""Checking and applying a centre's details (sign-up and Personal Center)."""

from __future__ import annotations

import re

from relief.centre.errors import CentreNameLength, GstNumberInvalid
from relief.centre.schemas import CentreDetailsIn
from relief.models import Centre


def gst_number(text: str | None) -> str | None:
    """A New Zealand GST number as 123-456-789 (8 or 9 digits), or a ParameterError."""
    if not text or not text.strip():
        return None
    digits = re.sub(r"[\s-]", "", text)
    if not digits.isdigit() or len(digits) not in (8, 9):
        raise GstNumberInvalid()
    digits = digits.zfill(9)
    return f"{digits[:3]}-{digits[3:6]}-{digits[6:]}"


def centre_name(text: str) -> str:
    name = text.strip()
    if not 2 <= len(name) <= 20:
        raise CentreNameLength()
    return name


def apply(centre: Centre, details: CentreDetailsIn) -> None:
    centre.name = centre_name(details.name)
    centre.gst_number = gst_number(details.gstNumber)
    centre.licence_number = details.licenceNumber or None
    centre.company_name = details.companyName or None
    centre.contact_person = details.contactPerson
    centre.latitude = details.latitude
    centre.longitude = details.longitude
    centre.address = details.address or None
    centre.city = details.city or None
    centre.suburb = details.suburb or None
    centre.postal_code = details.postalCode or None
    centre.country = details.country or None
