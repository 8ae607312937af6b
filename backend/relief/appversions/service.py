"""The apps' versions: staff list, add, change and remove them; an app asks
whether to update."""

from __future__ import annotations

from datetime import date

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.appversions import repository, rules
from relief.appversions.errors import (
    AppVersionInvalid,
    VersionMissing,
    VersionNumberInvalid,
    VersionNumberTaken,
)
from relief.appversions.schemas import (
    NewestVersion,
    VersionCheckIn,
    VersionCheckOut,
    VersionItem,
    VersionListIn,
    VersionSaveIn,
)
from relief.kit import sorting
from relief.kit.envelope import Page
from relief.models import AppVersion, UpdateType

NEWEST_FIRST = sorting.Sort(field="number", descending=True)


def _item(version: AppVersion, today: date) -> VersionItem:
    return VersionItem(
        id=version.id,
        platform=version.platform,
        number=version.number,
        type=version.type,
        package=version.package,
        releaseDate=version.release_date,
        released=version.release_date <= today,
        description=version.description,
        createdAt=version.created_at,
        updatedAt=version.updated_at,
    )


def listed(db: Session, query: VersionListIn, today: date) -> Page[VersionItem]:
    """The versions, the highest number first unless sorted otherwise."""
    sort = sorting.parse(query.sort, repository.SORTS, NEWEST_FIRST)
    rows, total = repository.page(
        db,
        repository.Listed(platform=query.platform, type=query.type, keyword=query.keyword),
        sort,
        query.offset,
        query.pageSize,
    )
    return Page[VersionItem].of([_item(row, today) for row in rows], total, query)


def _found(db: Session, version_id: int) -> AppVersion:
    version = repository.find(db, version_id)
    if version is None:
        raise VersionMissing()
    return version


def save(db: Session, payload: VersionSaveIn, today: date) -> VersionItem:
    """Add a version (no id) or change one: a number of the form 1.2.3,
    unique on its platform (1.02.3 is 1.2.3)."""
    parts = rules.parts(payload.number)
    if parts is None:
        raise VersionNumberInvalid()
    number = rules.written(parts)
    version = AppVersion() if payload.id is None else _found(db, payload.id)
    same = repository.numbered(db, payload.platform, number)
    if same is not None and same.id != version.id:
        raise VersionNumberTaken(number=number)
    version.platform = payload.platform
    version.number = number
    version.sort_key = rules.sort_key(parts)
    version.type = payload.type
    version.package = payload.package
    version.release_date = payload.releaseDate
    version.description = payload.description
    if payload.id is None:
        db.add(version)
    try:
        with db.begin_nested():
            db.flush()
    except IntegrityError:
        # Another request saved the same number meanwhile.
        raise VersionNumberTaken(number=number) from None
    return _item(version, today)


def remove(db: Session, version_id: int) -> None:
    db.delete(_found(db, version_id))
    db.flush()


def check(db: Session, query: VersionCheckIn, today: date) -> VersionCheckOut:
    """Whether an app of this platform at this version updates, and how."""
    current = rules.parts(query.version)
    if current is None:
        raise AppVersionInvalid()
    releases = {
        rules.Release(version=parts, type=UpdateType(row.type), release_date=row.release_date): row
        for row in repository.released_after(db, query.platform, rules.sort_key(current), today)
        if (parts := rules.parts(row.number)) is not None
    }
    advice = rules.advice(current, releases, today)
    if advice.update is None or advice.newest is None:
        return VersionCheckOut(update="none", newest=None)
    newest = releases[advice.newest]
    return VersionCheckOut(
        update=advice.update.value,
        newest=NewestVersion(
            number=newest.number,
            type=newest.type,
            package=newest.package,
            releaseDate=newest.release_date,
            description=newest.description,
        ),
    )
