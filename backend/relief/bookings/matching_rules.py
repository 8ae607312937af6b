"""Pure matching rules: the stage schedule and who is eligible for an invite."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Protocol

from relief.kit.geo import distance_km
from relief.models import Approval, Stage
from relief.settings.catalogue import RunTimeSettings

PUBLIC_STAGES = (Stage.stage1, Stage.stage2, Stage.stage3)


@dataclass(frozen=True)
class StagePlan:
    stage: Stage
    radius_km: int
    minutes: int


def public_stage_plan(stage: Stage, settings: RunTimeSettings, invite_range_km: int) -> StagePlan:
    """Radius and duration of a public stage; no stage goes past the invite range."""
    radius_km, minutes = {
        Stage.stage1: (settings.stage1_radius_km, settings.stage1_minutes),
        Stage.stage2: (settings.stage2_radius_km, settings.stage2_minutes),
        Stage.stage3: (settings.stage3_radius_km, settings.stage3_minutes),
    }[stage]
    return StagePlan(stage, min(radius_km, invite_range_km), minutes)


def next_public_stage(stage: Stage) -> Stage | None:
    if stage in (Stage.stage1, Stage.stage2):
        return Stage(int(stage) + 1)
    return None


def boost_plan(settings: RunTimeSettings, invite_range_km: int) -> StagePlan:
    """A boost re-invites at the widest radius: the last stage's, or the booking's
    invite range when that is wider."""
    radius = max(settings.stage3_radius_km, invite_range_km)
    return StagePlan(Stage.boost, radius, settings.boost_duration_minutes)


def favourite_plan(settings: RunTimeSettings) -> StagePlan:
    """Favourites get as long to answer as the three public stages together."""
    minutes = settings.stage1_minutes + settings.stage2_minutes + settings.stage3_minutes
    return StagePlan(Stage.favourite, 0, minutes)


Span = tuple[datetime, datetime]


def overlaps(a: Span, b: Span) -> bool:
    return a[0] < b[1] and b[0] < a[1]


@dataclass(frozen=True)
class Need:
    """What a booking asks of a teacher."""

    qualification: int
    gender: int  # 0 none, 1 female, 2 male
    talent_pool: int
    latitude: float
    longitude: float
    radius_km: float
    spans: Sequence[Span]
    last_day: date


@dataclass(frozen=True)
class Candidate:
    """What is known of a teacher when deciding an invite."""

    teacher_id: int
    approval: int
    enabled: bool
    qualification: int
    gender: int
    talent_pool: int | None
    latitude: float
    longitude: float
    travel_radius_km: int
    registration_expiry: date | None = None
    first_aid_expiry: date | None = None
    police_vetting_expiry: date | None = None
    blocked: bool = False
    already_invited: bool = False
    unavailable: Sequence[Span] = field(default_factory=tuple)
    jobs: Sequence[Span] = field(default_factory=tuple)


def ineligibility(candidate: Candidate, need: Need) -> str | None:
    """Why a teacher may not be invited, or None when they may."""
    if candidate.approval != Approval.approved:
        return "not_approved"
    if not candidate.enabled:
        return "disabled"
    if candidate.qualification != need.qualification:
        return "qualification"
    if need.gender and candidate.gender != need.gender:
        return "gender"
    if candidate.talent_pool != need.talent_pool:
        return "talent_pool"
    expiries = (
        candidate.registration_expiry,
        candidate.first_aid_expiry,
        candidate.police_vetting_expiry,
    )
    if any(expiry is not None and expiry < need.last_day for expiry in expiries):
        return "document_expired"
    if candidate.blocked:
        return "blocked"
    if candidate.already_invited:
        return "already_invited"
    if any(overlaps(u, s) for u in candidate.unavailable for s in need.spans):
        return "unavailable"
    if any(overlaps(j, s) for j in candidate.jobs for s in need.spans):
        return "overlapping_job"
    distance = distance_km(need.latitude, need.longitude, candidate.latitude, candidate.longitude)
    if distance > need.radius_km:
        return "too_far"
    if distance > candidate.travel_radius_km:
        return "beyond_travel_radius"
    return None


class _Asks(Protocol):
    @property
    def qualification(self) -> int: ...
    @property
    def gender(self) -> int: ...
    @property
    def teacherTalentPool(self) -> int | None: ...  # noqa: N802 (the spec's name)


class _Place(Protocol):
    @property
    def latitude(self) -> float: ...
    @property
    def longitude(self) -> float: ...


def need_spans_for_days(
    draft: _Asks, centre: _Place, spans: Sequence[Span], last_day: date
) -> Need:
    """What a draft asks of a favourite teacher (any distance)."""
    return Need(
        qualification=draft.qualification,
        gender=draft.gender,
        talent_pool=draft.teacherTalentPool or 0,
        latitude=centre.latitude,
        longitude=centre.longitude,
        radius_km=float("inf"),
        spans=spans,
        last_day=last_day,
    )
