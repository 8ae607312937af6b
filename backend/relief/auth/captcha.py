"""The graphical captcha asked for at sign-in."""

from __future__ import annotations

import base64
import secrets
import uuid as uuidlib
from datetime import timedelta

from captcha.image import ImageCaptcha
from sqlalchemy.orm import Session

from relief.kit import answers
from relief.kit.clock import now
from relief.models import Captcha

# No 0/O, 1/I/L: letters a person can tell apart.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LENGTH = 4
LIFETIME = timedelta(minutes=5)
_image = ImageCaptcha(width=120, height=40, font_sizes=(30, 32, 34))


def new_answer() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def render_png(answer: str) -> str:
    png = _image.generate(answer, format="png").getvalue()
    return "data:image/png;base64," + base64.b64encode(png).decode()


def issue(db: Session) -> tuple[str, str]:
    """A new captcha: its uuid and its image as a data URL."""
    answer = new_answer()
    at = now()
    captcha = Captcha(
        uuid=str(uuidlib.uuid4()), answer=answer, created_at=at, expires_at=at + LIFETIME
    )
    db.add(captcha)
    db.flush()
    return captcha.uuid, render_png(answer)


def matches(expected: str, given: str) -> bool:
    """Whether the typed answer is the captcha's, in any case or width."""
    return answers.same(expected, given)
