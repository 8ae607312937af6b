"""The platform's VAPID key pair (RFC 8292), which signs every push so that
push services know the pushes come from the server that browsers subscribed
with.

The private key is kept (VAPID_PRIVATE_KEY) as the base64url of its 32-byte
secret; browsers are given the public key as the base64url of its
uncompressed point, the form `PushManager.subscribe` takes.
"""

from __future__ import annotations

import base64

from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat


def _encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def private_key(text: str) -> ec.EllipticCurvePrivateKey:
    """The key VAPID_PRIVATE_KEY holds; ValueError when it holds none."""
    try:
        secret = _decode(text.strip())
    except ValueError as error:
        raise ValueError("VAPID_PRIVATE_KEY is not base64url") from error
    if len(secret) != 32:
        raise ValueError("VAPID_PRIVATE_KEY must be the base64url of a 32-byte P-256 key")
    return ec.derive_private_key(int.from_bytes(secret, "big"), ec.SECP256R1())


def public_key(text: str) -> str:
    """The public key browsers subscribe with, for the private key `text`."""
    point = (
        private_key(text).public_key().public_bytes(Encoding.X962, PublicFormat.UncompressedPoint)
    )
    return _encode(point)


def new_private_key() -> str:
    """A new private key, as VAPID_PRIVATE_KEY keeps it."""
    key = ec.generate_private_key(ec.SECP256R1())
    return _encode(key.private_numbers().private_value.to_bytes(32, "big"))
