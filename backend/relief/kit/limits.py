"""ASGI middlewares: bodies over the configured size refused, and a limit
on the requests inside the application at once."""

from __future__ import annotations

import json
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from relief import messages
from relief.errors import BodyTooLarge


class _TooLarge(Exception):
    pass


def _answer(error: BodyTooLarge, lang: str) -> tuple[dict[str, Any], bytes]:
    body = json.dumps(
        {
            "rtn_code": error.rtn_code,
            "rtn_msg": messages.text(error, lang),
            "rtn_data": error.answer_data(),
        }
    ).encode()
    start = {
        "type": "http.response.start",
        "status": error.http_status,
        "headers": [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
        ],
    }
    return start, body


class BodySizeLimit:
    """Bodies up to `max_bytes`; uploads (paths ending in /upload) up to
    `upload_max_bytes`."""

    def __init__(self, app: ASGIApp, max_bytes: int, upload_max_bytes: int | None = None) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.upload_max_bytes = upload_max_bytes or max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = (
            self.upload_max_bytes + 65_536  # room for the form around the file
            if scope["path"].endswith("/upload")
            else self.max_bytes
        )
        headers = dict(scope["headers"])
        lang = messages.language(headers.get(b"accept-language", b"").decode("latin-1"))
        declared = headers.get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await self._refuse(send, limit, lang)
            return

        received = 0
        exceeded = False
        refused = False

        async def limited_receive() -> Message:
            nonlocal received, exceeded
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    exceeded = True
                    raise _TooLarge()
            return message

        async def guarded_send(message: Message) -> None:
            # Whatever the application answers to a body cut short, the
            # client gets the 413 envelope instead.
            nonlocal refused
            if exceeded:
                if not refused:
                    refused = True
                    await self._refuse(send, limit, lang)
                return
            await send(message)

        try:
            await self.app(scope, limited_receive, guarded_send)
        except _TooLarge:
            if not refused:
                refused = True
                await self._refuse(send, limit, lang)

    async def _refuse(self, send: Send, limit: int, lang: str) -> None:
        start, body = _answer(BodyTooLarge(limit=limit), lang)
        await send(start)
        await send({"type": "http.response.body", "body": body})


class ConcurrencyLimit:
    """At most `limit` requests inside the application at once; the rest wait
    in the event loop.

    Requests run in a thread pool and each holds a database connection; with no
    more requests inside than connections in the pool, no thread ever waits for
    a connection that only a waiting thread could give back.
    """

    def __init__(self, app: ASGIApp, limit: int, unlimited: frozenset[str] = frozenset()) -> None:
        import asyncio

        self.app = app
        self.semaphore = asyncio.Semaphore(limit)
        # Calls that stay open (event streams), by their path in the API.
        self.unlimited = unlimited

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or self._unlimited(scope):
            await self.app(scope, receive, send)
            return
        async with self.semaphore:
            await self.app(scope, receive, send)

    def _unlimited(self, scope: Scope) -> bool:
        path: str = scope["path"]
        return path.removeprefix(scope.get("root_path", "")) in self.unlimited
