"""The centre dashboard's figures."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.centre.schemas import CouponOut, HomeStatisticsOut, UpcomingHoliday
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
    radius = int(settings.get(db, "stage3_radius_km"))
    nearby = teachers.count_nearby(db, centre.latitude, centre.longitude, radius)
    today = local_time(centre, now()).date()
    upcoming = [h for h in show.holidays(db) if h.day >= today and h.region in (None, centre.city)]
    return HomeStatisticsOut(
        centerName=centre.name,
        teachersNearby=nearby.total,
        qualifiedNearby=nearby.qualified,
        unqualifiedNearby=nearby.unqualified,
        nearbyRadiusKm=radius,
        unreadNotices=notices.unread_count(db, user.id),
        upcomingHolidays=[
            UpcomingHoliday(date=h.day, name=h.name) for h in upcoming[:UPCOMING_HOLIDAYS]
        ],
    )


def coupon(db: Session, centre: Centre) -> CouponOut:
    """The voucher popup's data: the centre's unused signup voucher, if any,
    and the activity popup's switch."""
    values = settings.get_many(db, "voucher_value", "activity_popup")
    voucher = vouchers.unused_signup_voucher(db, centre.id, now())
    return CouponOut(
        couponType=voucher.voucher_type if voucher else None,
        newCenterCouponFlag=voucher is not None,
        parValue=voucher.par_value if voucher else values["voucher_value"],
        validityEndTimeData=voucher.expires_at if voucher else None,
        activeFlag=values["activity_popup"],
    )
