"""A stream stays open for minutes: it waits outside the limit on requests
inside the API at once, which every other call keeps to."""

from __future__ import annotations

from typing import Any

from starlette.applications import Starlette
from starlette.routing import Mount
from starlette.testclient import TestClient
from starlette.types import Receive, Scope, Send

from relief.kit.limits import ConcurrencyLimit
from relief.main import LONG_LIVED


def test_a_stream_is_not_held_to_the_limit_of_calls_at_once() -> None:
    seen: list[tuple[str, bool]] = []
    limit: dict[str, Any] = {}

    async def api(scope: Scope, receive: Receive, send: Send) -> None:
        # With a limit of one, a call inside the limit finds it taken.
        seen.append((scope["path"], limit["it"].semaphore.locked()))
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    limited = ConcurrencyLimit(api, limit=1, unlimited=LONG_LIVED)
    limit["it"] = limited
    client = TestClient(Starlette(routes=[Mount("/api", app=limited)]))
    client.get("/api/live/stream")
    client.post("/api/live/ticket")
    assert seen == [("/api/live/stream", False), ("/api/live/ticket", True)]
