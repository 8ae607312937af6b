"""The rules of Web Push, without a database: a push's time to live, the
push addresses the platform sends to, and the VAPID keys."""

from __future__ import annotations

import base64
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric import ec

from relief.config import DEFAULT_VAPID_SUBJECT, Environment, Settings
from relief.kit import vapid
from relief.push.rules import (
    DEFAULT_TIME_TO_LIVE,
    MAX_TIME_TO_LIVE,
    endpoint_allowed,
    time_to_live,
)

AT = datetime(2027, 3, 1, 9, 0, tzinfo=UTC)


def test_an_invite_lives_until_its_stage_ends() -> None:
    assert time_to_live(AT + timedelta(minutes=20), AT) == 20 * 60
    assert time_to_live(AT + timedelta(seconds=1), AT) == 1


def test_an_invite_whose_stage_ended_has_no_time_to_live() -> None:
    assert time_to_live(AT, AT) == 0
    assert time_to_live(AT - timedelta(hours=1), AT) == 0


def test_anything_else_lives_the_default() -> None:
    assert time_to_live(None, AT) == int(DEFAULT_TIME_TO_LIVE.total_seconds()) == 86_400


def test_no_push_lives_past_the_cap() -> None:
    assert time_to_live(AT + timedelta(days=90), AT) == int(MAX_TIME_TO_LIVE.total_seconds())


@pytest.mark.parametrize(
    ("endpoint", "production", "allowed"),
    [
        ("https://fcm.googleapis.com/fcm/send/abc", True, True),
        ("https://updates.push.services.mozilla.com/wpush/v2/abc", False, True),
        ("http://127.0.0.1:9000/push/abc", False, True),
        ("http://localhost:9000/push/abc", False, True),
        ("http://[::1]:9000/push/abc", False, True),
        ("http://127.0.0.1:9000/push/abc", True, False),
        ("https://127.0.0.1/push/abc", True, False),
        ("http://push.example.com/abc", False, False),
        ("https://user:secret@push.example.com/abc", False, False),
        ("ftp://push.example.com/abc", False, False),
        ("https:///abc", False, False),
        ("not an address", False, False),
        ("http://[::1/abc", False, False),
    ],
)
def test_the_push_addresses_sent_to(endpoint: str, production: bool, allowed: bool) -> None:
    assert endpoint_allowed(endpoint, production=production) is allowed


def _decoded(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def test_a_new_key_pair_is_a_p256_key_and_its_uncompressed_point() -> None:
    private = vapid.new_private_key()
    assert len(_decoded(private)) == 32
    public = _decoded(vapid.public_key(private))
    assert len(public) == 65
    assert public[0] == 4
    # The point is the private key's own public key.
    ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), public)
    numbers = vapid.private_key(private).public_key().public_numbers()
    assert int.from_bytes(public[1:33], "big") == numbers.x


def test_settings_refuse_a_key_that_is_none() -> None:
    with pytest.raises(ValueError, match="32-byte P-256"):
        Settings(_env_file=None, VAPID_PRIVATE_KEY="c2hvcnQ")
    assert Settings(_env_file=None).pushes is False
    assert Settings(_env_file=None, VAPID_PRIVATE_KEY=vapid.new_private_key()).pushes is True


def test_settings_refuse_a_subject_that_is_no_contact() -> None:
    with pytest.raises(ValueError, match="mailto: or https:"):
        Settings(
            _env_file=None, VAPID_PRIVATE_KEY=vapid.new_private_key(), VAPID_SUBJECT="relief team"
        )


def test_production_refuses_the_example_contact_with_a_key() -> None:
    production: dict[str, Any] = {
        "RELIEF_ENV": Environment.production.value,
        "SECRET_KEY": "x" * 40,
        "DEMO_DATA": False,
        "DATABASE_URL": "postgresql+psycopg://relief@db/relief",
    }
    Settings(_env_file=None, **production)  # no key: notifications are off
    with pytest.raises(ValueError, match="VAPID_SUBJECT must name"):
        Settings(
            _env_file=None,
            **production,
            VAPID_PRIVATE_KEY=vapid.new_private_key(),
            VAPID_SUBJECT=DEFAULT_VAPID_SUBJECT,
        )
    Settings(
        _env_file=None,
        **production,
        VAPID_PRIVATE_KEY=vapid.new_private_key(),
        VAPID_SUBJECT="mailto:ops@relief.nz",
    )
