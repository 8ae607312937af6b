"""The fastest this machine serves the booking list: the bench's yardstick.

A bare ASGI application, no framework, no ORM, no validation, that answers
`POST /limit` with the same 20 rows `/center/job/book/list` answers, by the
same database work: the caller's session by its token, the page of bookings
(the platform's own statement, compiled once to SQL) and the page's booked
teachers, over raw psycopg connections kept open per process. Whatever our
endpoint costs beyond this is the framework, validation and our own code.

    uvicorn bench.list_limit:app --workers 2     # with BENCH_DATABASE_URL set
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import psycopg
from sqlalchemy.dialects import postgresql
from sqlalchemy.engine import make_url

from relief.auth.security import token_digest
from relief.bookings.repository import _list_statements
from relief.kit.envelope import LIST_REACH
from relief.models import ACTIVE_JOB_STATUSES, JobRecordStatus

CONNECTIONS = 8
SESSION_SQL = (
    "SELECT s.id, u.id, c.id, c.time_zone FROM auth_sessions s"
    " JOIN users u ON u.id = s.user_id LEFT JOIN centres c ON c.user_id = u.id"
    " WHERE s.token_hash = %(token_hash)s AND s.revoked_at IS NULL AND s.expires_at > %(at)s"
)
TEACHERS_SQL = (
    "SELECT DISTINCT j.booking_id, t.id, t.first_name, t.last_name, r.name, t.rating"
    " FROM job_records j JOIN teachers t ON t.id = j.teacher_id"
    " JOIN teacher_ranks r ON r.id = t.rank_id"
    " WHERE j.booking_id = ANY(%(ids)s) AND j.status = ANY(%(statuses)s)"
    " ORDER BY j.booking_id, t.id"
)
BOOKED = [int(status) for status in (*ACTIVE_JOB_STATUSES, JobRecordStatus.finished)]
# The platform's own statement for the first page of processing bookings.
_STATEMENTS = _list_statements("processing", None, False, False)
assert _STATEMENTS is not None
PAGE = _STATEMENTS[0].compile(
    dialect=postgresql.dialect()  # type: ignore[no-untyped-call]
)
PAGE_SQL = str(PAGE)

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]


def _connection_url() -> str:
    url = make_url(os.environ["BENCH_DATABASE_URL"]).set(drivername="postgresql")
    return url.render_as_string(hide_password=False)


def _plain(value: object) -> object:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    raise TypeError(type(value))


class Limit:
    def __init__(self) -> None:
        self.pool: asyncio.Queue[psycopg.AsyncConnection[Any]] | None = None

    async def _pool(self) -> asyncio.Queue[psycopg.AsyncConnection[Any]]:
        if self.pool is None:
            pool: asyncio.Queue[psycopg.AsyncConnection[Any]] = asyncio.Queue()
            for _ in range(CONNECTIONS):
                pool.put_nowait(
                    await psycopg.AsyncConnection.connect(_connection_url(), autocommit=True)
                )
            self.pool = pool
        return self.pool

    async def rows(self, token: str) -> bytes | None:
        pool = await self._pool()
        db = await pool.get()
        try:
            at = datetime.now(UTC)
            cursor = await db.execute(SESSION_SQL, {"token_hash": token_digest(token), "at": at})
            caller = await cursor.fetchone()
            if caller is None or caller[2] is None:
                return None
            values = {
                **PAGE.params,
                "centre_id": caller[2],
                "at": at,
                "reach": 20,
                "limit": 20,
                "offset": 0,
                "beyond": LIST_REACH + 1,
            }
            cursor = await db.execute(PAGE_SQL, values)
            names = [column.name for column in cursor.description or ()]
            page = [dict(zip(names, row, strict=True)) for row in await cursor.fetchall()]
            ids = [row["id"] for row in page]
            cursor = await db.execute(TEACHERS_SQL, {"ids": ids, "statuses": BOOKED})
            teachers: dict[int, list[dict[str, object]]] = {}
            for booking_id, teacher_id, first, last, rank, rating in await cursor.fetchall():
                teachers.setdefault(booking_id, []).append(
                    {
                        "teacherId": teacher_id,
                        "name": f"{first} {last}",
                        "rank": rank,
                        "rating": rating,
                    }
                )
            for row in page:
                row["teachers"] = teachers.get(row["id"], [])
            total = page[0]["total"] if page else 0
            return json.dumps({"list": page, "total": total}, default=_plain).encode()
        finally:
            pool.put_nowait(db)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        while (await receive()).get("more_body"):
            pass
        asked = dict(scope["headers"])
        token = asked.get(b"authorization", b"").decode().removeprefix("Bearer ")
        body = await self.rows(token)
        status = 200 if body is not None else 401
        body = body or b"{}"
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
        ]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})


app = Limit()
