"""The centre dashboard's figures."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.centre import details, repository
from relief.centre.schemas import CentreDetailsIn, CouponOut, HomeStatisticsOut, UpcomingHoliday
from relief.invoices import service as invoices
from relief.kit.clock import now
from relief.models import Centre, User
from relief.notices import service as notices
from relief.settings import service as settings
from relief.show import service as show
from relief.teachers import service as teachers
from relief.vouchers import service as vouchers

UPCOMING_HOLIDAYS = 5


def local_time(centre: Centre, at: datetime) -> datetime:
    return at.astimezone(ZoneInfo(centre.time_zone))


def home_statistics(db: Session, user: User, centre: Centre) -> HomeStatisticsOut:
    radius = settings.current(db).stage3_radius_km
    nearby = teachers.count_nearby(db, centre.latitude, centre.longitude, radius)
    at = now()
    today = local_time(centre, at).date()
    upcoming = [
        h for h in show.holidays(db) if h.day >= today and h.region in (None, centre.region)
    ]
    return HomeStatisticsOut(
        centerName=centre.name,
        today=today,
        teachersNearby=nearby.total,
        qualifiedNearby=nearby.qualified,
        unqualifiedNearby=nearby.unqualified,
        nearbyRadiusKm=radius,
        unreadNotices=notices.unread_count(db, user.id),
        upcomingHolidays=[
            UpcomingHoliday(date=h.day, name=h.name) for h in upcoming[:UPCOMING_HOLIDAYS]
        ],
        **_work_counts(db, centre, at),
    )


def _work_counts(db: Session, centre: Centre, at: datetime) -> dict[str, Any]:
    """Bookings, time sheets and invoices that need the centre's eye."""
    local = local_time(centre, at)
    month_start = local.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    counts = repository.work_counts(db, centre.id, at, month_start)
    due = invoices.amounts_due(db, centre.id)
    return {
        "processingBookings": counts.processing_bookings,
        "upcomingBookings": counts.upcoming_bookings,
        "completedThisMonth": counts.completed_this_month,
        "timeSheetsToConfirm": counts.time_sheets_to_confirm,
        "unpaidInvoices": due.unpaid,
        "overdueInvoices": due.overdue,
        "amountDue": due.amount,
    }


def coupon(db: Session, centre: Centre) -> CouponOut:
    """The voucher popup's data: the centre's unused signup voucher, if any,
    and the activity popup's switch."""
    values = settings.current(db)
    voucher = vouchers.unused_signup_voucher(db, centre.id, now())
    return CouponOut(
        couponType=voucher.voucher_type if voucher else None,
        newCenterCouponFlag=voucher is not None,
        parValue=voucher.par_value if voucher else values.voucher_value,
        validityEndTimeData=voucher.expires_at if voucher else None,
        activeFlag=values.activity_popup,
    )


def apply_details(centre: Centre, payload: CentreDetailsIn) -> None:
    """Set the centre's information and map location, each field checked."""
    details.apply(centre, payload)
