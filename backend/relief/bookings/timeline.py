"""The matching timeline a centre reads for each booking."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import BookingEvent


def record(db: Session, booking_id: int, kind: str, at: datetime, **facts: Any) -> None:
    db.add(
        BookingEvent(booking_id=booking_id, kind=kind, at=at, data=json.dumps(facts, default=str))
    )


def events(db: Session, booking_id: int) -> list[BookingEvent]:
    return list(
        db.scalars(
            select(BookingEvent)
            .where(BookingEvent.booking_id == booking_id)
            .order_by(BookingEvent.at, BookingEvent.id)
        )
    )
