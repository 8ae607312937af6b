"""All SQL of the centre dashboard: its counts of bookings and time sheets,
each within the one centre."""

from __future__ import annotations

from datetime import datetime
from typing import NamedTuple

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.models import Booking, BookingStatus, TimeSheet, TimeSheetStatus


class WorkCounts(NamedTuple):
    processing_bookings: int
    upcoming_bookings: int
    completed_this_month: int
    time_sheets_to_confirm: int


def work_counts(db: Session, centre_id: int, at: datetime, month_start: datetime) -> WorkCounts:
    """The centre's bookings being matched, confirmed ones still to end and
    those ended since `month_start`, and its time sheets to confirm."""
    bookings = select(func.count(Booking.id)).where(Booking.centre_id == centre_id)
    confirmed = bookings.where(Booking.status == BookingStatus.confirmed)
    sheets = select(func.count(TimeSheet.id)).where(
        TimeSheet.centre_id == centre_id, TimeSheet.status == TimeSheetStatus.to_confirm
    )
    return WorkCounts(
        processing_bookings=db.scalar(bookings.where(Booking.status == BookingStatus.processing))
        or 0,
        upcoming_bookings=db.scalar(confirmed.where(Booking.ends_at > at)) or 0,
        completed_this_month=db.scalar(
            confirmed.where(Booking.ends_at <= at, Booking.ends_at >= month_start)
        )
        or 0,
        time_sheets_to_confirm=db.scalar(sheets) or 0,
    )
