"""The console's statistics calls (Statistics), and the centre's own fill figures."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from relief.auth.deps import DB, CurrentCentre
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, ok
from relief.statistics import service
from relief.statistics.schemas import (
    CentreFillOut,
    CentreStatisticsIn,
    PeriodIn,
    StatisticsOut,
    TeacherStatisticsIn,
    TeacherStatisticsOut,
)

router = APIRouter(tags=["admin console"])
centre_router = APIRouter(tags=["centre"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/admin/statistics/overview", response_model=Envelope[StatisticsOut])
def statistics_overview(
    payload: PeriodIn,
    caller: Annotated[Principal, May(Permission.statistics_read)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[StatisticsOut]:
    """The platform over a period of at most 366 days: bookings, fill rate,
    time to fill, unfilled at start, by lead time, weekday, region and
    qualification; revenue, GST and fees; active, dormant and expiring teachers."""
    return ok(
        service.figures(
            db, caller.user.id, payload.dateFrom, payload.dateTo, now(), settings.time_zone, None
        )
    )


@router.post("/admin/statistics/centre", response_model=Envelope[StatisticsOut])
def statistics_centre(
    payload: CentreStatisticsIn,
    caller: Annotated[Principal, May(Permission.statistics_read)],
    db: DB,
    settings: SettingsDep,
) -> Envelope[StatisticsOut]:
    """The overview's booking and money figures for one centre."""
    return ok(
        service.figures(
            db,
            caller.user.id,
            payload.dateFrom,
            payload.dateTo,
            now(),
            settings.time_zone,
            payload.centreId,
        )
    )


@router.post("/admin/statistics/teacher", response_model=Envelope[TeacherStatisticsOut])
def statistics_teacher(
    payload: TeacherStatisticsIn,
    caller: Annotated[Principal, May(Permission.statistics_read)],
    db: DB,
) -> Envelope[TeacherStatisticsOut]:
    """One teacher's jobs, paid hours, reliability and rating over a period."""
    return ok(
        service.teacher_figures(
            db, caller.user.id, payload.teacherId, payload.dateFrom, payload.dateTo
        )
    )


@centre_router.post("/center/statistics/fill", response_model=Envelope[CentreFillOut])
def centre_fill(payload: PeriodIn, caller: CurrentCentre, db: DB) -> Envelope[CentreFillOut]:
    """How fast the centre's bookings of a period of at most 366 days filled:
    fill rate, time to fill, unfilled at start, by lead time."""
    return ok(service.centre_fill(db, caller.centre, payload.dateFrom, payload.dateTo, now()))
