"""The SQL of the apps' versions."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from relief.kit import search, sorting
from relief.models import AppVersion

# What the list sorts by: the item's field → the column.
SORTS = {
    "number": AppVersion.sort_key,
    "releaseDate": AppVersion.release_date,
    "platform": AppVersion.platform,
    "type": AppVersion.type,
    "updatedAt": AppVersion.updated_at,
}


@dataclass(frozen=True)
class Listed:
    platform: str | None = None
    type: str | None = None
    keyword: str | None = None


def page(
    db: Session, listed: Listed, sort: sorting.Sort, offset: int, limit: int
) -> tuple[list[AppVersion], int]:
    query = select(AppVersion)
    if listed.platform:
        query = query.where(AppVersion.platform == listed.platform)
    if listed.type:
        query = query.where(AppVersion.type == listed.type)
    if listed.keyword:
        pattern = search.containing(listed.keyword)
        query = query.where(
            or_(
                func.lower(AppVersion.number).like(pattern, escape=search.ESCAPE),
                func.lower(AppVersion.description).like(pattern, escape=search.ESCAPE),
            )
        )
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    ordered = query.order_by(*sorting.order(SORTS[sort.field], sort, AppVersion.id))
    return list(db.scalars(ordered.offset(offset).limit(limit))), total


def find(db: Session, version_id: int) -> AppVersion | None:
    return db.get(AppVersion, version_id)


def numbered(db: Session, platform: str, number: str) -> AppVersion | None:
    return db.scalar(
        select(AppVersion).where(AppVersion.platform == platform, AppVersion.number == number)
    )


def released_after(db: Session, platform: str, after_key: str, today: date) -> list[AppVersion]:
    """A platform's versions released by `today` and newer than the one whose
    sort key is given."""
    return list(
        db.scalars(
            select(AppVersion).where(
                AppVersion.platform == platform,
                AppVersion.sort_key > after_key,
                AppVersion.release_date <= today,
            )
        )
    )
