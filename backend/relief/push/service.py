"""Web Push: a teacher's browsers subscribing, the pushes a notice queues in
the outbox, and the worker sending one."""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import urlsplit

from sqlalchemy.orm import Session

from relief.config import Settings
from relief.kit import vapid
from relief.models import OutboxMessage, PushSubscription, User
from relief.push import delivery, repository, rules
from relief.push.errors import PushEndpointRefused, PushOff
from relief.push.schemas import PushStateOut, PushSubscriptionIn

log = logging.getLogger("relief.push")

CHANNEL = repository.CHANNEL
SubscriptionGone = delivery.SubscriptionGone


@dataclass(frozen=True)
class Push:
    """What a notice pushes to one account: its title and body in the
    account's language, and the teacher app's page the push opens."""

    notice_id: int
    user_id: int
    title: str
    body: str
    opens: str


def state(db: Session, user: User, settings: Settings) -> PushStateOut:
    key = settings.vapid_private_key
    return PushStateOut(
        enabled=settings.pushes,
        publicKey=vapid.public_key(key) if key else None,
        subscriptions=repository.count_of(db, user.id),
    )


def subscribe(
    db: Session, user: User, payload: PushSubscriptionIn, settings: Settings, at: datetime
) -> PushStateOut:
    """Keep the browser's subscription for `user`; a browser that subscribed
    for another account before moves to this one (the last to sign in on it)."""
    if not settings.pushes:
        raise PushOff()
    if not rules.endpoint_allowed(payload.endpoint, production=settings.is_production):
        raise PushEndpointRefused()
    held = repository.by_endpoint(db, payload.endpoint)
    if held is None:
        db.add(
            PushSubscription(
                user_id=user.id,
                endpoint=payload.endpoint,
                p256dh=payload.keys.p256dh,
                auth=payload.keys.auth,
                created_at=at,
            )
        )
    else:
        held.user_id = user.id
        held.p256dh = payload.keys.p256dh
        held.auth = payload.keys.auth
    db.flush()
    return state(db, user, settings)


def unsubscribe(db: Session, user: User, endpoint: str, settings: Settings) -> PushStateOut:
    """Forget the user's own subscription at `endpoint` (none: nothing changes)."""
    repository.remove_own(db, user.id, endpoint)
    db.flush()
    return state(db, user, settings)


def queue(db: Session, pushes: Sequence[Push], at: datetime) -> None:
    """One outbox push per subscribed browser of each push's account, written
    in the caller's transaction."""
    if not pushes:
        return
    by_user: dict[int, list[PushSubscription]] = {}
    for subscription in repository.subscriptions_of(db, (push.user_id for push in pushes)):
        by_user.setdefault(subscription.user_id, []).append(subscription)
    rows: list[dict[str, object]] = []
    for push in pushes:
        for subscription in by_user.get(push.user_id, ()):
            rows.append(
                {
                    "notice_id": push.notice_id,
                    "subscription_id": subscription.id,
                    "channel": CHANNEL,
                    "recipient": (urlsplit(subscription.endpoint).hostname or "")[:254],
                    "subject": push.title[:255],
                    "body": json.dumps({"body": push.body, "opens": push.opens}),
                    "next_attempt_at": at,
                    "created_at": at,
                }
            )
    repository.add_pushes(db, rows)


def claim(db: Session, at: datetime) -> OutboxMessage | None:
    return repository.claim_push(db, at)


def payload_of(message: OutboxMessage) -> str:
    """What the service worker is sent: the notice's title and body, the page
    it opens, and a tag (one notice shows once however often it is sent)."""
    kept = json.loads(message.body)
    return json.dumps(
        {
            "title": message.subject,
            "body": kept["body"],
            "opens": kept["opens"],
            "tag": f"notice-{message.notice_id}",
        },
        ensure_ascii=False,
    )


def send(db: Session, settings: Settings, message: OutboxMessage, time_to_live: int) -> bool:
    """Send one push; answer whether it went. A push that will not go is
    deleted: one whose subscription the push service no longer knows (the
    subscription is removed with every push waiting for it), one of an invite
    whose stage has ended (`time_to_live` 0), one sent while pushes are off.
    Any other failure is raised, for the push to be tried again."""
    subscription = (
        repository.subscription(db, message.subscription_id)
        if message.subscription_id is not None
        else None
    )
    if subscription is None or time_to_live <= 0 or not settings.pushes:
        repository.drop(db, message.id)
        return False
    target = delivery.Target(subscription.endpoint, subscription.p256dh, subscription.auth)
    try:
        delivery.deliver(settings, target, payload_of(message), time_to_live)
    except delivery.SubscriptionGone as gone:
        log.info("push subscription %s is gone (%s); removed", subscription.id, gone)
        repository.remove(db, subscription.id)
        return False
    return True
