"""All SQL of live events."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from sqlalchemy import Connection, delete, func, insert, literal, make_url, or_, select
from sqlalchemy.orm import Session

from relief.live.rules import Publication
from relief.models import Booking, LiveEvent

# The PostgreSQL channel every API process listens on.
CHANNEL = "live"


def write(connection: Connection, found: Sequence[Publication], at: datetime) -> None:
    """Write the events on the transaction's own connection (inside a flush):
    each for its user, centre or teacher, or for the centre of its booking."""
    direct = [
        {
            "user_id": p.user_id,
            "centre_id": p.centre_id,
            "teacher_id": p.teacher_id,
            "kind": p.kind.value,
            "subject_id": p.subject_id,
            "created_at": at,
        }
        for p in found
        if p.booking_id is None
    ]
    if direct:
        connection.execute(insert(LiveEvent), direct)
    by_booking = sorted({(p.kind.value, p.booking_id) for p in found if p.booking_id is not None})
    for kind, booking_id in by_booking:
        connection.execute(
            insert(LiveEvent).from_select(
                ["centre_id", "kind", "subject_id", "created_at"],
                select(
                    Booking.centre_id,
                    literal(kind),
                    Booking.id,
                    literal(at, LiveEvent.created_at.type),
                ).where(Booking.id == booking_id),
            )
        )


def notify(connection: Connection) -> None:
    """Tell every listening process, when this transaction commits, that
    events were written (PostgreSQL only; a rolled-back one tells nobody)."""
    if connection.dialect.name == "postgresql":
        connection.execute(select(func.pg_notify(CHANNEL, "")))


async def listen(database_url: str, woken: Callable[[], None]) -> None:
    """Listen on the channel with a connection of its own (PostgreSQL), calling
    `woken` once listening and at each notification; raises when the
    connection is lost."""
    import psycopg

    address = make_url(database_url).set(drivername="postgresql")
    async with await psycopg.AsyncConnection.connect(
        address.render_as_string(hide_password=False), autocommit=True
    ) as connection:
        await connection.execute(f"LISTEN {CHANNEL}")
        woken()
        async for _ in connection.notifies():
            woken()


def events_after(
    db: Session,
    after: int,
    *,
    user_id: int,
    centre_id: int | None,
    teacher_id: int | None,
    limit: int,
) -> list[LiveEvent]:
    """One caller's events after `after`, oldest first: its user's, and its
    centre's or teacher's."""
    audience = [LiveEvent.user_id == user_id]
    if centre_id is not None:
        audience.append(LiveEvent.centre_id == centre_id)
    if teacher_id is not None:
        audience.append(LiveEvent.teacher_id == teacher_id)
    return list(
        db.scalars(
            select(LiveEvent)
            .where(LiveEvent.id > after, or_(*audience))
            .order_by(LiveEvent.id)
            .limit(limit)
        )
    )


def last_id(db: Session) -> int:
    """The newest event's id (0 for none)."""
    return int(db.scalar(select(func.max(LiveEvent.id))) or 0)


def prune(db: Session, before: datetime) -> int:
    """Forget events written before `before`; answers how many."""
    result = db.execute(delete(LiveEvent).where(LiveEvent.created_at < before))
    return int(getattr(result, "rowcount", 0) or 0)
