"""A push service of the test's own on this machine, a browser's keys to
subscribe with, and the settings that turn notifications on."""

from __future__ import annotations

import base64
import os
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import http_ece
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
from fastapi.testclient import TestClient

from relief.config import Settings, get_settings
from relief.kit import vapid


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class PushService:
    """Answers each push with the status set for its path (201 unless set)."""

    port: int = 0
    received: list[Received] = field(default_factory=list)
    statuses: dict[str, int] = field(default_factory=dict)

    def endpoint(self, name: str) -> str:
        return f"http://127.0.0.1:{self.port}/push/{name}"


def _handler(service: PushService) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length)
            service.received.append(
                Received(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
            )
            self.send_response(service.statuses.get(self.path, 201))
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            return

    return Handler


def running_push_service() -> Iterator[PushService]:
    service = PushService()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(service))
    service.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield service
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class Browser:
    """A browser's subscription keys: its P-256 key pair and auth secret."""

    key: ec.EllipticCurvePrivateKey
    auth: bytes

    @classmethod
    def new(cls) -> Browser:
        return cls(ec.generate_private_key(ec.SECP256R1()), os.urandom(16))

    def keys(self) -> dict[str, str]:
        point = self.key.public_key().public_bytes(Encoding.X962, PublicFormat.UncompressedPoint)
        return {"p256dh": b64url(point), "auth": b64url(self.auth)}

    def subscription(self, endpoint: str) -> dict[str, Any]:
        return {"endpoint": endpoint, "expirationTime": None, "keys": self.keys()}

    def decrypt(self, body: bytes) -> bytes:
        """What the push service carried, decrypted as the browser does (RFC 8291)."""
        plain: bytes = http_ece.decrypt(
            body, private_key=self.key, auth_secret=self.auth, version="aes128gcm"
        )
        return plain


def pushing_settings(settings: Settings) -> Settings:
    return settings.model_copy(
        update={
            "vapid_private_key": vapid.new_private_key(),
            "vapid_subject": "mailto:ops@relief.test",
        }
    )


def use_settings(client: TestClient, settings: Settings) -> None:
    client.app.state.api.dependency_overrides[get_settings] = lambda: settings  # type: ignore[attr-defined]
