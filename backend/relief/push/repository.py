"""The SQL of Web Push: subscriptions, and the pushes of the outbox."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

from sqlalchemy import delete, func, insert, select
from sqlalchemy.orm import Session

from relief.models import OutboxMessage, PushSubscription

CHANNEL = "push"


def by_endpoint(db: Session, endpoint: str) -> PushSubscription | None:
    return db.scalar(select(PushSubscription).where(PushSubscription.endpoint == endpoint))


def count_of(db: Session, user_id: int) -> int:
    counted = select(func.count()).where(PushSubscription.user_id == user_id)
    return int(db.scalar(counted) or 0)


def remove_own(db: Session, user_id: int, endpoint: str) -> int:
    """Delete the user's own subscription at `endpoint`; answer how many went."""
    gone = db.execute(
        delete(PushSubscription).where(
            PushSubscription.user_id == user_id, PushSubscription.endpoint == endpoint
        )
    )
    return int(gone.rowcount)  # type: ignore[attr-defined]


def remove(db: Session, subscription_id: int) -> None:
    """Delete a subscription and every push still waiting for it."""
    db.execute(delete(OutboxMessage).where(OutboxMessage.subscription_id == subscription_id))
    db.execute(delete(PushSubscription).where(PushSubscription.id == subscription_id))


def drop(db: Session, message_id: int) -> None:
    """Delete a push that will never be sent."""
    db.execute(delete(OutboxMessage).where(OutboxMessage.id == message_id))


def subscriptions_of(db: Session, user_ids: Iterable[int]) -> Sequence[PushSubscription]:
    wanted = set(user_ids)
    if not wanted:
        return []
    return db.scalars(
        select(PushSubscription)
        .where(PushSubscription.user_id.in_(wanted))
        .order_by(PushSubscription.id)
    ).all()


def subscription(db: Session, subscription_id: int) -> PushSubscription | None:
    return db.get(PushSubscription, subscription_id)


def add_pushes(db: Session, rows: list[dict[str, object]]) -> None:
    if rows:
        db.execute(insert(OutboxMessage), rows)


def claim_push(db: Session, at: datetime) -> OutboxMessage | None:
    """The next due push, neither sent nor parked, locked for this transaction."""
    query = (
        select(OutboxMessage)
        .where(
            OutboxMessage.channel == CHANNEL,
            OutboxMessage.sent_at.is_(None),
            OutboxMessage.failed_at.is_(None),
            OutboxMessage.next_attempt_at <= at,
        )
        .order_by(OutboxMessage.next_attempt_at, OutboxMessage.id)
        .limit(1)
    )
    if db.get_bind().dialect.name == "postgresql":
        query = query.with_for_update(skip_locked=True)
    return db.scalar(query)
