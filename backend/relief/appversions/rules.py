"""Pure rules of the apps' versions: what a version number is, how two
compare, and what an app is told when it asks whether to update."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from relief.models import UpdateType

# Three whole numbers, each of at most five digits: 1.2.3, 10.0.12.
_NUMBER = re.compile(r"^([0-9]{1,5})\.([0-9]{1,5})\.([0-9]{1,5})$")
PART_WIDTH = 5

Parts = tuple[int, int, int]


def parts(text: str) -> Parts | None:
    """The three numbers of a version written `major.minor.patch`, or None
    when it is not written so. Leading zeros are the same number
    (`1.02.3` is 1.2.3)."""
    found = _NUMBER.match(text.strip())
    if found is None:
        return None
    major, minor, patch = (int(group) for group in found.groups())
    return major, minor, patch


def written(version: Parts) -> str:
    """The canonical way a version is written: `1.2.3`."""
    return ".".join(str(part) for part in version)


def sort_key(version: Parts) -> str:
    """Zero-padded text whose order is the versions' numeric order
    (`00001.00010.00000` after `00001.00002.00000`, as 1.10.0 after 1.2.0)."""
    return ".".join(str(part).zfill(PART_WIDTH) for part in version)


@dataclass(frozen=True)
class Release:
    """A version as the check reads it."""

    version: Parts
    type: UpdateType
    release_date: date


@dataclass(frozen=True)
class Advice:
    """What an app is told: how to update (None: it need not), and the
    newest released version newer than the app's (None when there is none)."""

    update: UpdateType | None
    newest: Release | None


NO_UPDATE = Advice(update=None, newest=None)


def advice(current: Parts, releases: Iterable[Release], today: date) -> Advice:
    """Whether an app at `current` updates, and how.

    Only versions released by `today` (their release date reached) and newer
    than the app's count. Forced when any of them is forced: an app that
    skipped a forced version must still take it, even when a newer general
    one followed. Otherwise the newest of them says how (general or silent).
    None newer: no update."""
    newer = [r for r in releases if r.release_date <= today and r.version > current]
    if not newer:
        return NO_UPDATE
    newest = max(newer, key=lambda r: r.version)
    if any(r.type == UpdateType.forced for r in newer):
        return Advice(update=UpdateType.forced, newest=newest)
    return Advice(update=newest.type, newest=newest)
