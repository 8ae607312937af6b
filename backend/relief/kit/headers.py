"""Security headers on every answer: the Content-Security-Policy, and the rest."""

from __future__ import annotations

from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

# A year, as browsers' preload lists ask for.
HSTS_SECONDS = 31_536_000

BASE_HEADERS = (
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"same-origin"),
    (b"cross-origin-opener-policy", b"same-origin"),
)


def origin_of(url: str) -> str | None:
    """The `scheme://host[:port]` a URL or URL template reaches, or None when
    it names no web origin. A first host label holding the `{s}` subdomain
    placeholder of a tile template becomes `*`, the only wildcard the
    policy's host syntax has."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    host = parts.netloc.rsplit("@", 1)[-1]
    first, dot, rest = host.partition(".")
    if "{s}" in first and dot:
        host = f"*.{rest}"
    if parts.scheme not in ("http", "https") or not host or not host.isascii():
        return None
    if any(c in host for c in " ;,'\"{}\r\n\t") or "*" in host[1:]:
        return None
    if host.startswith("*") and (not host.startswith("*.") or len(host) < 3):
        return None
    return f"{parts.scheme}://{host}"


def content_security_policy(map_tile_url: str = "", map_geocoder_url: str = "") -> str:
    """The one policy of the web apps, the API and its documentation.

    Scripts, fonts, frames and connections come from the platform itself only,
    never inline; images may also be `data:` (the captcha, small bundled
    icons), `blob:` (previews of a picked file) and the map's tile server; the
    map's geocoder may be called. Styles allow `'unsafe-inline'` because Ant
    Design writes its styles into `<style>` elements at run time and Leaflet
    positions tiles and markers with `style` attributes; no script runs from
    a style.
    """
    tiles = origin_of(map_tile_url) if map_tile_url else None
    geocoder = origin_of(map_geocoder_url) if map_geocoder_url else None
    images = " ".join(filter(None, ("'self' data: blob:", tiles)))
    connect = " ".join(filter(None, ("'self'", geocoder)))
    return "; ".join(
        (
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            f"img-src {images}",
            "font-src 'self' data:",
            f"connect-src {connect}",
            "object-src 'none'",
            "base-uri 'self'",
            "frame-ancestors 'none'",
            "form-action 'self'",
        )
    )


def security_headers(
    map_tile_url: str = "", map_geocoder_url: str = "", *, https: bool = False
) -> tuple[tuple[bytes, bytes], ...]:
    """Every security header an answer carries; HSTS only when served over HTTPS."""
    policy = content_security_policy(map_tile_url, map_geocoder_url)
    headers: list[tuple[bytes, bytes]] = [
        *BASE_HEADERS,
        (b"content-security-policy", policy.encode("latin-1")),
    ]
    if https:
        headers.append((b"strict-transport-security", f"max-age={HSTS_SECONDS}".encode()))
    return tuple(headers)


class SecurityHeaders:
    """Adds the given headers to every HTTP answer that does not set them itself."""

    def __init__(self, app: ASGIApp, headers: tuple[tuple[bytes, bytes], ...] = BASE_HEADERS):
        self.app = app
        self.headers = headers

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                present = {name.lower() for name, _ in message.get("headers", [])}
                message["headers"] = list(message.get("headers", [])) + [
                    header for header in self.headers if header[0] not in present
                ]
            await send(message)

        await self.app(scope, receive, with_headers)
