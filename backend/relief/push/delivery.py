"""Sending one push to one browser's push service (RFC 8030), encrypted for
the browser (RFC 8291) and signed with the platform's VAPID key (RFC 8292),
by pywebpush."""

from __future__ import annotations

from dataclasses import dataclass

from pywebpush import WebPushException, webpush

from relief.config import Settings

PUSH_TIMEOUT_SECONDS = 10
# The push service no longer knows the subscription: the browser unsubscribed,
# or the subscription expired.
GONE_STATUSES = frozenset({404, 410})


class SubscriptionGone(Exception):
    """The push service answered that the subscription is no more."""


@dataclass(frozen=True)
class Target:
    endpoint: str
    p256dh: str
    auth: str


def deliver(settings: Settings, target: Target, payload: str, time_to_live: int) -> None:
    """Send `payload` to the browser; `SubscriptionGone` on 404 or 410, any
    other refusal or failure raised as it came."""
    assert settings.vapid_private_key is not None  # pushes are queued only when on
    try:
        webpush(
            subscription_info={
                "endpoint": target.endpoint,
                "keys": {"p256dh": target.p256dh, "auth": target.auth},
            },
            data=payload,
            vapid_private_key=settings.vapid_private_key,
            vapid_claims={"sub": settings.vapid_subject},
            ttl=time_to_live,
            timeout=PUSH_TIMEOUT_SECONDS,
        )
    except WebPushException as error:
        status = getattr(error.response, "status_code", None)
        if status in GONE_STATUSES:
            raise SubscriptionGone(f"the push service answered {status}") from error
        raise
