"""The matching timeline a centre reads for each booking: each event is
recorded here and read back by `repository.timeline_events`."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from relief.models import BookingEvent


def record(db: Session, booking_id: int, kind: str, at: datetime, **facts: Any) -> None:
    db.add(
        BookingEvent(booking_id=booking_id, kind=kind, at=at, data=json.dumps(facts, default=str))
    )
