"""An open-loop load: requests sent at a constant rate, whatever the answers do.

A closed-loop tool (wrk) sends the next request only when an answer comes
back, so a slow server is asked less and its worst latencies hide
("coordinated omission"). Here request i is due at start + i / rate; each is
timed from when it was due, not from when a connection was free to send it,
so time spent queued behind a slow answer counts, as it would for a user.

    latencies, failures = run(url, headers, body, rate=300, seconds=15)
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

CONNECTIONS = 64
# An answer later than this after the run ends is counted as a failure.
GRACE_SECONDS = 10.0


@dataclass
class Result:
    rate: float
    seconds: float
    latencies_ms: list[float] = field(default_factory=list)
    failures: int = 0

    def percentile(self, share: float) -> float:
        ordered = sorted(self.latencies_ms)
        if not ordered:
            return float("inf")
        return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def _request(host: str, path: str, headers: dict[str, str], body: bytes) -> bytes:
    lines = [f"POST {path} HTTP/1.1", f"Host: {host}", f"Content-Length: {len(body)}"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


async def _answer(reader: asyncio.StreamReader) -> int:
    """Read one answer; return its status."""
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    await reader.readexactly(length)
    return status


async def _connection(
    host: str, port: int, request: bytes, due: asyncio.Queue[float | None], result: Result
) -> None:
    """One keep-alive connection taking due requests in turn; a request that
    fails (refused, cut, unreadable) counts as failed and the next one
    connects again."""
    streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
    while (at := await due.get()) is not None:
        try:
            if streams is None:
                streams = await asyncio.open_connection(host, port)
            reader, writer = streams
            writer.write(request)
            status = await _answer(reader)
        except (OSError, asyncio.IncompleteReadError, ValueError):
            result.failures += 1
            if streams is not None:
                streams[1].close()
            streams = None
            continue
        if status == 200:
            result.latencies_ms.append((time.perf_counter() - at) * 1000)
        else:
            result.failures += 1
    if streams is not None:
        streams[1].close()


async def _run(
    url: str, headers: dict[str, str], body: bytes, rate: float, seconds: float
) -> Result:
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    request = _request(f"{host}:{port}", parts.path, headers, body)
    result = Result(rate, seconds)
    due: asyncio.Queue[float | None] = asyncio.Queue()
    workers = [
        asyncio.create_task(_connection(host, port, request, due, result))
        for _ in range(CONNECTIONS)
    ]
    total = int(rate * seconds)
    start = time.perf_counter()
    for n in range(total):
        at = start + n / rate
        wait = at - time.perf_counter()
        if wait > 0:
            await asyncio.sleep(wait)
        due.put_nowait(at)
    for _ in workers:
        due.put_nowait(None)
    done, late = await asyncio.wait(workers, timeout=GRACE_SECONDS)
    for task in late:
        task.cancel()
    answered = len(result.latencies_ms) + result.failures
    result.failures += total - answered
    for task in done:
        task.result()
    return result


def run(url: str, headers: dict[str, str], body: bytes, *, rate: float, seconds: float) -> Result:
    """POST `body` to `url` at `rate` requests a second for `seconds`."""
    return asyncio.run(_run(url, headers, body, rate, seconds))
