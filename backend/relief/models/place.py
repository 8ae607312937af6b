"""The region of a row with a map point, kept in step with the point."""

from __future__ import annotations

from typing import Any

from sqlalchemy import event

from relief.kit.regions import region_at


def _place(mapper: Any, connection: Any, target: Any) -> None:
    target.region = region_at(target.latitude, target.longitude)


def keeps_region(model: type[Any]) -> None:
    """Write `region` from `latitude` and `longitude` whenever the row is
    inserted or updated through the ORM (every address form does)."""
    event.listen(model, "before_insert", _place)
    event.listen(model, "before_update", _place)
